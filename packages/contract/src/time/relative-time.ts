import { type DateInput, formatKstDate, toDate } from './kst.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * Korean relative time for general listings (spec section 9):
 * under 60 s '방금 전', then 'N분 전' under 60 min, 'N시간 전' under 24 h, 'N일 전' under 7 days,
 * 'N주 전' under 4 weeks (28 days), and from then on the Seoul calendar date as 'YY.MM.DD'.
 *
 * Durations are elapsed time rounded down (a "day" is 24 h, not a calendar day). Dates in the
 * future (clock skew between server and client) also read '방금 전'.
 */
export function relativeTime(date: DateInput, now: DateInput = new Date()): string {
  return format(date, now, true);
}

/**
 * Relative time for board posts: like {@link relativeTime} up to hours, then the Seoul calendar
 * date as 'YY.MM.DD' from 24 h on (no days or weeks).
 */
export function boardRelativeTime(date: DateInput, now: DateInput = new Date()): string {
  return format(date, now, false);
}

function format(input: DateInput, nowInput: DateInput, withDaysAndWeeks: boolean): string {
  const date = toDate(input);
  const elapsed = toDate(nowInput).getTime() - date.getTime();

  if (elapsed < MINUTE_MS) return '방금 전';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}분 전`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}시간 전`;
  if (withDaysAndWeeks) {
    if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}일 전`;
    if (elapsed < 4 * WEEK_MS) return `${Math.floor(elapsed / WEEK_MS)}주 전`;
  }
  return formatKstDate(date, 'YY.MM.DD');
}
