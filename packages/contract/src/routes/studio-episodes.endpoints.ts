export const studioEpisodesEndpoints = {
  list: 'GET /v1/studio/playlists/:id/episodes',
  get: 'GET /v1/studio/episodes/:id',
  update: 'PATCH /v1/studio/episodes/:id',
  remove: 'DELETE /v1/studio/episodes/:id',
  uploadCover: 'POST /v1/studio/episodes/:id/cover',
  tiers: 'GET /v1/studio/episodes/:id/tiers',
} as const;
