export const healthEndpoints = {
  check: 'GET /health',
  live: 'GET /health/live',
} as const;
