/** The console's events and coupons (issue 17, declared by the events module). */
export const opsEventsEndpoints = {
  events: 'GET /ops/events',
  createEvent: 'POST /ops/events',
  event: 'GET /ops/events/:id',
  updateEvent: 'PUT /ops/events/:id',
  coupons: 'GET /ops/coupons',
  createCoupon: 'POST /ops/coupons',
  coupon: 'GET /ops/coupons/:id',
  disableCoupon: 'POST /ops/coupons/:id/disable',
  couponCodes: 'GET /ops/coupons/:id/codes.csv',
} as const;
