import { z } from 'zod';
import { ZCalendarDay } from './stats.ts';

/**
 * How a play ended, reported by the player with its last playtime report: the sleep timer
 * stopped it, the page went away, another episode started, the listener skipped ahead, or the
 * episode played to its end. A play that stops reporting for long is closed by the API as
 * `inactive` (never sent by a client).
 */
export const PLAY_END_REASONS = ['sleep', 'close', 'switch', 'skip', 'end'] as const;
export type TPlayEndReason = (typeof PLAY_END_REASONS)[number];

/** Where a listener started a play from: the page they came through. */
export const PLAY_SOURCES = ['search', 'home', 'feed', 'partner', 'other'] as const;
export type TPlaySourceKind = (typeof PLAY_SOURCES)[number];

/** Retention buckets: 1 s up to 10 minutes, 5 s up to an hour, 10 s beyond. */
export function retentionBucketSec(durationSec: number): number {
  if (durationSec <= 600) return 1;
  if (durationSec <= 3_600) return 5;
  return 10;
}

export const ZRetentionQuery = z.object({
  contentId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("an episode of the channel; default the channel's newest episode"),
});

export const ZRetentionPoint = z.object({
  at: z.number().int().describe('bucket start, seconds into the episode'),
  reached: z.number().int().describe('plays still listening at this bucket'),
  slept: z.number().int().describe('plays that fell asleep in this bucket (sleep timer or long inactivity)'),
  left: z.number().int().describe('plays that left in this bucket (skip, close, switch)'),
});

export const ZRetentionEpisode = z.object({
  contentId: z.number().int(),
  title: z.string(),
  playlistTitle: z.string(),
  episodeNo: z.number().int(),
});

export const ZRetention = z.object({
  channelId: z.number().int(),
  episodes: z.array(ZRetentionEpisode).describe("the channel's episodes to choose from, newest first"),
  contentId: z.number().int().nullable().describe('the episode of the curve (null: the channel has none)'),
  durationSec: z.number().int(),
  bucketSec: z.number().int().describe('1 s up to 10 min, 5 s up to 1 h, 10 s beyond'),
  plays: z.number().int().describe('play segments counted (a skip ahead starts a new one)'),
  slept: z.number().int(),
  left: z.number().int(),
  finished: z.number().int(),
  halfAt: z.number().int().nullable().describe('the last second at least half of the plays reached'),
  points: z.array(ZRetentionPoint).describe('buckets from 0 to the last one any play reached'),
});
export type TRetention = z.infer<typeof ZRetention>;
export type TRetentionPoint = z.infer<typeof ZRetentionPoint>;

export const ZSourcesQuery = z.object({
  startDt: ZCalendarDay.optional(),
  endDt: ZCalendarDay.optional(),
});

export const ZSourceRow = z.object({
  source: z.enum(PLAY_SOURCES),
  plays: z.number().int(),
  share: z.number().describe('0..1 of the period’s plays'),
});

export const ZPlaySources = z.object({
  channelId: z.number().int(),
  startDt: z.string(),
  endDt: z.string(),
  plays: z.number().int(),
  sources: z.array(ZSourceRow).describe('every source, most plays first'),
  freeUnlocks: z
    .object({
      waitFree: z.number().int().describe('기다무 unlocks of the channel’s episodes in the period'),
      pass: z.number().int().describe('이용권 unlocks in the period'),
    })
    .describe('episodes opened for free (free listens)'),
});
export type TPlaySources = z.infer<typeof ZPlaySources>;

export const ZFansMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .describe('a Seoul month, YYYY-MM');

export const ZFansQuery = z.object({
  month: ZFansMonth.optional().describe('default the current Seoul month'),
});

export const ZFanRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  hearts: z.number().int().describe('hearts spent on the channel that month (every source)'),
  tipHearts: z.number().int().describe('of which tips'),
  subscribedMonths: z.number().int().describe('months with a subscription payment, up to that month'),
});
export type TFanRow = z.infer<typeof ZFanRow>;

export const ZFanRanking = z.object({
  channelId: z.number().int(),
  month: z.string(),
  fans: z.array(ZFanRow).describe('top 50 by hearts'),
});
export type TFanRanking = z.infer<typeof ZFanRanking>;

/** The public ranking: only members who chose to show their nickname; no ids. */
export const ZPublicFanRow = ZFanRow.omit({ userId: true });
export const ZPublicFanRanking = z.object({
  channelId: z.number().int(),
  month: z.string(),
  fans: z.array(ZPublicFanRow),
});
export type TPublicFanRanking = z.infer<typeof ZPublicFanRanking>;

export const ZFanRankSetting = z.object({
  show: z.boolean().describe('채널 팬 순위에 내 이름 표시'),
});
export type TFanRankSetting = z.infer<typeof ZFanRankSetting>;
