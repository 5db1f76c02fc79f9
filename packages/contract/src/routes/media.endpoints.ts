export const mediaEndpoints = {
  play: 'GET /v2/content/play/:id',
} as const;
