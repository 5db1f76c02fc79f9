export const paymentsEndpoints = {
  products: 'GET /v1/products',
  gateway: 'GET /v1/payments/gateway',
  paidStatus: 'GET /v1/products/:userId',
  chargeBanners: 'GET /v2/service/banner/charge',
  ready: 'POST /v1/user/payment/ready',
  settle: 'POST /v1/user/payment',
  result: 'POST /v1/payments/result',
  refund: 'POST /v1/user/payment/:id/refund',
  charges: 'GET /v1/user/payments',
  balance: 'GET /v1/user/hearts',
  history: 'GET /v1/user/hearts/history',
} as const;
