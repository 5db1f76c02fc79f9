export const searchEndpoints = {
  results: 'GET /v2/search',
  suggest: 'GET /v2/search/suggest',
} as const;
