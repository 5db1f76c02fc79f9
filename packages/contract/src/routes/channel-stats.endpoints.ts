export const channelStatsEndpoints = {
  channel: 'GET /v1/channel/:id/stat',
  ownedChannels: 'GET /v1/user/statistics/channel',
  retention: 'GET /v1/channel/:id/stat/retention',
  sources: 'GET /v1/channel/:id/stat/sources',
  fans: 'GET /v1/channel/:id/stat/fans',
  publicFans: 'GET /v1/channel/:id/fans',
  fanRankSetting: 'GET /v1/user/setting/fanRank',
  setFanRankSetting: 'PUT /v1/user/setting/fanRank',
} as const;
