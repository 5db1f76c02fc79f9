export const analyticsEndpoints = {
  access: 'POST /v1/log/access',
  session: 'POST /v1/analytics/log/user',
} as const;
