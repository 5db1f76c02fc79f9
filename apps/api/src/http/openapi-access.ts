/**
 * Who may call each documented operation, for the OpenAPI document (openapi.ts): the handlers
 * ask the session themselves (`sessions.member` refuses without one, `sessions.viewer` reads a
 * bad or missing token as a visitor), so the document learns it from here. Keys are
 * `METHOD /path` relative to /api/live, with `:name` segments as in the route table.
 * openapi-access.test.ts holds this list to the server's answers: an operation the server
 * refuses with 401 without a session must be listed as a member one, and each listed one must
 * answer 401 without a session.
 */

/** Operations that need a member's session (`token` header or cookie): 401 without one. */
const MEMBER = [
  'GET /v1/channel/:id/stat',
  'POST /v1/channel/:id/board',
  'PUT /v1/channel/:id/board/:boardId',
  'DELETE /v1/channel/:id/board/:boardId',
  'POST /v1/channel/:id/board/:boardId/comment',
  'DELETE /v1/channel/:id/board/:boardId/comment/:commentId',
  'POST /v1/channel/:id/board/:boardId/like',
  'GET /v1/identity/pass/start',
  'POST /v1/kakao/cert',
  'GET /v1/kakao/status/:id',
  'PUT /v1/playlist/comment/:id/hide',
  'GET /v1/products/:userId',
  'GET /v1/purchase/:playlistId',
  'POST /v1/service/attendance',
  'GET /v1/service/attendances',
  'GET /v1/service/content/purchase/:playlistId',
  'GET /v1/service/galleryCursor/:x/subscribe',
  'GET /v1/service/video/:id',
  'GET /v1/studio/contents/:id',
  'PUT /v1/studio/contents/:id/captions',
  'POST /v1/studio/contents/:id/frames',
  'POST /v1/studio/jobs/:id/retry',
  'GET /v1/studio/playlists',
  'POST /v1/studio/playlists/:id/contents',
  'POST /v1/studio/uploads',
  'HEAD /v1/studio/uploads/:uploadId',
  'PATCH /v1/studio/uploads/:uploadId',
  'DELETE /v1/studio/uploads/:uploadId',
  'PATCH /v1/user',
  'GET /v1/user/asset',
  'PUT /v1/user/authentication',
  'GET /v1/user/bookmarks',
  'POST /v1/user/bookmarks',
  'PATCH /v1/user/bookmarks/:id',
  'DELETE /v1/user/bookmarks/:id',
  'GET /v1/user/certEvent',
  'GET /v1/user/channelSubscribe',
  'PUT /v1/user/channelSubscribe',
  'GET /v1/user/channelSubscribe/:id',
  'PUT /v1/user/channelSubscribe/:id',
  'POST /v1/user/confirm/event',
  'GET /v1/user/contents',
  'GET /v1/user/couponEvent/:id',
  'GET /v1/user/eventBanner',
  'GET /v1/user/hearts',
  'GET /v1/user/hearts/history',
  'GET /v1/user/inquiries',
  'POST /v1/user/inquiries',
  'GET /v1/user/joinEvent',
  'GET /v1/user/own/contents',
  'POST /v1/user/payment',
  'POST /v1/user/payment/:id/refund',
  'POST /v1/user/payment/ready',
  'GET /v1/user/payments',
  'GET /v1/user/playtime/:id',
  'DELETE /v1/user/playtime/v2',
  'GET /v1/user/playtime/v2/:id',
  'PUT /v1/user/playtime/v2/:id',
  'POST /v1/user/profile',
  'GET /v1/user/refresh',
  'PUT /v1/user/resign',
  'GET /v1/user/sleep-mark',
  'DELETE /v1/user/sleep-mark',
  'GET /v1/user/revalidationEvent',
  'GET /v1/user/sign',
  'PATCH /v1/user/sign',
  'GET /v1/user/statistics/channel',
  'POST /v2/channel/:id/gallery/:itemId/comment',
  'DELETE /v2/channel/:id/gallery/:itemId/comment/:commentId',
  'POST /v2/channel/:id/gallery/:itemId/like',
  'POST /v2/channel/:id/gallery/purchase/:itemId',
  'POST /v2/channel/:id/tip',
  'GET /v2/channel/follow',
  'POST /v2/channel/follow/:id',
  'POST /v2/content/like/:id',
  'POST /v2/content/offline',
  'POST /v2/content/offline/:id',
  'POST /v2/playlist/comment',
  'DELETE /v2/playlist/comment/:id',
  'POST /v2/playlist/prefer/:id',
  'POST /v2/reports',
  'GET /v2/service/content/purchase/:playlistId/:contentId',
  'GET /v2/studio/channel/:id/contract',
  'GET /v2/studio/channel/:id/earnings',
  'GET /v2/studio/channel/:id/payout-account',
  'PUT /v2/studio/channel/:id/payout-account',
  'GET /v2/studio/channel/:id/statements',
  'PUT /v2/studio/channel/:id/statements/:month/tax-invoice',
  'GET /v2/user',
  'GET /v2/user/adultMode',
  'PUT /v2/user/adultMode',
  'GET /v2/user/library/own/playlist',
  'GET /v2/user/library/own/prefer',
  'GET /v2/user/library/own/recent',
  'DELETE /v2/user/library/own/recent/:id',
  'GET /v2/user/playlist/:id/content',
  // Issues 37 and 38: the studio's channel, playlists, episodes, tiers, posts, announcements,
  // blocks and numbers; rentals, passes, gifts, notifications and their settings.
  'DELETE /v1/studio/channels/:id/blocks/:userId',
  'DELETE /v1/studio/channels/:id/gallery/:itemId',
  'DELETE /v1/studio/episodes/:id',
  'GET /v1/channel/:id/stat/fans',
  'GET /v1/channel/:id/stat/retention',
  'GET /v1/channel/:id/stat/sources',
  'GET /v1/studio/channels/:id/announcements',
  'GET /v1/studio/channels/:id/blocks',
  'GET /v1/studio/channels/:id/gallery',
  'GET /v1/studio/channels',
  'GET /v1/studio/episodes/:id/tiers',
  'GET /v1/studio/episodes/:id',
  'GET /v1/studio/playlists/:id/episodes',
  'GET /v1/studio/playlists/:id',
  'GET /v1/studio/tiers',
  'GET /v1/user/gifts/received',
  'GET /v1/user/gifts/sent',
  'GET /v1/user/notifications',
  'GET /v1/user/passes',
  'GET /v1/user/setting/fanRank',
  'GET /v2/user/library/own/deleted',
  'GET /v2/user/library/rentals',
  'PATCH /v1/studio/channels/:id',
  'PATCH /v1/studio/episodes/:id',
  'PATCH /v1/studio/playlists/:id',
  'POST /v1/studio/comments/:id/block',
  'POST /v1/user/gifts/:id/accept',
  'POST /v1/user/gifts/:id/refund',
  'POST /v1/user/notifications/read',
  'POST /v2/service/content/rent/:playlistId/:contentId',
  'POST /v2/service/content/waitFree/:playlistId/:contentId',
] as const;

