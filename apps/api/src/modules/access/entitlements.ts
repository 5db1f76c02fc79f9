import type { Viewer } from '#api/modules/viewer';
import { type Entitlement, GALLERY_VISITOR, type GalleryHolding, VISITOR } from './entitlement.ts';
import { ownsChannel } from './ownership.ts';

/** The reads entitlement rests on; each module's repository answers its own (wired by the composition). */
export interface EntitlementSources {
  /** A member's purchases in a playlist: the bundle and bought episodes (only those in `among`, when given). */
  ownedInPlaylist(
    userId: number,
    playlistId: number,
    among?: number[],
  ): Promise<{ bundle: boolean; contentIds: number[] }>;
  /** Channels whose paid items a member's live subscription opens at `at`. */
  subscribedChannels(userId: number, at: Date): Promise<number[]>;
  /**
   * A member's live rentals in a playlist at `at` (ends_at ahead; only those in `among`, when
   * given) and their last 기다무 claim there (ADR 066). Absent: no rentals (older compositions).
   */
  rentalsInPlaylist?(
    userId: number,
    playlistId: number,
    at: Date,
    among?: number[],
  ): Promise<{ rented: Array<{ contentId: number; endsAt: Date }>; lastFreeClaimAt: Date | null }>;
  /** Which of `itemIds` (gallery items) the member bought. */
  galleryPurchasedAmong(userId: number, itemIds: number[]): Promise<number[]>;
  /** Whether the member's live tier version of the channel has members-only posts at `at`. */
  membersOnlyOpen?(userId: number, channelId: number, at: Date): Promise<boolean>;
}

interface ChannelFacts {
  id: number;
  ownerUserId: number | null;
}

/** What a caller holds: the facts entitlement.ts decides on, read for one playlist or gallery. */
export function createEntitlements(deps: EntitlementSources & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  /** Whether the member reads the channel's members-only posts and items (a tier benefit). */
  async function membersOnlyOpen(userId: number | null, channelId: number): Promise<boolean> {
    if (userId === null || !deps.membersOnlyOpen) return false;
    return deps.membersOnlyOpen(userId, channelId, now());
  }
  return {
    /** What the viewer holds in a playlist; with `among`, only those episodes are looked up. */
    async forPlaylist(
      viewer: Pick<Viewer, 'userId'>,
      playlistId: number,
      channel: ChannelFacts,
      among?: number[],
    ): Promise<Entitlement> {
      if (viewer.userId === null) return VISITOR;
      const at = now();
      const [owned, channelIds, rentals] = await Promise.all([
        deps.ownedInPlaylist(viewer.userId, playlistId, among),
        deps.subscribedChannels(viewer.userId, at),
        deps.rentalsInPlaylist?.(viewer.userId, playlistId, at, among),
      ]);
      return {
        member: true,
        owner: ownsChannel(viewer, channel),
        bundle: owned.bundle,
        contentIds: new Set(owned.contentIds),
        subscribed: channelIds.includes(channel.id),
        rentedUntil: new Map(rentals?.rented.map((rental) => [rental.contentId, rental.endsAt])),
        lastFreeClaimAt: rentals?.lastFreeClaimAt ?? null,
        readAt: at,
      };
    },

    /** What the viewer holds in a channel's gallery; purchases are looked up among `itemIds` only. */
    async forGallery(
      viewer: Pick<Viewer, 'userId'>,
      channel: ChannelFacts,
      itemIds: number[],
    ): Promise<GalleryHolding> {
      if (viewer.userId === null) return GALLERY_VISITOR;
      const [purchased, channelIds, membersOnly] = await Promise.all([
        deps.galleryPurchasedAmong(viewer.userId, itemIds),
        deps.subscribedChannels(viewer.userId, now()),
        membersOnlyOpen(viewer.userId, channel.id),
      ]);
      return {
        member: true,
        owner: ownsChannel(viewer, channel),
        subscribed: channelIds.includes(channel.id),
        purchased: new Set(purchased),
        membersOnly,
      };
    },

    membersOnlyOpen,

    /** Whether the member's live subscription opens the channel's paid items now. */
    async subscribed(userId: number, channelId: number): Promise<boolean> {
      return (await deps.subscribedChannels(userId, now())).includes(channelId);
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
