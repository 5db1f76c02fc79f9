export const studioCatalogEndpoints = {
  channels: 'GET /v1/studio/channels',
  createChannel: 'POST /v1/studio/channels',
  updateChannel: 'PATCH /v1/studio/channels/:id',
  uploadChannelImage: 'POST /v1/studio/channels/:id/images/:slot',
  createPlaylist: 'POST /v1/studio/playlists',
  playlist: 'GET /v1/studio/playlists/:id',
  updatePlaylist: 'PATCH /v1/studio/playlists/:id',
  uploadPlaylistCover: 'POST /v1/studio/playlists/:id/cover',
  reorderEpisodes: 'PUT /v1/studio/playlists/:id/episodes/order',
} as const;
