import { accountEndpoints } from './account.endpoints.ts';
import { analyticsEndpoints } from './analytics.endpoints.ts';
import { boardEndpoints } from './board.endpoints.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { channelEndpoints } from './channel.endpoints.ts';
import { channelStatsEndpoints } from './channel-stats.endpoints.ts';
import { boardCommentsEndpoints, commentsEndpoints, galleryCommentsEndpoints } from './comments.endpoints.ts';
import { devMailEndpoints } from './dev-mail.endpoints.ts';
import { episodesEndpoints } from './episodes.endpoints.ts';
import { eventsEndpoints } from './events.endpoints.ts';
import { feedsEndpoints } from './feeds.endpoints.ts';
import { galleryEndpoints } from './gallery.endpoints.ts';
import { healthEndpoints } from './health.endpoints.ts';
import { identityEndpoints } from './identity.endpoints.ts';
import { mediaEndpoints } from './media.endpoints.ts';
import { opsEndpoints } from './ops.endpoints.ts';
import { paymentsEndpoints } from './payments.endpoints.ts';
import { playbackEndpoints } from './playback.endpoints.ts';
import { playlistEndpoints } from './playlist.endpoints.ts';
import { purchasesEndpoints } from './purchases.endpoints.ts';
import { rankingEndpoints } from './ranking.endpoints.ts';
import { searchEndpoints } from './search.endpoints.ts';
import { siteEndpoints } from './site.endpoints.ts';
import { snsLoginEndpoints } from './sns-login.endpoints.ts';
import { socialEndpoints } from './social.endpoints.ts';
import { studioEndpoints } from './studio.endpoints.ts';
import { subscriptionsEndpoints } from './subscriptions.endpoints.ts';

/**
 * Every module's endpoints (method and path), zod-free: what the browser's typed client needs at
 * run time. The route table (table.ts) adds the schemas, module for module.
 */
export const endpoints = {
  studio: studioEndpoints,
  health: healthEndpoints,
  devMail: devMailEndpoints,
  ops: opsEndpoints,
  identity: identityEndpoints,
  snsLogin: snsLoginEndpoints,
  payments: paymentsEndpoints,
  account: accountEndpoints,
  playback: playbackEndpoints,
  media: mediaEndpoints,
  channelStats: channelStatsEndpoints,
  analytics: analyticsEndpoints,
  comments: commentsEndpoints,
  boardComments: boardCommentsEndpoints,
  galleryComments: galleryCommentsEndpoints,
  board: boardEndpoints,
  gallery: galleryEndpoints,
  events: eventsEndpoints,
  subscriptions: subscriptionsEndpoints,
  purchases: purchasesEndpoints,
  playlist: playlistEndpoints,
  catalog: catalogEndpoints,
  channel: channelEndpoints,
  search: searchEndpoints,
  ranking: rankingEndpoints,
  site: siteEndpoints,
  feeds: feedsEndpoints,
  social: socialEndpoints,
  episodes: episodesEndpoints,
};
