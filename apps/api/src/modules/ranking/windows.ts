import type { TRankingPeriod } from '@sogon/contract/schemas/ranking';
import { kstDate, kstParts } from '@sogon/contract/time/kst';
import { REALTIME_WINDOW_HOURS } from './score.ts';

/** A half-open window [from, to) of signals a ranking counts. */
export interface RankingWindow {
  from: Date;
  to: Date;
}

const HOUR_MS = 3_600_000;

/**
 * The Seoul calendar period containing `now`, from its first midnight until `now`: today, this
 * week (weeks start on Monday, as Korean calendars and charts count them) or this month. Seoul
 * midnight is 15:00 UTC, on an hour boundary, so hourly activity buckets never straddle it.
 */
export function periodWindow(period: TRankingPeriod, now: Date): RankingWindow {
  const today = kstParts(now);
  switch (period) {
    case 'day':
      return { from: kstDate(today.year, today.month, today.day), to: now };
    case 'week': {
      const sinceMonday = (today.weekday + 6) % 7;
      return { from: kstDate(today.year, today.month, today.day - sinceMonday), to: now };
    }
    case 'month':
      return { from: kstDate(today.year, today.month, 1), to: now };
  }
}

/** The realtime window: the hour bucket `now` falls in and the ones before it, until `now`. */
export function realtimeWindow(now: Date): RankingWindow {
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return { from: new Date(hourStart - (REALTIME_WINDOW_HOURS - 1) * HOUR_MS), to: now };
}
