export const rankingEndpoints = {
  top100: 'GET /v2/top100/cached',
  realtime: 'GET /v2/realtimeHot/cached',
} as const;
