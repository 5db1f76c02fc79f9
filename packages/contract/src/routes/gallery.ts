import { z } from 'zod';
import {
  ZGalleryCursorQuery,
  ZGalleryItemDetail,
  ZGalleryLikeAnswer,
  ZGalleryPage,
  ZGalleryPurchaseAnswer,
} from '../schemas/gallery.ts';
import { defineRoutes } from './define.ts';
import { galleryEndpoints } from './gallery.endpoints.ts';
import { ZIdParams, zId } from './params.ts';

const ZItemParams = z.object({ id: zId, itemId: zId });
const ZServiceChannelParams = z.object({ x: zId.describe('channel id') });

export const galleryRoutes = defineRoutes('gallery', galleryEndpoints, {
  page: {
    summary: "A keyset page of the channel's gallery by open_dt (cursorKey last_open_dt), newest first",
    params: ZIdParams,
    query: ZGalleryCursorQuery,
    answer: ZGalleryPage,
  },
  servicePage: {
    summary: 'The same gallery page as /v2/channel/{id}/galleryCursor; x is the channel id',
    params: ZServiceChannelParams,
    query: ZGalleryCursorQuery,
    answer: ZGalleryPage,
  },
  subscribedPage: {
    summary: "The channel's paid items the member sees through a live subscription (empty without one)",
    params: ZServiceChannelParams,
    query: ZGalleryCursorQuery,
    answer: ZGalleryPage,
  },
  get: {
    summary:
      'One item: imageUrl only when the caller may see the full image (free, bought, owner, subscriber)',
    params: ZItemParams,
    answer: ZGalleryItemDetail,
  },
  buy: {
    summary: 'Buys an item with hearts, once: a retry (same Idempotency-Key or same item) spends nothing',
    params: ZItemParams,
    answer: ZGalleryPurchaseAnswer,
  },
  toggleLike: {
    summary: 'Likes an item, or takes the like back',
    params: ZItemParams,
    answer: ZGalleryLikeAnswer,
  },
});
