export const opsPartnersEndpoints = {
  report: 'GET /ops/partners',
  csv: 'GET /ops/partners/report.csv',
  partner: 'GET /ops/partners/:pid',
} as const;
