import { type DateInput, daysInMonth, KST_OFFSET_MS, kstDate, kstParts, toDate } from './kst.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A half-open time window: open from `start` (inclusive) until `end` (exclusive). */
export interface TimeWindow {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The spec's popup window: 2024-06-06 12:00 to 2024-06-07 01:59 Seoul time. The whole 01:59
 * minute counts as open, so the exclusive end is 02:00:00.
 */
export const POPUP_WINDOW: TimeWindow = Object.freeze({
  start: kstDate(2024, 6, 6, 12, 0, 0),
  end: kstDate(2024, 6, 7, 2, 0, 0),
});

/** True when `date` is at most 24 h in the past: 0 ≤ now − date < 24 h. Future dates are not. */
export function isWithin24Hours(date: DateInput, now: DateInput = new Date()): boolean {
  const elapsed = toDate(now).getTime() - toDate(date).getTime();
  return elapsed >= 0 && elapsed < DAY_MS;
}

/**
 * True when `date` lies within one calendar month before `now` (spec: "recent"), in Seoul time.
 *
 * The cut-off is the same Seoul wall-clock time one month earlier; when that month is shorter,
 * the day is clamped to its last day (2024-03-31 10:00 → 2024-02-29 10:00, 2024-01-15 → 2023-12-15).
 * The cut-off itself counts as recent. A calendar month was chosen over a fixed 30 days so that
 * "one month" means what it says on the calendar. Like {@link isWithin24Hours}, dates after
 * `now` are not recent.
 */
export function isRecent(date: DateInput, now: DateInput = new Date()): boolean {
  const nowDate = toDate(now);
  const time = toDate(date).getTime();
  const p = kstParts(nowDate);
  const year = p.month === 1 ? p.year - 1 : p.year;
  const month = p.month === 1 ? 12 : p.month - 1;
  const day = Math.min(p.day, daysInMonth(year, month));
  const cutoff = kstDate(year, month, day, p.hour, p.minute, p.second, p.millisecond);
  return time >= cutoff.getTime() && time <= nowDate.getTime();
}

/**
 * Whole minutes until the next Seoul midnight, rounded down, in the range 1-1439.
 *
 * The spec demands 1439 when the result would be 0. Two edges land there:
 * - exactly 00:00:00.000, where the "next" midnight is the current instant (0 minutes left);
 * - 23:59:00.001 to 23:59:59.999, where less than one whole minute is left.
 * (00:00:00.001 to 00:01:00.000 give 1439 as well, by plain rounding down; 23:59:00.000 gives 1.)
 */
export function minutesToMidnight(now: DateInput = new Date()): number {
  const sinceMidnight = (((toDate(now).getTime() + KST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const minutes = Math.floor(((DAY_MS - sinceMidnight) % DAY_MS) / MINUTE_MS);
  return minutes === 0 ? 1439 : minutes;
}

/** True when `now` is inside the popup window: start ≤ now < end. */
export function isPopupWindowOpen(now: DateInput = new Date(), window: TimeWindow = POPUP_WINDOW): boolean {
  const time = toDate(now).getTime();
  return time >= window.start.getTime() && time < window.end.getTime();
}
