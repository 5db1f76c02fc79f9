/** Bookmarks (issue 42): a member's moments of episodes. */
export const bookmarksEndpoints = {
  list: 'GET /v1/user/bookmarks',
  create: 'POST /v1/user/bookmarks',
  update: 'PATCH /v1/user/bookmarks/:id',
  remove: 'DELETE /v1/user/bookmarks/:id',
} as const;
