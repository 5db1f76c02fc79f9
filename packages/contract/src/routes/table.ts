import { accountRoutes } from './account.ts';
import { analyticsRoutes } from './analytics.ts';
import { boardRoutes } from './board.ts';
import { bookmarksRoutes } from './bookmarks.ts';
import { catalogRoutes } from './catalog.ts';
import { channelRoutes } from './channel.ts';
import { channelCommunityRoutes } from './channel-community.ts';
import { channelStatsRoutes } from './channel-stats.ts';
import { boardCommentsRoutes, commentsRoutes, galleryCommentsRoutes } from './comments.ts';
import { commerceRoutes } from './commerce.ts';
import { defineTable } from './define.ts';
import { devMailRoutes } from './dev-mail.ts';
import { episodesRoutes } from './episodes.ts';
import { eventsRoutes } from './events.ts';
import { feedsRoutes } from './feeds.ts';
import { galleryRoutes } from './gallery.ts';
import { healthRoutes } from './health.ts';
import { identityRoutes } from './identity.ts';
import { inquiriesRoutes } from './inquiries.ts';
import { endpoints } from './manifest.ts';
import { mediaRoutes } from './media.ts';
import { opsRoutes } from './ops.ts';
import { opsCatalogRoutes } from './ops-catalog.ts';
import { opsEventsRoutes } from './ops-events.ts';
import { opsInquiriesRoutes } from './ops-inquiries.ts';
import { opsModerationRoutes } from './ops-moderation.ts';
import { opsPartnersRoutes } from './ops-partners.ts';
import { opsPaymentsRoutes } from './ops-payments.ts';
import { opsSiteRoutes } from './ops-site.ts';
import { paymentsRoutes } from './payments.ts';
import { playbackRoutes } from './playback.ts';
import { playlistRoutes } from './playlist.ts';
import { purchasesRoutes } from './purchases.ts';
import { rankingRoutes } from './ranking.ts';
import { rentalsRoutes } from './rentals.ts';
import { reportsRoutes } from './reports.ts';
import { searchRoutes } from './search.ts';
import { settlementRoutes } from './settlement.ts';
import { siteRoutes } from './site.ts';
import { sleepMarksRoutes } from './sleep-marks.ts';
import { snsLoginRoutes } from './sns-login.ts';
import { socialRoutes } from './social.ts';
import { studioRoutes } from './studio.ts';
import { studioCatalogRoutes } from './studio-catalog.ts';
import { studioEpisodesRoutes } from './studio-episodes.ts';
import { subscriptionsRoutes } from './subscriptions.ts';

/**
 * The route table: every JSON endpoint of the API once, with method, path, params, query, body
 * and answer (the `{result}` of the envelope). The API registers its routes from it
 * (`route(app, routes.playlist.get, { handler })`), the web client's calls and their types come
 * from it (`api.playlist.get({ id })`), and so does the OpenAPI document (docs/openapi.json).
 *
 * An endpoint: its method and path in `<module>.endpoints.ts` (zod-free: the browser loads it),
 * its schemas in `<module>.ts`, its handler in the API module's routes, then
 * `npm run openapi:write`. A module: those two files, one line here and one in manifest.ts (the
 * compiler refuses a module in one and not the other).
 *
 * Not here: what is not a `{result}` answer — redirects of browser navigations (PASS, social
 * login), payment-gateway callbacks, sandbox pages, tus uploads, the dev mail file.
 */
export const routes = defineTable(endpoints, {
  account: accountRoutes,
  analytics: analyticsRoutes,
  board: boardRoutes,
  boardComments: boardCommentsRoutes,
  bookmarks: bookmarksRoutes,
  catalog: catalogRoutes,
  channel: channelRoutes,
  channelCommunity: channelCommunityRoutes,
  channelStats: channelStatsRoutes,
  comments: commentsRoutes,
  commerce: commerceRoutes,
  devMail: devMailRoutes,
  episodes: episodesRoutes,
  events: eventsRoutes,
  feeds: feedsRoutes,
  gallery: galleryRoutes,
  galleryComments: galleryCommentsRoutes,
  health: healthRoutes,
  identity: identityRoutes,
  inquiries: inquiriesRoutes,
  media: mediaRoutes,
  ops: opsRoutes,
  opsPartners: opsPartnersRoutes,
  opsPayments: opsPaymentsRoutes,
  opsSite: opsSiteRoutes,
  opsEvents: opsEventsRoutes,
  opsInquiries: opsInquiriesRoutes,
  opsModeration: opsModerationRoutes,
  opsCatalog: opsCatalogRoutes,
  payments: paymentsRoutes,
  playback: playbackRoutes,
  playlist: playlistRoutes,
  purchases: purchasesRoutes,
  rentals: rentalsRoutes,
  settlement: settlementRoutes,
  ranking: rankingRoutes,
  reports: reportsRoutes,
  search: searchRoutes,
  site: siteRoutes,
  sleepMarks: sleepMarksRoutes,
  snsLogin: snsLoginRoutes,
  social: socialRoutes,
  studio: studioRoutes,
  studioCatalog: studioCatalogRoutes,
  studioEpisodes: studioEpisodesRoutes,
  subscriptions: subscriptionsRoutes,
});

export type Routes = typeof routes;
