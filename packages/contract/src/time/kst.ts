/**
 * Calendar helpers for Asia/Seoul (KST).
 *
 * Korea has used a fixed UTC+9 offset with no daylight saving time since 1988, so shifting an
 * instant by +9 h and reading its UTC fields gives the exact Seoul wall-clock time. No time zone
 * database or library is needed.
 */

/** Offset of Asia/Seoul from UTC, in milliseconds (+9 h). */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Anything the helpers accept as an instant. Strings and numbers go through `new Date(...)`;
 * prefer ISO strings with an explicit offset ('2024-06-06T12:00:00+09:00'), since a date-only
 * string such as '2024-06-06' is read as UTC midnight (09:00 in Seoul).
 */
export type DateInput = Date | string | number;

/** A calendar date without a time of day. `month` is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Wall-clock fields of an instant in Seoul. `month` is 1-12, `weekday` is 0 (Sunday) to 6 (Saturday). */
export interface KstParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

export type KstDatePattern = 'YY.MM.DD' | 'YYYY.MM.DD' | 'YYYY-MM-DD';

/** Converts the input to a Date, throwing a RangeError when it is not a valid instant. */
export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(input)}`);
  }
  return date;
}

/** The Seoul wall-clock fields of an instant. */
export function kstParts(input: DateInput): KstParts {
  const shifted = new Date(toDate(input).getTime() + KST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
    weekday: shifted.getUTCDay(),
  };
}

/**
 * The instant at which Seoul clocks show the given wall-clock time. `month` is 1-12. Out-of-range
 * fields roll over like `Date.UTC` does (day 0 is the last day of the previous month, hour 24 is
 * midnight of the next day), which is handy for "next midnight" style arithmetic. Unlike
 * `Date.UTC`, years 0-99 are taken literally rather than as 1900-1999.
 */
export function kstDate(
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  const wallClockAsUtc = new Date(0);
  wallClockAsUtc.setUTCFullYear(year, month - 1, day);
  wallClockAsUtc.setUTCHours(hour, minute, second, millisecond);
  const time = wallClockAsUtc.getTime() - KST_OFFSET_MS;
  if (Number.isNaN(time)) {
    throw new RangeError(`Invalid KST date: ${year}-${month}-${day} ${hour}:${minute}:${second}`);
  }
  return new Date(time);
}

/** Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid year/month: ${year}-${month}`);
  }
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** Formats a calendar date; no time zone is involved. */
export function formatCalendarDate(date: CalendarDate, pattern: KstDatePattern = 'YYYY.MM.DD'): string {
  const mm = pad(date.month, 2);
  const dd = pad(date.day, 2);
  switch (pattern) {
    case 'YY.MM.DD':
      return `${pad(date.year % 100, 2)}.${mm}.${dd}`;
    case 'YYYY.MM.DD':
      return `${pad(date.year, 4)}.${mm}.${dd}`;
    case 'YYYY-MM-DD':
      return `${pad(date.year, 4)}-${mm}-${dd}`;
  }
}

/** Formats the Seoul calendar date of an instant, e.g. '24.01.02', '2024.01.02' or '2024-01-02'. */
export function formatKstDate(date: DateInput, pattern: KstDatePattern = 'YYYY.MM.DD'): string {
  return formatCalendarDate(kstParts(date), pattern);
}

/** The instant a Seoul calendar day ('YYYY-MM-DD') starts, or null for a day that does not exist (2025-02-30). */
export function kstDayStart(day: string): Date | null {
  const at = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(at.getTime())) return null;
  const back = new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
  return back === day ? at : null;
}
