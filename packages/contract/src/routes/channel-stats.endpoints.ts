export const channelStatsEndpoints = {
  channel: 'GET /v1/channel/:id/stat',
  ownedChannels: 'GET /v1/user/statistics/channel',
} as const;
