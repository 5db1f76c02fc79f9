export const commerceEndpoints = {
  passes: 'GET /v1/user/passes',
  spendPass: 'POST /v1/user/passes/use',
  sendGift: 'POST /v1/user/gifts',
  receivedGifts: 'GET /v1/user/gifts/received',
  sentGifts: 'GET /v1/user/gifts/sent',
  acceptGift: 'POST /v1/user/gifts/:id/accept',
  refundGift: 'POST /v1/user/gifts/:id/refund',
  opsPassPools: 'GET /ops/pass-pools',
  opsCreatePassPool: 'POST /ops/pass-pools',
  opsUpdatePassPool: 'PUT /ops/pass-pools/:id',
  opsCommerceReport: 'GET /ops/commerce/report',
} as const;
