import { z } from 'zod';
import { CONTENT_STATUSES, OPS_CATEGORY_IDS, OPS_CONTENT_PRICE_MAX } from '../ops-limits.ts';
import { ZOpsReason } from './ops.ts';

export { CONTENT_STATUSES, OPS_CATEGORY_IDS, OPS_CONTENT_PRICE_MAX } from '../ops-limits.ts';

/**
 * Content management from the console (issue 17): playlists, episodes and channels — hide or
 * publish, the 19+ flag, prices in hearts, categories and home item-set order.
 */

export const ZContentStatus = z.enum(CONTENT_STATUSES);
export type TContentStatus = z.infer<typeof ZContentStatus>;

/** What the console may set: hidden or published (drafts belong to the studio). */
export const ZContentVisibility = z.enum(['published', 'hidden']);

const ZBooleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZOpsPlaylistQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .describe('title, channel name or playlist id; empty lists the newest'),
  status: ZContentStatus.optional(),
  adult: ZBooleanParam.optional().describe('19+ playlists only (true) or none of them (false)'),
  paid: z.enum(['free', 'paid']).optional(),
  category: z.coerce.number().int().positive().max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TOpsPlaylistQuery = z.infer<typeof ZOpsPlaylistQuery>;

export const ZOpsChannelRef = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZContentVisibility,
});

export const ZOpsPlaylistRow = z.object({
  id: z.number().int(),
  title: z.string(),
  mediaType: z.enum(['audio', 'video', 'audiotoon']),
  status: ZContentStatus,
  isAdult: z.boolean(),
  isFree: z.boolean(),
  price: z.number().int().describe('hearts per paid episode'),
  bundlePrice: z.number().int().describe('hearts for the whole playlist, 0 when not sold as a bundle'),
  episodeCount: z.number().int(),
  categoryIds: z.array(z.number().int()),
  channel: ZOpsChannelRef,
  updatedAt: z.string(),
});
export type TOpsPlaylistRow = z.infer<typeof ZOpsPlaylistRow>;

export const ZOpsEpisode = z.object({
  id: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  status: z.enum(['draft', 'processing', 'published', 'hidden', 'deleted']),
  isAdult: z.boolean(),
  isFree: z.boolean(),
  price: z.number().int(),
  durationSec: z.number().int(),
});
export type TOpsEpisode = z.infer<typeof ZOpsEpisode>;

export const ZOpsPlaylistCategory = z.object({
  id: z.number().int(),
  /** Position within the item set (smaller first). */
  sort: z.number().int(),
});

/** 대여 length and 기다무 terms of a playlist (ADR 066); the console may override the studio's. */
export const ZPlaylistCommerceTerms = z.object({
  rentalHours: z.number().int().min(1).max(720).describe('how long a rental (대여) lasts'),
  waitFreeHours: z.number().int().min(0).max(720).describe('기다무: one free episode every N hours; 0 off'),
  waitFreeExcludeNewest: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('기다무: the newest N episodes are never free'),
  waitFreeRentalHours: z
    .number()
    .int()
    .min(0)
    .max(720)
    .describe('기다무: a free episode is rented N hours; 0 owned'),
});
export type TPlaylistCommerceTerms = z.infer<typeof ZPlaylistCommerceTerms>;

export const ZOpsPlaylistDetail = ZOpsPlaylistRow.extend({
  description: z.string(),
  coverImg: z.string(),
  terms: ZPlaylistCommerceTerms,
  categories: z.array(ZOpsPlaylistCategory),
  episodes: z.array(ZOpsEpisode),
});
export type TOpsPlaylistDetail = z.infer<typeof ZOpsPlaylistDetail>;

const ZHearts = z.number().int().min(0).max(OPS_CONTENT_PRICE_MAX);

/**
 * A change to a playlist. `status` is moderation (operator, support); the other fields are
 * edits (operator). `categories` replaces the playlist's category and item-set memberships.
 */
export const ZOpsPlaylistUpdate = z
  .object({
    reason: ZOpsReason,
    status: ZContentVisibility.optional(),
    isAdult: z.boolean().optional(),
    isFree: z.boolean().optional(),
    price: ZHearts.optional(),
    bundlePrice: ZHearts.optional(),
    ...ZPlaylistCommerceTerms.partial().shape,
    categories: z
      .array(
        z.object({
          id: z
            .number()
            .int()
            .refine((id) => OPS_CATEGORY_IDS.includes(id as never)),
          sort: z.number().int().min(0).max(100_000).default(0),
        }),
      )
      .max(OPS_CATEGORY_IDS.length)
      .refine((list) => new Set(list.map((item) => item.id)).size === list.length)
      .optional(),
  })
  .strict();
export type TOpsPlaylistUpdate = z.infer<typeof ZOpsPlaylistUpdate>;

export const ZOpsEpisodeUpdate = z
  .object({
    reason: ZOpsReason,
    status: ZContentVisibility.optional(),
    isAdult: z.boolean().optional(),
    isFree: z.boolean().optional(),
    price: ZHearts.optional(),
  })
  .strict();
export type TOpsEpisodeUpdate = z.infer<typeof ZOpsEpisodeUpdate>;

export const ZOpsChannelQuery = z.object({
  q: z.string().trim().max(100).default('').describe('channel name or id; empty lists the newest'),
  status: ZContentVisibility.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TOpsChannelQuery = z.infer<typeof ZOpsChannelQuery>;

export const ZOpsChannelRow = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZContentVisibility,
  isAdult: z.boolean(),
  playlistCount: z.number().int(),
  createdAt: z.string(),
});
export type TOpsChannelRow = z.infer<typeof ZOpsChannelRow>;

export const ZOpsChannelUpdate = z.object({ reason: ZOpsReason, status: ZContentVisibility }).strict();
export type TOpsChannelUpdate = z.infer<typeof ZOpsChannelUpdate>;
