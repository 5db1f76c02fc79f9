import { z } from 'zod';
import { PAGE_SIZE } from '../categories.ts';
import { MEDIA_TYPES } from '../enums.ts';
import { ZEpisode, ZMediaType, ZPlaylistCard } from './catalog.ts';
import { ZChannelPlaylistPage, ZChannelPlaylistQuery } from './channel.ts';
import { ZPlayReason } from './purchases.ts';

/*
 * Lists and discovery (spec section 7): home feeds, follows, 찜 (prefer), recommendations, the
 * global playlist cursor, latest episodes, the sitemap, video details and the member's episodes.
 */

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const ZIdParams = z.object({ id: Id });

/**
 * Offset/page lists never reach further than this many rows into a list (api.md: deep reads use
 * the keyset cursors, which never scan skipped rows).
 */
export const MAX_LIST_DEPTH = 10_000;

/** `offset` is the page size (spec section 9), `page` starts at 1. */
function pageShape(size: number, max: number) {
  return {
    offset: z.coerce.number().int().min(1).max(max).default(size).describe(`page size (default ${size})`),
    page: z.coerce.number().int().min(1).max(MAX_LIST_DEPTH).default(1).describe('from 1'),
  };
}

function withinDepth<T extends z.ZodType<{ offset: number; page: number }>>(schema: T) {
  return schema.refine((query) => (query.page - 1) * query.offset <= MAX_LIST_DEPTH, {
    message: `pages end ${MAX_LIST_DEPTH} rows into a list; use the cursor lists beyond`,
    path: ['page'],
  });
}

const pageQuery = (size: number, max: number) => withinDepth(z.object(pageShape(size, max)));

const pageFields = {
  offset: z.number().int().describe('page size'),
  page: z.number().int(),
  hasMore: z.boolean().describe('a next page exists'),
};

const totalFields = {
  total: z.number().int().describe('items in the whole list'),
  offset: z.number().int().describe('page size'),
  page: z.number().int(),
};

export const ZPlaylistPage = z.object({ items: z.array(ZPlaylistCard), ...pageFields });
export type TPlaylistPage = z.infer<typeof ZPlaylistPage>;

/* Home feeds */

export const HOME_FOLLOW_PAGE_SIZE = 20;

export const ZHomeAllQuery = withinDepth(
  z.object({
    ...pageShape(PAGE_SIZE.homeAll, 100),
    rand: z
      .preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(2_147_483_647).optional())
      .describe('shuffle seed; absent or empty: the server picks one and answers it'),
  }),
);
export type THomeAllQuery = z.infer<typeof ZHomeAllQuery>;

export const ZHomeAllPage = ZPlaylistPage.extend({
  rand: z.number().int().describe('the seed of this order: send it with the next pages'),
});
export type THomeAllPage = z.infer<typeof ZHomeAllPage>;

export const ZHomeNewQuery = pageQuery(PAGE_SIZE.homeNew, PAGE_SIZE.homeNew);
export const ZHomeFollowQuery = pageQuery(HOME_FOLLOW_PAGE_SIZE, 100);
export type TPageQuery = { offset: number; page: number };

/** A recent channel board post on the home page (GET /v2/service/home/board). */
export const ZHomeBoardPost = z.object({
  id: z.number().int(),
  channel: z.object({ id: z.number().int(), name: z.string(), profileImg: z.string() }),
  title: z.string(),
  excerpt: z.string().describe('the start of the post, one line'),
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  createdAt: z.string(),
});
export type THomeBoardPost = z.infer<typeof ZHomeBoardPost>;

/* Categories */

export const CATEGORY_PAGE_SIZE = 24;

export const ZCategoryPageQuery = pageQuery(CATEGORY_PAGE_SIZE, 100);

export const ZCategoryPage = z.object({
  category: z.object({ id: z.number().int(), code: z.string(), title: z.string() }),
  items: z.array(ZPlaylistCard),
  ...totalFields,
});
export type TCategoryPage = z.infer<typeof ZCategoryPage>;

