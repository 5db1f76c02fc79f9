export const siteEndpoints = {
  banners: 'GET /v2/service/banners',
  playlistBanners: 'GET /v2/service/banner/playlist/:id',
  notices: 'GET /v1/notice',
  faqs: 'GET /v1/faq',
  popup: 'GET /v1/service/popup',
} as const;
