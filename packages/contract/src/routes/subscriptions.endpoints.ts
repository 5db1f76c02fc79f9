export const subscriptionsEndpoints = {
  products: 'GET /v1/channel/:id/subscribeProduct',
  list: 'GET /v1/user/channelSubscribe',
  mine: 'GET /v1/user/channelSubscribe/:id',
  setStatus: 'PUT /v1/user/channelSubscribe',
  setChannelStatus: 'PUT /v1/user/channelSubscribe/:id',
  badge: 'GET /v1/badge',
} as const;
