import { accountModule } from '#api/modules/account/module';
import { analyticsModule } from '#api/modules/analytics/module';
import { boardModule } from '#api/modules/board/module';
import { bookmarksModule } from '#api/modules/bookmarks';
import { catalogModule } from '#api/modules/catalog/module';
import { channelModule } from '#api/modules/channel/module';
import { channelCommunityModule } from '#api/modules/channel-community/module';
import { channelStatsModule } from '#api/modules/channel-stats/module';
import { commentsModule } from '#api/modules/comments/module';
import { commerceModule } from '#api/modules/commerce/module';
import { devMailModule } from '#api/modules/dev-mail/module';
import { discoveryModule } from '#api/modules/discovery/module';
import { eventsModule } from '#api/modules/events/module';
import { findAccountModule } from '#api/modules/find-account/module';
import { galleryModule } from '#api/modules/gallery/module';
import { healthModule } from '#api/modules/health/module';
import { heartsModule } from '#api/modules/hearts/module';
import { identityModule } from '#api/modules/identity/module';
import { inquiriesModule } from '#api/modules/inquiries/module';
import { mediaModule } from '#api/modules/media/module';
import { opsModule } from '#api/modules/ops/module';
import { partnersModule } from '#api/modules/partners/module';
import { paymentsModule } from '#api/modules/payments/module';
import { playbackModule } from '#api/modules/playback/module';
import { playlistModule } from '#api/modules/playlist/module';
import { profileImageModule } from '#api/modules/profile-image/module';
import { purchasesModule } from '#api/modules/purchases/module';
import { rankingModule } from '#api/modules/ranking/module';
import { rentalsModule } from '#api/modules/rentals/module';
import { reportsModule } from '#api/modules/reports/module';
import { scheduleModule } from '#api/modules/schedule/module';
import { searchModule } from '#api/modules/search/module';
import { settlementModule } from '#api/modules/settlement/module';
import { siteModule } from '#api/modules/site/module';
import { sleepMarksModule } from '#api/modules/sleep-marks';
import { snsLoginModule } from '#api/modules/sns-login/module';
import { studioModule } from '#api/modules/studio/module';
import { subscriptionsModule } from '#api/modules/subscriptions/module';

/** Every module of the site, in the order their routes are declared: adding a module is one line here. */
export const MODULES = [
  healthModule,
  opsModule,
  partnersModule,
  accountModule,
  findAccountModule,
  profileImageModule,
  devMailModule,
  snsLoginModule,
  catalogModule,
  searchModule,
  scheduleModule,
  rankingModule,
  playlistModule,
  channelModule,
  galleryModule,
  commentsModule,
  boardModule,
  channelCommunityModule,
  reportsModule,
  channelStatsModule,
  analyticsModule,
  eventsModule,
  discoveryModule,
  heartsModule,
  purchasesModule,
  commerceModule,
  rentalsModule,
  subscriptionsModule,
  siteModule,
  paymentsModule,
  settlementModule,
  identityModule,
  inquiriesModule,
  mediaModule,
  playbackModule,
  sleepMarksModule,
  bookmarksModule,
  studioModule,
] as const;
