import { z } from 'zod';
import { ZChannelPlaylistQuery } from './channel.ts';
import { ZHeartBalance } from './purchases.ts';

export { GALLERY_PAGE_SIZE } from '../limits.ts';

/** The query of the channel playlist cursor (sort, cursorKey last_open_dt, lastCursor, lastId, offset). */
export const ZGalleryCursorQuery = ZChannelPlaylistQuery;
export type TGalleryCursorQuery = z.infer<typeof ZGalleryCursorQuery>;

/** Why the caller may see an item's full image, or why not. */
export const GALLERY_ACCESS = [
  'free',
  'purchased',
  'owner',
  'subscription',
  'not_purchased',
  'login_required',
  /** A members-only item: only the owner and members of a tier with members-only posts see it. */
  'members_only',
] as const;
export const ZGalleryAccess = z.enum(GALLERY_ACCESS);
export type GalleryAccess = z.infer<typeof ZGalleryAccess>;

export const ZGalleryItemCard = z.object({
  id: z.number().int(),
  title: z.string(),
  previewImg: z.string().describe('public preview, blurred while the item is paid'),
  width: z.number().int().describe('full image width in pixels'),
  height: z.number().int().describe('full image height in pixels'),
  price: z.number().int().describe('hearts; 0 is free'),
  isAdult: z.boolean(),
  locked: z.boolean().describe('the caller may not see the full image yet'),
  membersOnly: z.boolean().describe('only members of a tier with members-only posts see it in full'),
  likeCount: z.number().int(),
  openDt: z.string().describe('ISO 8601 time the item opened'),
});
export type TGalleryItemCard = z.infer<typeof ZGalleryItemCard>;

export const ZGalleryPage = z.object({
  items: z.array(ZGalleryItemCard),
  lastCursor: z.string().nullable().describe('open_dt of the last item, null when there is no next page'),
  lastId: z.number().int().nullable().describe('id of the last item, null when there is no next page'),
});
export type TGalleryPage = z.infer<typeof ZGalleryPage>;

export const ZGalleryItemDetail = ZGalleryItemCard.extend({
  channelId: z.number().int(),
  description: z.string(),
  access: ZGalleryAccess,
  imageUrl: z
    .string()
    .nullable()
    .describe('the full image (served only to callers who may see it); null while locked'),
  liked: z.boolean().describe('the caller likes the item (always false for visitors)'),
  balance: ZHeartBalance.nullable().describe('the member’s hearts; null for visitors'),
});
export type TGalleryItemDetail = z.infer<typeof ZGalleryItemDetail>;

export const ZGalleryPurchaseAnswer = z.object({
  itemId: z.number().int(),
  hearts: z.number().int().describe('hearts spent by this call (0 when owned already or free)'),
  alreadyOwned: z.boolean().describe('nothing was bought: owned already, free, or open through the channel'),
  free: z.boolean().describe('the item is free: it needs no purchase'),
  imageUrl: z.string().describe('the full image, now visible to the caller'),
  balance: ZHeartBalance,
});
export type TGalleryPurchaseAnswer = z.infer<typeof ZGalleryPurchaseAnswer>;

export const ZGalleryLikeAnswer = z.object({
  itemId: z.number().int(),
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type TGalleryLikeAnswer = z.infer<typeof ZGalleryLikeAnswer>;
