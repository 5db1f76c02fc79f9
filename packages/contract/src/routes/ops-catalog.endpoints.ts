export const opsCatalogEndpoints = {
  playlists: 'GET /ops/content/playlists',
  playlist: 'GET /ops/content/playlists/:id',
  updatePlaylist: 'PUT /ops/content/playlists/:id',
  updateEpisode: 'PUT /ops/content/episodes/:id',
  channels: 'GET /ops/content/channels',
  updateChannel: 'PUT /ops/content/channels/:id',
} as const;
