export const snsLoginEndpoints = {
  providers: 'GET /v1/user/auth/sns/providers',
  complete: 'POST /v1/user/auth/sns/:provider',
} as const;
