import { accountEndpoints } from './account.endpoints.ts';
import { analyticsEndpoints } from './analytics.endpoints.ts';
import { boardEndpoints } from './board.endpoints.ts';
import { bookmarksEndpoints } from './bookmarks.endpoints.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { channelEndpoints } from './channel.endpoints.ts';
import { channelCommunityEndpoints } from './channel-community.endpoints.ts';
import { channelStatsEndpoints } from './channel-stats.endpoints.ts';
import { boardCommentsEndpoints, commentsEndpoints, galleryCommentsEndpoints } from './comments.endpoints.ts';
import { commerceEndpoints } from './commerce.endpoints.ts';
import { devMailEndpoints } from './dev-mail.endpoints.ts';
import { episodesEndpoints } from './episodes.endpoints.ts';
import { eventsEndpoints } from './events.endpoints.ts';
import { feedsEndpoints } from './feeds.endpoints.ts';
import { galleryEndpoints } from './gallery.endpoints.ts';
import { healthEndpoints } from './health.endpoints.ts';
import { identityEndpoints } from './identity.endpoints.ts';
import { inquiriesEndpoints } from './inquiries.endpoints.ts';
import { mediaEndpoints } from './media.endpoints.ts';
import { opsEndpoints } from './ops.endpoints.ts';
import { opsCatalogEndpoints } from './ops-catalog.endpoints.ts';
import { opsEventsEndpoints } from './ops-events.endpoints.ts';
import { opsInquiriesEndpoints } from './ops-inquiries.endpoints.ts';
import { opsModerationEndpoints } from './ops-moderation.endpoints.ts';
import { opsPartnersEndpoints } from './ops-partners.endpoints.ts';
import { opsPaymentsEndpoints } from './ops-payments.endpoints.ts';
import { opsSiteEndpoints } from './ops-site.endpoints.ts';
import { paymentsEndpoints } from './payments.endpoints.ts';
import { playbackEndpoints } from './playback.endpoints.ts';
import { playlistEndpoints } from './playlist.endpoints.ts';
import { purchasesEndpoints } from './purchases.endpoints.ts';
import { rankingEndpoints } from './ranking.endpoints.ts';
import { rentalsEndpoints } from './rentals.endpoints.ts';
import { reportsEndpoints } from './reports.endpoints.ts';
import { searchEndpoints } from './search.endpoints.ts';
import { settlementEndpoints } from './settlement.endpoints.ts';
import { siteEndpoints } from './site.endpoints.ts';
import { sleepMarksEndpoints } from './sleep-marks.endpoints.ts';
import { snsLoginEndpoints } from './sns-login.endpoints.ts';
import { socialEndpoints } from './social.endpoints.ts';
import { studioEndpoints } from './studio.endpoints.ts';
import { studioCatalogEndpoints } from './studio-catalog.endpoints.ts';
import { studioEpisodesEndpoints } from './studio-episodes.endpoints.ts';
import { subscriptionsEndpoints } from './subscriptions.endpoints.ts';

/**
 * Every module's endpoints (method and path), zod-free: what the browser's typed client needs at
 * run time. The route table (table.ts) adds the schemas, module for module.
 */
export const endpoints = {
  account: accountEndpoints,
  analytics: analyticsEndpoints,
  board: boardEndpoints,
  boardComments: boardCommentsEndpoints,
  bookmarks: bookmarksEndpoints,
  catalog: catalogEndpoints,
  channel: channelEndpoints,
  channelCommunity: channelCommunityEndpoints,
  channelStats: channelStatsEndpoints,
  comments: commentsEndpoints,
  commerce: commerceEndpoints,
  devMail: devMailEndpoints,
  episodes: episodesEndpoints,
  events: eventsEndpoints,
  feeds: feedsEndpoints,
  gallery: galleryEndpoints,
  galleryComments: galleryCommentsEndpoints,
  health: healthEndpoints,
  identity: identityEndpoints,
  inquiries: inquiriesEndpoints,
  media: mediaEndpoints,
  ops: opsEndpoints,
  opsPartners: opsPartnersEndpoints,
  opsPayments: opsPaymentsEndpoints,
  opsSite: opsSiteEndpoints,
  opsEvents: opsEventsEndpoints,
  opsInquiries: opsInquiriesEndpoints,
  opsModeration: opsModerationEndpoints,
  opsCatalog: opsCatalogEndpoints,
  payments: paymentsEndpoints,
  playback: playbackEndpoints,
  playlist: playlistEndpoints,
  purchases: purchasesEndpoints,
  rentals: rentalsEndpoints,
  settlement: settlementEndpoints,
  ranking: rankingEndpoints,
  reports: reportsEndpoints,
  search: searchEndpoints,
  site: siteEndpoints,
  sleepMarks: sleepMarksEndpoints,
  snsLogin: snsLoginEndpoints,
  social: socialEndpoints,
  studio: studioEndpoints,
  studioCatalog: studioCatalogEndpoints,
  studioEpisodes: studioEpisodesEndpoints,
  subscriptions: subscriptionsEndpoints,
};
