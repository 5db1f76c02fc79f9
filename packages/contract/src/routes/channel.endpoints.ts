export const channelEndpoints = {
  get: 'GET /v2/channel/:id',
  latestPlaylists: 'GET /v1/service/playlist/channel/:id',
  playlists: 'GET /v2/channel/:id/playlist',
} as const;
