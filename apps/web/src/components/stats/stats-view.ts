import type { TStatsDay, TStatsTotals } from '@sogon/contract/schemas/stats';
import { formatKstDate } from '@sogon/contract/time/kst';

const DAY_MS = 86_400_000;

/** The quick periods offered above the dates (days, today included). */
export const STATS_PRESETS = [7, 30, 90] as const;

/** The period of `days` days ending today in Seoul, as the API's startDt and endDt. */
export function presetPeriod(days: number, now: Date = new Date()): { startDt: string; endDt: string } {
  return {
    startDt: formatKstDate(now.getTime() - (days - 1) * DAY_MS, 'YYYY-MM-DD'),
    endDt: formatKstDate(now, 'YYYY-MM-DD'),
  };
}

/** Days in a period, both ends included. */
export function periodLength(startDt: string, endDt: string): number {
  return Math.round((Date.parse(`${endDt}T00:00:00Z`) - Date.parse(`${startDt}T00:00:00Z`)) / DAY_MS) + 1;
}

export type Change = { kind: 'same' } | { kind: 'new' } | { kind: 'up' | 'down'; percent: number };

/** How a figure moved against the period before: a whole percent, or 'new' when it was 0. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** The figures the summary cards show, in order. */
export const CARD_KEYS = [
  'plays',
  'playtimeSec',
  'visitors',
  'likes',
  'hearts',
  'subscriptionHearts',
  'galleryHearts',
  'newFollowers',
  'newSubscribers',
] as const satisfies readonly (keyof TStatsTotals)[];
export type CardKey = (typeof CARD_KEYS)[number];

/** What the daily chart can show. */
export const CHART_KEYS = ['plays', 'visits', 'playtimeSec', 'likes', 'hearts', 'newFollowers'] as const;
export type ChartKey = (typeof CHART_KEYS)[number];

export interface Bar {
  date: string;
  value: number;
  /** 0 … 1 of the tallest bar (0 when every day is 0). */
  ratio: number;
}

/** One bar per day, scaled to the period's highest value. */
export function chartBars(days: readonly TStatsDay[], key: ChartKey): Bar[] {
  const max = Math.max(0, ...days.map((day) => day[key]));
  return days.map((day) => ({ date: day.date, value: day[key], ratio: max > 0 ? day[key] / max : 0 }));
}

/** '2026-11-25' → '11.25' (chart labels). */
export const shortDate = (date: string) => `${date.slice(5, 7)}.${date.slice(8, 10)}`;
