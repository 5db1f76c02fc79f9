import type { GalleryAccess } from '@sogon/contract/schemas/gallery';

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

/** Where the full image is served (outside /api/live, like episode media). */
export function galleryImageUrl(itemId: number): string {
  return `/media/gallery/${itemId}`;
}
