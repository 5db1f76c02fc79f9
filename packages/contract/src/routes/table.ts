import { accountRoutes } from './account.ts';
import { analyticsRoutes } from './analytics.ts';
import { boardRoutes } from './board.ts';
import { catalogRoutes } from './catalog.ts';
import { channelRoutes } from './channel.ts';
import { channelStatsRoutes } from './channel-stats.ts';
import { boardCommentsRoutes, commentsRoutes, galleryCommentsRoutes } from './comments.ts';
import { defineTable } from './define.ts';
import { devMailRoutes } from './dev-mail.ts';
import { episodesRoutes } from './episodes.ts';
import { eventsRoutes } from './events.ts';
import { feedsRoutes } from './feeds.ts';
import { galleryRoutes } from './gallery.ts';
import { healthRoutes } from './health.ts';
import { identityRoutes } from './identity.ts';
import { endpoints } from './manifest.ts';
import { mediaRoutes } from './media.ts';
import { opsRoutes } from './ops.ts';
import { paymentsRoutes } from './payments.ts';
import { playbackRoutes } from './playback.ts';
import { playlistRoutes } from './playlist.ts';
import { purchasesRoutes } from './purchases.ts';
import { rankingRoutes } from './ranking.ts';
import { searchRoutes } from './search.ts';
import { siteRoutes } from './site.ts';
import { snsLoginRoutes } from './sns-login.ts';
import { socialRoutes } from './social.ts';
import { studioRoutes } from './studio.ts';
import { subscriptionsRoutes } from './subscriptions.ts';

/**
 * The route table: every JSON endpoint of the API once, with method, path, params, query, body
 * and answer. The API registers its routes from it, the web client's types and the OpenAPI
 * document come from it. A module adds one line here and one in manifest.ts.
 */
export const routes = defineTable(endpoints, {
  studio: studioRoutes,
  health: healthRoutes,
  devMail: devMailRoutes,
  ops: opsRoutes,
  identity: identityRoutes,
  snsLogin: snsLoginRoutes,
  payments: paymentsRoutes,
  account: accountRoutes,
  playback: playbackRoutes,
  media: mediaRoutes,
  channelStats: channelStatsRoutes,
  analytics: analyticsRoutes,
  comments: commentsRoutes,
  boardComments: boardCommentsRoutes,
  galleryComments: galleryCommentsRoutes,
  board: boardRoutes,
  gallery: galleryRoutes,
  events: eventsRoutes,
  subscriptions: subscriptionsRoutes,
  purchases: purchasesRoutes,
  playlist: playlistRoutes,
  catalog: catalogRoutes,
  channel: channelRoutes,
  search: searchRoutes,
  ranking: rankingRoutes,
  site: siteRoutes,
  feeds: feedsRoutes,
  social: socialRoutes,
  episodes: episodesRoutes,
});

export type Routes = typeof routes;
