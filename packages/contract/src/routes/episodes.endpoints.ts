export const episodesEndpoints = {
  freeVideo: 'GET /v1/service/video/free/:id',
  video: 'GET /v1/service/video/:id',
  contentPlaylist: 'GET /v1/videoToPlaylistId/:id',
  owned: 'GET /v1/user/own/contents',
  played: 'GET /v1/user/contents',
  playlistAccess: 'GET /v2/user/playlist/:id/content',
} as const;
