export const socialEndpoints = {
  toggleFollow: 'POST /v2/channel/follow/:id',
  followState: 'GET /v2/channel/user/:id',
  followedChannels: 'GET /v2/channel/follow',
  togglePrefer: 'POST /v2/playlist/prefer/:id',
  preferState: 'GET /v2/playlist/prefer/:id',
  preferredPlaylists: 'GET /v2/user/library/own/prefer',
  playlistLikes: 'GET /v2/playlist/like/:id',
} as const;
