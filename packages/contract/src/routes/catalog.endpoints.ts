export const catalogEndpoints = {
  home: 'GET /v2/service/home',
  categories: 'GET /v2/category',
} as const;