/* Follows (free, unlike a subscription) */

export const ZFollowState = z.object({
  channelId: z.number().int(),
  following: z.boolean().describe('the caller follows the channel (visitors: false)'),
  followerCount: z.number().int(),
});
export type TFollowState = z.infer<typeof ZFollowState>;

export const FOLLOW_LIST_PAGE_SIZE = 10;
export const ZFollowListQuery = pageQuery(FOLLOW_LIST_PAGE_SIZE, 100);

export const ZFollowedChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  profileImg: z.string(),
  isAdult: z.boolean(),
  playlistCount: z.number().int().describe('published playlists the caller may see'),
  followedAt: z.string(),
});
export type TFollowedChannel = z.infer<typeof ZFollowedChannel>;

export const ZFollowedChannelList = z.object({ items: z.array(ZFollowedChannel), ...totalFields });
export type TFollowedChannelList = z.infer<typeof ZFollowedChannelList>;

/* 찜 (prefer) and playlist likes */

export const ZPreferState = z.object({
  playlistId: z.number().int(),
  preferred: z.boolean().describe('the caller keeps the playlist (visitors: false)'),
  preferCount: z.number().int(),
});
export type TPreferState = z.infer<typeof ZPreferState>;

/** GET /v2/user/library/own/prefer: same defaults as the other library lists (offset 10, page 1). */
export const ZPreferListQuery = pageQuery(10, 100);

export const ZPreferredPlaylist = ZPlaylistCard.extend({ preferredAt: z.string() });
export type TPreferredPlaylist = z.infer<typeof ZPreferredPlaylist>;

export const ZPreferList = z.object({ items: z.array(ZPreferredPlaylist), ...totalFields });
export type TPreferList = z.infer<typeof ZPreferList>;

export const ZPlaylistLikeState = z.object({
  playlistId: z.number().int(),
  likeCount: z.number().int().describe('likes over the episodes of the playlist the caller may see'),
  liked: z.boolean().describe('the caller likes at least one of them (visitors: false)'),
});
export type TPlaylistLikeState = z.infer<typeof ZPlaylistLikeState>;

/* Recommendations */

export const RECOMMEND_LIMIT = 12;

export const ZRecommendQuery = z.object({
  playlistId: Id.describe('the playlist being viewed; never recommended itself'),
  channelId: z
    .preprocess(blankAsAbsent, Id.optional())
    .describe("whose playlists come first; default the playlist's channel"),
});
export type TRecommendQuery = z.infer<typeof ZRecommendQuery>;

/* The global playlist cursor */

export const PLAYLIST_CURSOR_TYPES = [...MEDIA_TYPES, 'all'] as const;

export const ZPlaylistCursorQuery = ZChannelPlaylistQuery.safeExtend({
  type: z
    .preprocess(blankAsAbsent, z.enum(PLAYLIST_CURSOR_TYPES).default('all'))
    .describe('media type filter; all (default) for every type'),
});
export type TPlaylistCursorQuery = z.infer<typeof ZPlaylistCursorQuery>;

export const ZPlaylistCursorPage = ZChannelPlaylistPage;
export type TPlaylistCursorPage = z.infer<typeof ZPlaylistCursorPage>;

/* Episodes */

export const ZEpisodeCard = z.object({
  id: z.number().int(),
  playlistId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  mediaType: ZMediaType,
  durationSec: z.number().int(),
  isFree: z.boolean(),
  price: z.number().int(),
  isAdult: z.boolean().describe('the episode, its playlist or its channel is 19+'),
  openDt: z.string(),
  coverImg: z.string().describe("the episode's cover, else the playlist's"),
  playlistTitle: z.string(),
  channel: z.object({ id: z.number().int(), name: z.string(), profileImg: z.string() }),
});
export type TEpisodeCard = z.infer<typeof ZEpisodeCard>;

