/** Moderation at the console: the report queue and direct hiding of community content. */
export const opsModerationEndpoints = {
  reports: 'GET /ops/reports',
  hideReported: 'POST /ops/reports/:type/:id/hide',
  dismissReported: 'POST /ops/reports/:type/:id/dismiss',
  item: 'GET /ops/community/:type/:id',
  hide: 'POST /ops/community/:type/:id/hide',
  unhide: 'POST /ops/community/:type/:id/unhide',
  remove: 'POST /ops/community/:type/:id/delete',
} as const;
