export const studioEndpoints = {
  playlists: 'GET /v1/studio/playlists',
  createEpisode: 'POST /v1/studio/playlists/:id/contents',
  content: 'GET /v1/studio/contents/:id',
  retry: 'POST /v1/studio/jobs/:id/retry',
  replaceFrames: 'POST /v1/studio/contents/:id/frames',
  replaceCaptions: 'PUT /v1/studio/contents/:id/captions',
} as const;
