export const opsEndpoints = {
  login: 'POST /ops/auth/login',
  logout: 'POST /ops/auth/logout',
  me: 'GET /ops/me',
  dashboard: 'GET /ops/dashboard',
  members: 'GET /ops/members',
  member: 'GET /ops/members/:id',
  block: 'POST /ops/members/:id/block',
  unblock: 'POST /ops/members/:id/unblock',
  adultModeOff: 'POST /ops/members/:id/adult-mode-off',
  endSessions: 'POST /ops/members/:id/end-sessions',
  changeBonus: 'POST /ops/members/:id/hearts',
  audit: 'GET /ops/audit',
} as const;
