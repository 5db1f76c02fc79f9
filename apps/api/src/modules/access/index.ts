/**
 * The access module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/access`, never a file inside it.
 */

export type { DeletedHolding, GoneReason } from './deleted.ts';
export {
  goneEpisodeSql,
  goneReasonSql,
  holdsDeletedSql,
  liveRentalEndSql,
  subscribedHoldsSql,
  withDeletedForHolders,
} from './deleted.ts';
export type { Entitlement, GalleryHolding } from './entitlement.ts';
export { galleryAccess, mayPlay, mayView, openToEveryone, playReason, VISITOR } from './entitlement.ts';
export type { Entitlements } from './entitlements.ts';
export { createEntitlements } from './entitlements.ts';
export { ownsChannel, requireChannelOwner } from './ownership.ts';
export { ownedChannelSql } from './ownership-sql.ts';
export { createEarlyAccess, requireOpenFor } from './schedule.ts';
export type { StreamAccess } from './stream.ts';
export { createStreamAccess } from './stream.ts';
export type { Audience } from './visibility.ts';
export {
  adultOnly,
  audienceOf,
  earlyOpenAt,
  isAdultEpisode,
  isAdultGalleryItem,
  isAdultPlaylist,
  isOpen,
  isVerifiedAdult,
  maySee,
  requireSubscribableChannel,
  requireVisibleChannel,
  requireVisibleEpisode,
  requireVisibleGalleryItem,
  requireVisibleItem,
  requireVisiblePlaylist,
  viewerOfAudience,
  viewerOfUser,
} from './visibility.ts';
export type { At } from './visibility-sql.ts';
export {
  adultAllowedSql,
  adultSql,
  earlyForMemberSql,
  earlyTimeReachedSql,
  episodeOpenForSql,
  linkedPlaylistAllowedSql,
  memberSeesAdultSql,
  notAdultSql,
  openEpisodeCountSql,
  openEpisodeSql,
  publishedAnyTimeSql,
  scheduledEpisodeSql,
  searchAudienceSql,
  shownChannelSql,
  verifiedAdultSql,
  visibleEpisodeSql,
  visiblePlaylistSql,
} from './visibility-sql.ts';