export const CONTENTS_PAGE_SIZE = 20;
export const ZContentsQuery = pageQuery(CONTENTS_PAGE_SIZE, 100);

export const ZEpisodePage = z.object({ items: z.array(ZEpisodeCard), ...pageFields });
export type TEpisodePage = z.infer<typeof ZEpisodePage>;

export const ZVideoDetail = ZEpisode.extend({
  playlistId: z.number().int(),
  coverImg: z.string(),
  isAdult: z.boolean(),
  playlist: z.object({
    id: z.number().int(),
    title: z.string(),
    coverImg: z.string(),
    isFree: z.boolean(),
    price: z.number().int(),
    bundlePrice: z.number().int(),
    isAdult: z.boolean(),
  }),
  channel: z.object({ id: z.number().int(), name: z.string(), profileImg: z.string() }),
  prev: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('the episode before'),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('the episode after'),
});
export type TVideoDetail = z.infer<typeof ZVideoDetail>;

export const ZContentPlaylist = z.object({
  contentId: z.number().int(),
  playlistId: z.number().int(),
  mediaType: ZMediaType,
});
export type TContentPlaylist = z.infer<typeof ZContentPlaylist>;

export const ZOwnedEpisode = ZEpisodeCard.extend({
  via: z.enum(['purchased', 'bundle']).describe('bought one by one, or with the whole playlist'),
  ownedAt: z.string(),
});
export type TOwnedEpisode = z.infer<typeof ZOwnedEpisode>;

export const ZOwnedEpisodeList = z.object({ items: z.array(ZOwnedEpisode), ...totalFields });
export type TOwnedEpisodeList = z.infer<typeof ZOwnedEpisodeList>;

export const ZPlayedEpisode = ZEpisodeCard.extend({
  playtime: z.number().int().describe('seconds into the episode where the member left off'),
  playedAt: z.string(),
});
export type TPlayedEpisode = z.infer<typeof ZPlayedEpisode>;

export const ZPlayedEpisodeList = z.object({ items: z.array(ZPlayedEpisode), ...totalFields });
export type TPlayedEpisodeList = z.infer<typeof ZPlayedEpisodeList>;

export const USER_CONTENTS_PAGE_SIZE = 20;
export const ZUserContentsQuery = pageQuery(USER_CONTENTS_PAGE_SIZE, 100);

export const ZEpisodeAccess = z.object({
  contentId: z.number().int(),
  episodeNo: z.number().int(),
  access: ZPlayReason,
  playable: z.boolean(),
});

export const ZPlaylistAccess = z.object({
  playlistId: z.number().int(),
  bundle: z.boolean().describe('the whole playlist is owned'),
  subscribed: z.boolean().describe("a live subscription to the playlist's channel"),
  items: z.array(ZEpisodeAccess),
});
export type TPlaylistAccess = z.infer<typeof ZPlaylistAccess>;

/* Sitemap */

/** Ids per sitemap page, of playlists and of episodes each: a page holds at most 2× this many URLs. */
export const SITEMAP_IDS_PER_PAGE = 20_000;

export const ZSitemapQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('from 0'),
});

export const ZSitemap = z.object({
  page: z.number().int(),
  pages: z.number().int().describe('pages in all (at least 1)'),
  idsPerPage: z.number().int().describe('page n holds ids n×idsPerPage+1 … (n+1)×idsPerPage'),
  channels: z.array(z.object({ id: z.number().int(), updatedAt: z.string() })),
  playlists: z.array(z.object({ id: z.number().int(), updatedAt: z.string() })),
  contents: z.array(
    z.object({
      id: z.number().int(),
      playlistId: z.number().int(),
      mediaType: ZMediaType,
      updatedAt: z.string(),
    }),
  ),
});
export type TSitemap = z.infer<typeof ZSitemap>;
