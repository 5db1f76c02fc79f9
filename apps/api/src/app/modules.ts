import { accountModule } from '#api/modules/account/module';
import { analyticsModule } from '#api/modules/analytics/module';
import { boardModule } from '#api/modules/board/module';
import { catalogModule } from '#api/modules/catalog/module';
import { channelModule } from '#api/modules/channel/module';
import { channelStatsModule } from '#api/modules/channel-stats/module';
import { commentsModule } from '#api/modules/comments/module';
import { devMailModule } from '#api/modules/dev-mail/module';
import { discoveryModule } from '#api/modules/discovery/module';
import { eventsModule } from '#api/modules/events/module';
import { findAccountModule } from '#api/modules/find-account/module';
import { galleryModule } from '#api/modules/gallery/module';
import { healthModule } from '#api/modules/health/module';
import { identityModule } from '#api/modules/identity/module';
import { mediaModule } from '#api/modules/media/module';
import { opsModule } from '#api/modules/ops/module';
import { partnersModule } from '#api/modules/partners/module';
import { paymentsModule } from '#api/modules/payments/module';
import { playbackModule } from '#api/modules/playback/module';
import { playlistModule } from '#api/modules/playlist/module';
import { profileImageModule } from '#api/modules/profile-image/module';
import { purchasesModule } from '#api/modules/purchases/module';
import { rankingModule } from '#api/modules/ranking/module';
import { reportsModule } from '#api/modules/reports/module';
import { searchModule } from '#api/modules/search/module';
import { settlementModule } from '#api/modules/settlement/module';
import { siteModule } from '#api/modules/site/module';
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
  rankingModule,
  playlistModule,
  channelModule,
  galleryModule,
  commentsModule,
  boardModule,
  reportsModule,
  channelStatsModule,
  analyticsModule,
  eventsModule,
  discoveryModule,
  purchasesModule,
  subscriptionsModule,
  siteModule,
  paymentsModule,
  settlementModule,
  identityModule,
  mediaModule,
  playbackModule,
  studioModule,
] as const;