/**
 * Public operations that read the session when there is one (a member sees their own state,
 * adult items after verification); a missing, broken or stale token reads as a visitor.
 */
const OPTIONAL = [
  'POST /v1/analytics/log/user',
  'GET /v1/badge',
  'GET /v1/channel/:id/board',
  'GET /v1/channel/:id/board/:boardId',
  'GET /v1/channel/:id/board/:boardId/comment',
  'GET /v1/channel/:id/boardCursor',
  'GET /v1/channel/:id/subscribeProduct',
  'POST /v1/log/access',
  'GET /v1/products',
  'GET /v1/service/channel/:id',
  'GET /v1/service/contents',
  'GET /v1/service/galleryCursor/:x',
  'GET /v1/service/home',
  'GET /v1/service/home/follow',
  'GET /v1/service/playlist/:id',
  'GET /v1/service/playlist/channel/:id',
  'GET /v1/service/ranking',
  'GET /v1/service/video/free/:id',
  'GET /v1/statistics/log/visit',
  'GET /v1/videoToPlaylistId/:id',
  'GET /v2/category',
  'GET /v2/category/:id/playlist',
  'GET /v2/channel/:id',
  'GET /v2/channel/:id/gallery/:itemId',
  'GET /v2/channel/:id/gallery/:itemId/comment',
  'GET /v2/channel/:id/galleryCursor',
  'GET /v2/channel/:id/playlist',
  'GET /v2/channel/user/:id',
  'GET /v2/content/like/:id',
  'GET /v2/content/play/:id',
  'POST /v2/content/playtime',
  'POST /v2/content/playtime/:id',
  'GET /v2/playlist/:id',
  'GET /v2/playlist/comment/:playlistId/:contentId',
  'GET /v2/playlist/comment/count/:playlistId/:contentId',
  'GET /v2/playlist/like/:id',
  'GET /v2/playlist/prefer/:id',
  'GET /v2/playlist/recommendPlaylist',
  'GET /v2/playlistCursor',
  'GET /v2/realtimeHot/cached',
  'GET /v2/search',
  'GET /v2/search/suggest',
  'GET /v2/service/banner/charge',
  'GET /v2/service/banner/playlist/:id',
  'GET /v2/service/banners',
  'GET /v2/service/content/validation/:playlistId/:contentId',
  'GET /v2/user/library/own/deleted/:id',
  'GET /v2/service/home',
  'GET /v2/service/home/all',
  'GET /v2/service/home/board',
  'GET /v2/service/home/new',
  'GET /v2/top100/cached',
] as const;

