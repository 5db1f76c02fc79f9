export const settlementEndpoints = {
  tip: 'POST /v2/channel/:id/tip',
  earnings: 'GET /v2/studio/channel/:id/earnings',
  statements: 'GET /v2/studio/channel/:id/statements',
  contract: 'GET /v2/studio/channel/:id/contract',
  batches: 'GET /ops/settlements',
  batch: 'GET /ops/settlements/:month',
  approve: 'POST /ops/settlements/:month/approve',
  transfers: 'GET /ops/settlements/:month/transfers.csv',
  paid: 'POST /ops/settlements/:month/paid',
  opsContract: 'GET /ops/channels/:id/contract',
  updateContract: 'PUT /ops/channels/:id/contract',
} as const;
