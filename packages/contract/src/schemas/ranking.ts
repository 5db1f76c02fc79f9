import { z } from 'zod';
import { MEDIA_TYPES } from '../enums.ts';
import { ZPlaylistCard } from './catalog.ts';

/** What a TOP 100 ranks: playlists, or channels by the sum of their playlists. */
export const RANKING_TYPES = ['playlist', 'channel'] as const;
export type TRankingType = (typeof RANKING_TYPES)[number];

/** Seoul calendar periods, each from its first midnight until now (ADR 015). */
export const RANKING_PERIODS = ['day', 'week', 'month'] as const;
export type TRankingPeriod = (typeof RANKING_PERIODS)[number];

/** `playlist_type`: every media type, or one of them. */
export const RANKING_PLAYLIST_TYPES = ['all', ...MEDIA_TYPES] as const;
export type TRankingPlaylistType = (typeof RANKING_PLAYLIST_TYPES)[number];

/** Longest list a ranking answers, and its default `rows`. */
export const RANKING_MAX_ROWS = 100;

const ZRows = z.coerce
  .number()
  .int()
  .min(1)
  .max(RANKING_MAX_ROWS)
  .default(RANKING_MAX_ROWS)
  .describe(`how many entries, 1–${RANKING_MAX_ROWS}`);
const ZPlaylistType = z
  .enum(RANKING_PLAYLIST_TYPES)
  .default('all')
  .describe('media type of the playlists counted');

export const ZTop100Query = z.object({
  type: z.enum(RANKING_TYPES).default('playlist'),
  period: z
    .enum(RANKING_PERIODS)
    .default('day')
    .describe('Seoul calendar day, week (from Monday) or month so far'),
  playlist_type: ZPlaylistType,
  rows: ZRows,
});
export type TTop100Query = z.infer<typeof ZTop100Query>;

export const ZRealtimeHotQuery = z.object({ playlist_type: ZPlaylistType, rows: ZRows });
export type TRealtimeHotQuery = z.infer<typeof ZRealtimeHotQuery>;

/**
 * What one signal adds to a ranking score (ADR 015; apps/api/src/modules/ranking/score.ts): a
 * play 1, an hour listened 6, a like gained 3, a purchase 10. The pages say it in one line.
 */
export const RANKING_WEIGHTS = {
  play: 1,
  listenedHour: 6,
  like: 3,
  purchase: 10,
} as const;
export type TRankingWeights = typeof RANKING_WEIGHTS;

/** The raw signals behind a score, summed over the ranking's window. */
export const ZRankingStats = z.object({
  plays: z.number().int(),
  playtimeSec: z.number().int().describe('seconds listened'),
  likes: z.number().int().describe('likes gained (likes minus unlikes, never below 0)'),
  purchases: z.number().int().describe('episode and bundle purchases'),
});
export type TRankingStats = z.infer<typeof ZRankingStats>;

const rankedFields = {
  rank: z.number().int().describe('1-based position in the list the caller gets'),
  score: z.number().describe('the ranking score (ADR 015); realtime scores decay with age'),
  stats: ZRankingStats,
};

export const ZRankedPlaylist = z.object({ ...rankedFields, playlist: ZPlaylistCard });
export type TRankedPlaylist = z.infer<typeof ZRankedPlaylist>;

export const ZRankingChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  profileImg: z.string(),
  isAdult: z.boolean(),
  playlistCount: z.number().int().describe('published playlists the caller may see'),
});
export type TRankingChannel = z.infer<typeof ZRankingChannel>;

export const ZRankedChannel = z.object({ ...rankedFields, channel: ZRankingChannel });
export type TRankedChannel = z.infer<typeof ZRankedChannel>;

const windowFields = {
  from: z.string().describe('ISO 8601 start of the window counted (inclusive)'),
  to: z.string().describe('ISO 8601 end of the window counted: the time of the computation'),
  computedAt: z.string().describe('ISO 8601 time the cached list was computed'),
};

const top100Fields = {
  period: z.enum(RANKING_PERIODS),
  playlistType: z.enum(RANKING_PLAYLIST_TYPES),
  ...windowFields,
};

export const ZTop100 = z.discriminatedUnion('type', [
  z.object({ type: z.literal('playlist'), ...top100Fields, items: z.array(ZRankedPlaylist) }),
  z.object({ type: z.literal('channel'), ...top100Fields, items: z.array(ZRankedChannel) }),
]);
export type TTop100 = z.infer<typeof ZTop100>;
export type TPlaylistTop100 = Extract<TTop100, { type: 'playlist' }>;
export type TChannelTop100 = Extract<TTop100, { type: 'channel' }>;

export const ZRealtimeHot = z.object({
  playlistType: z.enum(RANKING_PLAYLIST_TYPES),
  ...windowFields,
  halfLifeMinutes: z.number().int().describe('an activity counts half as much this much later'),
  items: z.array(ZRankedPlaylist),
});
export type TRealtimeHot = z.infer<typeof ZRealtimeHot>;
