export const playlistEndpoints = {
  get: 'GET /v2/playlist/:id',
} as const;
