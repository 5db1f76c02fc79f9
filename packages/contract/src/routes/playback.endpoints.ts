export const playbackEndpoints = {
  report: 'POST /v2/content/playtime/:id',
  reportBatch: 'POST /v2/content/playtime',
  position: 'GET /v1/user/playtime/:id',
  setPosition: 'PUT /v1/user/playtime/v2/:id',
  removePositions: 'DELETE /v1/user/playtime/v2',
  toggleLike: 'POST /v2/content/like/:id',
  likeState: 'GET /v2/content/like/:id',
  visit: 'GET /v1/statistics/log/visit',
  recent: 'GET /v2/user/library/own/recent',
  removeRecent: 'DELETE /v2/user/library/own/recent/:id',
} as const;
