import { audienceTexts } from '@sogon/contract/messages/audience';
import {
  PLAY_SOURCES,
  retentionBucketSec,
  type TFanRanking,
  type TFanRankSetting,
  type TPlaySources,
  type TPublicFanRanking,
  type TRetention,
  type TRetentionPoint,
} from '@sogon/contract/schemas/audience';
import { formatKstDate } from '@sogon/contract/time/kst';
import { AppError } from '#api/http/app-error';
import { createSharedAnswers } from '#api/lib/shared-answers';
import { requireChannelOwner } from '#api/modules/access';
import type { AudienceRepository, RetentionBucketRow, RetentionRead } from './audience.repository.ts';
import { statsPeriod } from './period.ts';

/** The curve of an episode from its roll-up buckets (oldest first, gaps allowed). */
export function retentionCurve(rows: readonly RetentionBucketRow[], bucketSec: number) {
  const plays = rows.reduce((sum, row) => sum + row.starts, 0);
  const byAt = new Map(rows.map((row) => [row.at, row]));
  const last = rows.length === 0 ? -1 : rows[rows.length - 1]!.at;
  const points: TRetentionPoint[] = [];
  let started = 0;
  let endedBefore = 0;
  let slept = 0;
  let left = 0;
  let finished = 0;
  let halfAt: number | null = null;
  for (let at = 0; at <= last; at += bucketSec) {
    const row = byAt.get(at);
    started += row?.starts ?? 0;
    // Still listening here: began at or before this bucket, not ended in an earlier one.
    const reached = started - endedBefore;
    points.push({ at, reached, slept: row?.sleeps ?? 0, left: row?.leaves ?? 0 });
    if (plays > 0 && reached * 2 >= plays) halfAt = at;
    const ended = (row?.sleeps ?? 0) + (row?.leaves ?? 0) + (row?.finishes ?? 0);
    endedBefore += ended;
    slept += row?.sleeps ?? 0;
    left += row?.leaves ?? 0;
    finished += row?.finishes ?? 0;
  }
  return { plays, slept, left, finished, halfAt, points };
}

/**
 * How long one server reuses an episode's curve: the default flush period of the playback buffer
 * (plays reach the roll-up no faster than that), so a creator never sees the reuse.
 */
export const RETENTION_REUSE_MS = 2_000;

/** The first day of a Seoul month, from `YYYY-MM` or the month of `now`. */
export function monthStart(month: string | undefined, now: Date): string {
  const value = month ?? formatKstDate(now, 'YYYY-MM-DD').slice(0, 7);
  return `${value}-01`;
}

/**
 * The studio's audience numbers (issue 37): an episode's retention curve, where a channel's plays
 * came from, and its fans by month. Each is read from a roll-up in one indexed statement; only the
 * channel's owner reads the studio numbers, everyone the public fan ranking (opted-in members).
 */
export function createAudienceService(deps: {
  repository: AudienceRepository;
  now?: () => Date;
  /** How long one server reuses an episode's curve; concurrent askers share one read. 0: always read. */
  retentionReuseMs?: number;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  type Curve = { read: RetentionRead; curve: ReturnType<typeof retentionCurve>; bucketSec: number };
  const curves = createSharedAnswers<Curve | undefined>({
    ttlMs: deps.retentionReuseMs ?? 0,
    maxEntries: 1000,
    now: () => now().getTime(),
  });

  const readCurve = (channelId: number, contentId: number | null) =>
    curves.answer(`${channelId}:${contentId ?? 'newest'}`, async () => {
      const read = await repository.retention(channelId, contentId);
      if (!read) return undefined;
      const bucketSec = retentionBucketSec(read.durationSec);
      return { read, bucketSec, curve: retentionCurve(read.buckets, bucketSec) };
    });

  async function requireOwner(channelId: number, userId: number) {
    const channel = await repository.channel(channelId);
    if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
    requireChannelOwner({ userId }, channel, audienceTexts.details.notOwner);
    return channel;
  }

  async function ranking(channelId: number, month: string, shown: boolean) {
    const rows = await repository.fans(channelId, month, shown);
    return rows.map((row, index) => ({
      rank: index + 1,
      userId: row.userId,
      nickname: row.active ? row.nickname : audienceTexts.fans.exited,
      hearts: row.hearts,
      tipHearts: row.tipHearts,
      subscribedMonths: row.subscribedMonths,
    }));
  }

  return {
    /**
     * GET /v1/channel/{id}/stat/retention: one statement (owner, episodes, the curve's roll-up
     * rows), reused for `retentionReuseMs`; the owner is checked on every ask.
     */
    async retention(channelId: number, userId: number, contentId: number | undefined): Promise<TRetention> {
      const answer = await readCurve(channelId, contentId ?? null);
      if (!answer) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
      const { read, bucketSec, curve } = answer;
      requireChannelOwner({ userId }, read, audienceTexts.details.notOwner);
      if (contentId !== undefined && read.contentId === null) {
        throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: audienceTexts.details.episodeNotInChannel });
      }
      return {
        channelId,
        episodes: read.episodes,
        contentId: read.contentId,
        durationSec: read.durationSec,
        bucketSec,
        ...curve,
      };
    },

    /** GET /v1/channel/{id}/stat/sources. */
    async sources(
      channelId: number,
      userId: number,
      query: { startDt?: string | undefined; endDt?: string | undefined },
    ): Promise<TPlaySources> {
      const period = statsPeriod(query, now());
      await requireOwner(channelId, userId);
      const [counts, freeUnlocks] = await Promise.all([
        repository.sources(channelId, period.startDt, period.endDt),
        repository.freeUnlocks(channelId, period.from, period.to),
      ]);
      const plays = [...counts.values()].reduce((sum, value) => sum + value, 0);
      const sources = PLAY_SOURCES.map((source) => {
        const value = counts.get(source) ?? 0;
        return { source, plays: value, share: plays > 0 ? value / plays : 0 };
      }).sort((a, b) => b.plays - a.plays);
      return { channelId, startDt: period.startDt, endDt: period.endDt, plays, sources, freeUnlocks };
    },

    /** GET /v1/channel/{id}/stat/fans: the owner sees every fan. */
    async fans(channelId: number, userId: number, month: string | undefined): Promise<TFanRanking> {
      await requireOwner(channelId, userId);
      const first = monthStart(month, now());
      return { channelId, month: first.slice(0, 7), fans: await ranking(channelId, first, false) };
    },

    /** GET /v1/channel/{id}/fans: only members who chose to be shown; no member ids. */
    async publicFans(channelId: number, month: string | undefined): Promise<TPublicFanRanking> {
      const channel = await repository.channel(channelId);
      if (!channel?.shown) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
      const first = monthStart(month, now());
      const fans = (await ranking(channelId, first, true)).map(({ userId: _, ...rest }) => rest);
      return { channelId, month: first.slice(0, 7), fans };
    },

    async fanRankSetting(userId: number): Promise<TFanRankSetting> {
      return { show: await repository.fanRankShown(userId) };
    },

    async setFanRankSetting(userId: number, show: boolean): Promise<TFanRankSetting> {
      await repository.setFanRankShown(userId, show);
      return { show };
    },
  };
}

export type AudienceService = ReturnType<typeof createAudienceService>;
