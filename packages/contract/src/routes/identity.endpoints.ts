export const identityEndpoints = {
  kakaoCert: 'POST /v1/kakao/cert',
  kakaoStatus: 'GET /v1/kakao/status/:id',
  authenticate: 'PUT /v1/user/authentication',
  adultMode: 'GET /v2/user/adultMode',
  setAdultMode: 'PUT /v2/user/adultMode',
} as const;
