export const eventsEndpoints = {
  list: 'GET /v1/service/event',
  get: 'GET /v1/promotion/:id',
  checkIn: 'POST /v1/service/attendance',
  attendance: 'GET /v1/service/attendances',
  joinEvent: 'GET /v1/user/joinEvent',
  certEvent: 'GET /v1/user/certEvent',
  revalidationEvent: 'GET /v1/user/revalidationEvent',
  couponEvent: 'GET /v1/user/couponEvent/:id',
  redeemCoupon: 'POST /v1/user/confirm/event',
  banner: 'GET /v1/user/eventBanner',
} as const;
