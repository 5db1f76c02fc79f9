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
  return held.member ? 'not_purchased' : 'login_required';
}

export function mayPlay(reason: PlayReason): boolean {
  return reason === 'free' || reason === 'bundle' || reason === 'purchased' || reason === 'subscription';
}

/** The whole episode (not only its preview) plays: entitled, or the channel's owner. */
export function mayPlayEpisode(episode: { id: number; isFree: boolean }, held: Entitlement): boolean {
  return held.owner || mayPlay(playReason(episode, held));
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
export function galleryAccess(item: { id: number; price: number }, held: GalleryHolding): GalleryAccess {
  if (item.price <= 0) return 'free';
  if (held.purchased.has(item.id)) return 'purchased';
  if (held.owner) return 'owner';
  if (held.subscribed) return 'subscription';
  return held.member ? 'not_purchased' : 'login_required';
}

export function mayView(access: GalleryAccess): boolean {
  return access !== 'not_purchased' && access !== 'login_required';
}
