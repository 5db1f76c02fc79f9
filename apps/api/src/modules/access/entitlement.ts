import type { GalleryAccess } from '@sogon/contract/schemas/gallery';
import type { PlayReason } from '@sogon/contract/schemas/purchases';
import { isAdultEpisode } from './visibility.ts';

/*
 * Entitlement: what a caller may play or view in full once they may see the item
 * (visibility.ts). One rule for episodes, one for gallery items; every list, detail, purchase,
 * validation and media path asks them (ADR 012, 014, 016).
 */

/** What a member holds for one playlist. */
export interface Entitlement {
  member: boolean;
  /** The channel's owner: plays everything in it. */
  owner: boolean;
  bundle: boolean;
  contentIds: ReadonlySet<number>;
  subscribed: boolean;
  /**
   * Live rentals (대여, 기다무 rentals, pass tickets — any `rentals` row, ADR 066): episode id →
   * its end, read at the entitlement's clock; only rentals whose end is ahead are here.
   */
  rentedUntil?: ReadonlyMap<number, Date>;
  /** The member's last 기다무 claim on this playlist (wait_free_timers), when read. */
  lastFreeClaimAt?: Date | null;
  /** The clock's time these facts were read at. */
  readAt?: Date;
}

export const VISITOR: Entitlement = {
  member: false,
  owner: false,
  bundle: false,
  contentIds: new Set(),
  subscribed: false,
};

/**
 * Why an episode plays, or why not. The owner's own episodes answer as the listeners' would:
 * the `access` field shows what a listener holds, while playback (`mayPlayEpisode`) lets the
 * owner through.
 */
export function playReason(episode: { id: number; isFree: boolean }, held: Entitlement): PlayReason {
  if (episode.isFree) return 'free';
  if (held.bundle) return 'bundle';
  if (held.contentIds.has(episode.id)) return 'purchased';
  if (held.subscribed) return 'subscription';
  if (held.rentedUntil?.has(episode.id)) return 'rental';
  return held.member ? 'not_purchased' : 'login_required';
}

export function mayPlay(reason: PlayReason): boolean {
  return (
    reason === 'free' ||
    reason === 'bundle' ||
    reason === 'purchased' ||
    reason === 'subscription' ||
    reason === 'rental'
  );
}

/** The whole episode (not only its preview) plays: entitled, or the channel's owner. */
export function mayPlayEpisode(episode: { id: number; isFree: boolean }, held: Entitlement): boolean {
  return held.owner || mayPlay(playReason(episode, held));
}

/**
 * Until when the whole episode plays by a rental alone (null: it plays for good, or not at all):
 * what caps a stream grant and an offline licence (ADR 066: a rental ends on time everywhere).
 */
export function playsUntil(episode: { id: number; isFree: boolean }, held: Entitlement): Date | null {
  if (held.owner || playReason(episode, held) !== 'rental') return null;
  return held.rentedUntil?.get(episode.id) ?? null;
}

/**
 * A package anyone may fetch without a token (the public path, stored in the clear): free
 * and not adult. Everything else is encrypted and signed (ADR 014).
 */
export function openToEveryone(found: {
  content: { isFree: boolean; isAdult: boolean };
  playlist: { isAdult: boolean };
  channel: { isAdult: boolean };
}): boolean {
  return found.content.isFree && !isAdultEpisode(found);
}

/** What the caller holds in one channel's gallery. */
export interface GalleryHolding {
  member: boolean;
  /** The caller owns the channel. */
  owner: boolean;
  /** A live subscription to the channel (active, or cancelled until its period ends). */
  subscribed: boolean;
  /** Items of this channel the caller bought (only those asked about). */
  purchased: ReadonlySet<number>;
  /** The caller's live tier version of the channel has members-only posts (ADR 066). */
  membersOnly?: boolean;
}

export const GALLERY_VISITOR: GalleryHolding = {
  member: false,
  owner: false,
  subscribed: false,
  purchased: new Set(),
};

/**
 * The one rule for seeing an item's full image: lists (locked), detail (imageUrl), purchase
 * (nothing to buy) and the media route all ask it.
 */
export function galleryAccess(
  item: { id: number; price: number; membersOnly?: boolean },
  held: GalleryHolding,
): GalleryAccess {
  if (item.membersOnly && !held.owner && !held.membersOnly) return 'members_only';
  if (item.price <= 0) return 'free';
  if (held.purchased.has(item.id)) return 'purchased';
  if (held.owner) return 'owner';
  if (held.subscribed) return 'subscription';
  return held.member ? 'not_purchased' : 'login_required';
}

export function mayView(access: GalleryAccess): boolean {
  return access !== 'not_purchased' && access !== 'login_required' && access !== 'members_only';
}
