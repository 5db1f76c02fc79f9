export const feedsEndpoints = {
  homeAll: 'GET /v2/service/home/all',
  homeNew: 'GET /v2/service/home/new',
  homeFollow: 'GET /v1/service/home/follow',
  categoryPage: 'GET /v2/category/:id/playlist',
  playlistCursor: 'GET /v2/playlistCursor',
  latestContents: 'GET /v1/service/contents',
  sitemap: 'GET /v1/contents/sitemap',
  recommend: 'GET /v2/playlist/recommendPlaylist',
} as const;
