import { z } from 'zod';
import { CHANNEL_PLAYLIST_PAGE_SIZE } from '../limits.ts';
import { ZPlaylistCard } from './catalog.ts';

export { CHANNEL_PLAYLIST_PAGE_SIZE } from '../limits.ts';

export const ZChannelDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  profileImg: z.string(),
  bannerImg: z.string().describe("the channel's banner image, '' when none"),
  handle: z.string().nullable().describe('the @handle without the @, null when the creator chose none'),
  links: z
    .array(z.object({ label: z.string(), url: z.string() }))
    .describe("the creator's links (http/https), in the order shown"),
  isAdult: z.boolean(),
  playlistCount: z.number().int().describe('published playlists the caller may see'),
  subscriptionAvailable: z.boolean().describe('the channel sells a monthly subscription'),
  followerCount: z.number().int(),
  following: z.boolean().describe('the caller follows the channel (visitors: false)'),
  isOwner: z.boolean().describe('the caller owns the channel: never offered its subscription'),
});
export type TChannelDetail = z.infer<typeof ZChannelDetail>;

/**
 * An open_dt cursor: ISO 8601 in UTC with up to microsecond precision, as the API hands it out
 * (milliseconds would lose rows that differ only below a millisecond).
 */
const ISO_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const ZChannelPlaylistQuery = z
  .object({
    sort: z.enum(['new', 'old']).default('new'),
    cursorKey: z.enum(['last_open_dt']).default('last_open_dt'),
    lastCursor: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .max(40)
        .regex(ISO_CURSOR)
        .refine((value) => !Number.isNaN(Date.parse(value)), 'lastCursor must be a valid time')
        .optional(),
    ),
    lastId: z.preprocess(
      blankAsAbsent,
      z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ),
    offset: z.coerce.number().int().min(1).max(100).default(CHANNEL_PLAYLIST_PAGE_SIZE),
  })
  .refine((query) => (query.lastCursor === undefined) === (query.lastId === undefined), {
    message: 'lastCursor and lastId go together',
    path: ['lastId'],
  });
export type TChannelPlaylistQuery = z.infer<typeof ZChannelPlaylistQuery>;

export const ZChannelPlaylistPage = z.object({
  items: z.array(ZPlaylistCard),
  lastCursor: z.string().nullable().describe('open_dt of the last item, null when there is no next page'),
  lastId: z.number().int().nullable().describe('id of the last item, null when there is no next page'),
});
export type TChannelPlaylistPage = z.infer<typeof ZChannelPlaylistPage>;
