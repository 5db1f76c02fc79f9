import { type CalendarDate, type DateInput, daysInMonth, formatCalendarDate, kstParts } from './kst.ts';

/**
 * The next payment date (spec section 9): the same day of next month, or the last day of next
 * month when today's Seoul day-of-month is the 29th, 30th or 31st.
 *
 * - 2024-04-15 → 2024-05-15, 2024-04-28 → 2024-05-28
 * - 2024-04-29 → 2024-05-31 (last day, even though May 29 exists)
 * - 2024-01-30 → 2024-02-29, 2023-01-30 → 2023-02-28
 * - 2024-12-31 → 2025-01-31
 *
 * The rule follows the spec literally: only days 29-31 jump to the end of the month, so the
 * 28th of a common-year February gives March 28, not March 31.
 *
 * The result is a calendar date in Seoul with no time of day. Use {@link formatPaymentDate} for
 * display, or `kstDate(year, month, day)` for the instant the day starts in Seoul.
 */
export function nextPaymentDate(from: DateInput = new Date()): CalendarDate {
  const today = kstParts(from);
  const year = today.month === 12 ? today.year + 1 : today.year;
  const month = today.month === 12 ? 1 : today.month + 1;
  const day = today.day >= 29 ? daysInMonth(year, month) : today.day;
  return { year, month, day };
}

/** Display form of a payment date: 'YYYY.MM.DD'. */
export function formatPaymentDate(date: CalendarDate): string {
  return formatCalendarDate(date, 'YYYY.MM.DD');
}
