export const mediaEndpoints = {
  play: 'GET /v2/content/play/:id',
  offlineLicence: 'POST /v2/content/offline/:id',
  offlineCheck: 'POST /v2/content/offline',
} as const;
