export const searchEndpoints = {
  results: 'GET /v2/search',
  suggest: 'GET /v2/search/suggest',
  popular: 'GET /v2/search/popular',
} as const;
