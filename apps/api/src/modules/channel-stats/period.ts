import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS } from '@sogon/contract/limits';
import { statsTexts } from '@sogon/contract/messages/stats';
import { formatKstDate, kstDate } from '@sogon/contract/time/kst';
import { AppError } from '#api/http/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A run of Seoul calendar days, both ends included, and the instants that bound it. */
export interface StatsPeriod {
  startDt: string;
  endDt: string;
  days: number;
  /** Seoul midnight starting startDt. */
  from: Date;
  /** Seoul midnight after endDt (exclusive). */
  to: Date;
}

function midnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return kstDate(year, month, date);
}

const dayOf = (instant: Date) => formatKstDate(instant, 'YYYY-MM-DD');

function span(from: Date, days: number): StatsPeriod {
  const to = new Date(from.getTime() + days * DAY_MS);
  return { startDt: dayOf(from), endDt: dayOf(new Date(to.getTime() - DAY_MS)), days, from, to };
}

/**
 * The period a statistics query asks for: endDt defaults to today in Seoul, startDt to the 7
 * days ending there. A start after the end, or more than 92 days, is the caller's mistake.
 */
export function statsPeriod(query: { startDt?: string | undefined; endDt?: string | undefined }, now: Date) {
  const end = midnight(query.endDt ?? dayOf(now));
  const start = query.startDt
    ? midnight(query.startDt)
    : new Date(end.getTime() - (STATS_DEFAULT_DAYS - 1) * DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days < 1) {
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: statsTexts.details.startAfterEnd });
  }
  if (days > STATS_MAX_DAYS) {
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: statsTexts.details.tooLong });
  }
  return span(start, days);
}

/** The period of equal length that ends the day before `period` starts. */
export function previousPeriod(period: StatsPeriod): StatsPeriod {
  return span(new Date(period.from.getTime() - period.days * DAY_MS), period.days);
}

/** A 'YYYY-MM-DD' day as the UTC midnight of that calendar date (ms). */
const calendarDay = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
/** The calendar date of a UTC midnight, as 'YYYY-MM-DD'. */
const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** Day lists made by periodDays, by first day and length: the same few periods come again and again. */
const madeDays = new Map<string, readonly string[]>();
const MADE_DAYS_KEPT = 64;

/** Every day of the period, oldest first (shared: do not change it). */
export function periodDays(period: StatsPeriod): readonly string[] {
  const key = `${period.startDt}:${period.days}`;
  let days = madeDays.get(key);
  if (!days) {
    const first = calendarDay(period.startDt);
    days = Object.freeze(Array.from({ length: period.days }, (_, index) => isoDay(first + index * DAY_MS)));
    if (madeDays.size >= MADE_DAYS_KEPT) madeDays.delete(madeDays.keys().next().value!);
    madeDays.set(key, days);
  }
  return days;
}

/**
 * The Seoul day `count` days after `day` (before, when negative). Calendar arithmetic on the
 * date alone: Seoul keeps no daylight saving time, so every Seoul day is 24 hours.
 */
export function addDays(day: string, count: number): string {
  return isoDay(calendarDay(day) + count * DAY_MS);
}

/**
 * How long after a Seoul midnight the day before may still gain figures: a purchase's
 * transaction that started at 23:59:59 commits a moment later, and the playback ingest flushes
 * what it buffered every few seconds. Past it, only backdated writes (seeds, corrections) change
 * a day.
 */
export const DAY_SETTLES_MS = 10 * 60 * 1000;

/** The last Seoul day whose figures are settled at `now`: yesterday, or the day before in the first minutes after midnight. */
export function lastClosedDay(now: Date): string {
  return addDays(dayOf(new Date(now.getTime() - DAY_SETTLES_MS)), -1);
}

/** The earlier of two Seoul days ('YYYY-MM-DD' compares as text). */
export const earlierDay = (a: string, b: string) => (a < b ? a : b);
/** The later of two Seoul days. */
export const laterDay = (a: string, b: string) => (a > b ? a : b);
