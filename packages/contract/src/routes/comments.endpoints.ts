export const commentsEndpoints = {
  list: 'GET /v2/playlist/comment/:playlistId/:contentId',
  count: 'GET /v2/playlist/comment/count/:playlistId/:contentId',
  post: 'POST /v2/playlist/comment',
  remove: 'DELETE /v2/playlist/comment/:id',
  hide: 'PUT /v1/playlist/comment/:id/hide',
} as const;

/** Comments on a board post: under the channel (`:id`) and the post (`:boardId`). */
export const boardCommentsEndpoints = {
  list: 'GET /v1/channel/:id/board/:boardId/comment',
  post: 'POST /v1/channel/:id/board/:boardId/comment',
  remove: 'DELETE /v1/channel/:id/board/:boardId/comment/:commentId',
} as const;

/** Comments on a gallery item: under the channel (`:id`) and the item (`:itemId`). */
export const galleryCommentsEndpoints = {
  list: 'GET /v2/channel/:id/gallery/:itemId/comment',
  post: 'POST /v2/channel/:id/gallery/:itemId/comment',
  remove: 'DELETE /v2/channel/:id/gallery/:itemId/comment/:commentId',
} as const;