/** The console's routes that take no operator session: signing in and out. */
const CONSOLE_OPEN = ['POST /ops/auth/login', 'POST /ops/auth/logout'] as const;

/**
 * Answers besides the ones every operation of its kind has (openapi.ts): rate limits, failed
 * logins, conflicts and payments refused.
 */
export const EXTRA_ANSWERS: Readonly<Record<string, readonly number[]>> = {
  'POST /v1/user/auth/login': [401, 429],
  'POST /v1/user/auth/join': [409],
  'POST /v1/user/auth/sns/:provider': [401, 409],
  'POST /v2/login/findAccount': [429],
  'GET /v2/findAccount': [404],
  'POST /v1/kakao/cert': [429],
  'GET /v1/identity/pass/start': [429],
  'PUT /v1/user/authentication': [409],
  'POST /v1/log/access': [429],
  'POST /v1/analytics/log/user': [429],
  'POST /v2/playlist/comment': [429],
  'POST /v1/channel/:id/board/:boardId/comment': [429],
  'POST /v2/channel/:id/gallery/:itemId/comment': [429],
  'POST /v2/reports': [409, 429],
  'GET /v2/service/content/purchase/:playlistId/:contentId': [402],
  'GET /v1/service/content/purchase/:playlistId': [402],
  'GET /v1/purchase/:playlistId': [402],
  'POST /v2/channel/:id/gallery/purchase/:itemId': [402],
  'POST /v2/channel/:id/tip': [402],
  'PUT /v1/user/channelSubscribe': [402],
  'PUT /v1/user/channelSubscribe/:id': [402],
  'POST /v1/user/payment': [402, 409],
  'POST /v1/user/payment/ready': [409],
  'POST /v1/user/payment/:id/refund': [402, 409],
  'POST /v1/payments/result': [402, 404],
  'POST /ops/auth/login': [401, 429],
  'POST /ops/operators': [409],
  'POST /ops/members/:id/hearts': [402],
  'POST /ops/payments/:id/refund': [402, 409],
};

export type SessionKind =
  /** A member's session, as the `token` header or cookie. */
  | 'member'
  /** The session when there is one; visitors are answered too. */
  | 'optional'
  /** The console's operator session (`ops_token` cookie); anyone else is told the path does not exist. */
  | 'operator'
  /** No session at all. */
  | 'none';

const member = new Set<string>(MEMBER);
const optional = new Set<string>(OPTIONAL);
const consoleOpen = new Set<string>(CONSOLE_OPEN);

/** Every operation named in this file, for the test that holds the list to the document. */
export const DECLARED_OPERATIONS: readonly string[] = [...MEMBER, ...OPTIONAL, ...Object.keys(EXTRA_ANSWERS)];

/** The session an operation (`METHOD /path` relative to /api/live, `:name` segments) asks for. */
export function sessionOf(operation: string): SessionKind {
  if (member.has(operation)) return 'member';
  if (optional.has(operation)) return 'optional';
  const path = operation.slice(operation.indexOf(' ') + 1);
  if (path.startsWith('/ops/') && !consoleOpen.has(operation)) return 'operator';
  return 'none';
}
