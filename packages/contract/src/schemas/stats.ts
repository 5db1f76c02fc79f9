import { z } from 'zod';
import { STATS_SORT_COLUMNS } from '../limits.ts';

export { STATS_DEFAULT_DAYS, STATS_MAX_DAYS, STATS_SORT_COLUMNS } from '../limits.ts';

export const ZCalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'not a calendar date',
    },
  )
  .describe('a Seoul calendar day, YYYY-MM-DD');

/**
 * GET /v1/channel/{id}/stat and /v1/user/statistics/channel (spec section 3, "Statistics query").
 * Both days are included; without them the period is the last 7 days, today included.
 */
export const ZStatsQuery = z.object({
  startDt: ZCalendarDay.optional(),
  endDt: ZCalendarDay.optional(),
  sort: z.enum(['desc', 'asc']).default('desc').describe('the order of the playlist rows'),
  sortCol: z.enum(STATS_SORT_COLUMNS).default('plays').describe('what the playlist rows sort on'),
});
export type TStatsQuery = z.infer<typeof ZStatsQuery>;
export type TStatsSortColumn = (typeof STATS_SORT_COLUMNS)[number];

/** The measures of a period, a day or a playlist. */
export const ZStatsMeasures = z.object({
  visits: z.number().int().describe('episode page visits'),
  visitors: z.number().int().describe('distinct visitors, counted per episode and day'),
  plays: z.number().int().describe('plays started'),
  playtimeSec: z.number().int().describe('seconds listened or watched'),
  likes: z.number().int().describe('episode likes given'),
  purchases: z.number().int().describe('episode and playlist unlocks'),
  hearts: z.number().int().describe('hearts spent on unlocks'),
});
export type TStatsMeasures = z.infer<typeof ZStatsMeasures>;

/** The channel-wide figures of a period: the measures plus its audience and other income. */
export const ZStatsTotals = ZStatsMeasures.extend({
  newFollowers: z.number().int().describe('follows that started in the period and still stand'),
  newSubscribers: z.number().int().describe('subscriptions that started in the period'),
  subscriptionHearts: z.number().int().describe('hearts paid for subscription months in the period'),
  galleryHearts: z.number().int().describe('hearts paid for gallery pictures in the period'),
});
export type TStatsTotals = z.infer<typeof ZStatsTotals>;

export const ZStatsDay = ZStatsMeasures.extend({
  date: z.string().describe('YYYY-MM-DD, Seoul'),
  newFollowers: z.number().int(),
});
export type TStatsDay = z.infer<typeof ZStatsDay>;

export const ZStatsPlaylistRow = ZStatsMeasures.extend({
  playlistId: z.number().int(),
  title: z.string(),
  coverImg: z.string(),
});
export type TStatsPlaylistRow = z.infer<typeof ZStatsPlaylistRow>;

export const ZChannelStats = z.object({
  channelId: z.number().int(),
  name: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  sort: z.enum(['desc', 'asc']),
  sortCol: z.enum(STATS_SORT_COLUMNS),
  followers: z.number().int().describe('followers now'),
  subscribers: z.number().int().describe('subscriptions giving access now'),
  totals: ZStatsTotals,
  previous: ZStatsTotals.describe('the same figures for the period of equal length just before'),
  daily: z.array(ZStatsDay).describe('every day of the period, oldest first, zeros included'),
  playlists: z.array(ZStatsPlaylistRow).describe('every playlist of the channel, sorted by sortCol'),
});
export type TChannelStats = z.infer<typeof ZChannelStats>;

/** GET /v1/user/statistics/channel: the channels the caller owns, with the period's figures. */
export const ZOwnedChannelStats = z.object({
  channelId: z.number().int(),
  name: z.string(),
  profileImg: z.string(),
  followers: z.number().int(),
  subscribers: z.number().int(),
  totals: ZStatsTotals,
});
export const ZOwnedChannelsStats = z.object({
  startDt: z.string(),
  endDt: z.string(),
  channels: z.array(ZOwnedChannelStats),
});
export type TOwnedChannelsStats = z.infer<typeof ZOwnedChannelsStats>;
