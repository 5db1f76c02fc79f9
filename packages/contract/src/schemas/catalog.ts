import { z } from 'zod';
import { MEDIA_TYPES } from '../enums.ts';

export const ZMediaType = z.enum(MEDIA_TYPES);

export const ZPlaylistCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  coverImg: z.string(),
  mediaType: ZMediaType,
  isFree: z.boolean(),
  price: z.number().int().describe('hearts per paid episode'),
  isAdult: z.boolean(),
  episodeCount: z.number().int(),
  tags: z.array(z.string()),
  channel: z.object({ id: z.number().int(), name: z.string(), profileImg: z.string() }),
  openDt: z.string().describe('ISO 8601 time the playlist opened'),
});
export type TPlaylistCard = z.infer<typeof ZPlaylistCard>;

export const ZBanner = z.object({
  id: z.number().int(),
  type: z.string(),
  grade: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string().describe("the image's text alternative; empty for decorative art"),
  linkUrl: z.string(),
  isAdult: z.boolean(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZHomeSection = z.object({
  id: z.number().int().describe('item-set / category id of spec section 3'),
  code: z.string(),
  title: z.string(),
  items: z.array(ZPlaylistCard),
});
export type THomeSection = z.infer<typeof ZHomeSection>;

export const ZHome = z.object({
  banners: z.array(ZBanner),
  sections: z.array(ZHomeSection),
});
export type THome = z.infer<typeof ZHome>;

/** `items=[7,8,34]` (the spec's form) or `items=7,8,34`. */
export const ZItemsQuery = z
  .string()
  .max(200)
  .transform((raw, ctx) => {
    const trimmed = raw.trim().replace(/^\[/, '').replace(/\]$/, '');
    if (trimmed === '') return [];
    const ids = trimmed.split(',').map((part) => Number(part.trim()));
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0) || ids.length > 20) {
      ctx.addIssue({ code: 'custom', message: 'items must be a list of positive integers' });
      return z.NEVER;
    }
    return ids;
  });

export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  isPinned: z.boolean(),
  publishedAt: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZFaq = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type TFaq = z.infer<typeof ZFaq>;

export const ZEpisode = z.object({
  id: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  description: z.string(),
  mediaType: ZMediaType,
  durationSec: z.number().int(),
  isFree: z.boolean(),
  price: z.number().int(),
  openDt: z.string(),
  /** Where the episode plays from, or null when the caller may not play it (paid, not bought). */
  mediaUrl: z.string().nullable(),
  access: z
    .enum(['free', 'purchased', 'bundle', 'subscription', 'rental', 'not_purchased', 'login_required'])
    .describe('why the caller may play it, or why not'),
});
export type TEpisode = z.infer<typeof ZEpisode>;

/** An episode of a playlist's detail, with its likes (spec section 4: likes are toggles). */
export const ZPlaylistEpisode = ZEpisode.extend({
  likeCount: z.number().int(),
  liked: z.boolean().describe('the caller likes it (visitors: false)'),
  rentedUntil: z.string().nullable().describe('the end of the caller’s live rental (대여), or null'),
  rentalPrice: z
    .number()
    .int()
    .describe('hearts to rent it (대여) for the playlist’s rentalHours; 0: not for rent'),
});
export type TPlaylistEpisode = z.infer<typeof ZPlaylistEpisode>;

export const ZPlaylistDetail = ZPlaylistCard.extend({
  bundlePrice: z.number().int(),
  episodes: z.array(ZPlaylistEpisode),
  channel: ZPlaylistCard.shape.channel.extend({
    followerCount: z.number().int(),
    following: z.boolean().describe('the caller follows the channel (visitors: false)'),
    isOwner: z.boolean().describe('the caller owns the channel: never offered its subscription'),
  }),
  preferCount: z.number().int().describe('members who keep the playlist (찜)'),
  preferred: z.boolean().describe('the caller keeps it (찜; visitors: false)'),
  waitFreeAt: z
    .string()
    .nullable()
    .describe('when the caller’s next 기다무 free episode opens; null: now (or no 기다무, or a visitor)'),
  rentalHours: z.number().int().describe('how long a rental (대여) of an episode lasts'),
  waitFree: z
    .object({
      hours: z.number().int().describe('one free episode every this many hours'),
      excludeNewest: z.number().int().describe('the newest this many episodes are never free'),
      rentalHours: z.number().int().describe('a free episode is a rental this long; 0: owned'),
    })
    .nullable()
    .describe('기다무 (wait for free) terms, or null when the playlist has none'),
});
export type TPlaylistDetail = z.infer<typeof ZPlaylistDetail>;
