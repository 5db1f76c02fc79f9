export const subscriptionsEndpoints = {
  products: 'GET /v1/channel/:id/subscribeProduct',
  list: 'GET /v1/user/channelSubscribe',
  mine: 'GET /v1/user/channelSubscribe/:id',
  setStatus: 'PUT /v1/user/channelSubscribe',
  setChannelStatus: 'PUT /v1/user/channelSubscribe/:id',
  changeTier: 'PUT /v1/user/channelSubscribe/:id/tier',
  badge: 'GET /v1/badge',
  studioTiers: 'GET /v1/studio/tiers',
  createTier: 'POST /v1/studio/tiers',
  editTier: 'PUT /v1/studio/tiers/:id',
  setTierSale: 'PUT /v1/studio/tiers/:id/sale',
} as const;
