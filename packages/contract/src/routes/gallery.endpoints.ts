export const galleryEndpoints = {
  page: 'GET /v2/channel/:id/galleryCursor',
  servicePage: 'GET /v1/service/galleryCursor/:x',
  subscribedPage: 'GET /v1/service/galleryCursor/:x/subscribe',
  get: 'GET /v2/channel/:id/gallery/:itemId',
  buy: 'POST /v2/channel/:id/gallery/purchase/:itemId',
  toggleLike: 'POST /v2/channel/:id/gallery/:itemId/like',
} as const;
