export const boardEndpoints = {
  page: 'GET /v1/channel/:id/board',
  cursorPage: 'GET /v1/channel/:id/boardCursor',
  create: 'POST /v1/channel/:id/board',
  get: 'GET /v1/channel/:id/board/:boardId',
  update: 'PUT /v1/channel/:id/board/:boardId',
  remove: 'DELETE /v1/channel/:id/board/:boardId',
  toggleLike: 'POST /v1/channel/:id/board/:boardId/like',
  home: 'GET /v2/service/home/board',
} as const;
