import { type DateInput, daysInMonth, kstDate, kstParts, toDate } from '@sogon/contract/time/kst';

/** A month of the Seoul calendar; `month` is 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** One cell of a month's grid: a day of the month, or null for the blanks before the 1st and after the last. */
export type CalendarCell = { day: number; date: string } | null;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' → the month, or null when it is not one. */
export function parseMonth(text: string): CalendarMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The month as 'YYYY-MM', what GET /v1/service/attendances takes. */
export function formatMonth({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}`;
}

/** 'YYYY-MM-DD' of a day of the month. */
export function dayKey({ year, month }: CalendarMonth, day: number): string {
  return `${formatMonth({ year, month })}-${pad(day)}`;
}

/** The month `delta` months after (or before, when negative) the given one. */
export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative when `a` comes before `b`, 0 for the same month, positive after. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The Seoul month an instant falls in. */
export function kstMonthOf(input: DateInput): CalendarMonth {
  const { year, month } = kstParts(input);
  return { year, month };
}

/**
 * The weeks of a month in Seoul, Sunday first (일 … 토): seven cells a week, blanks as null
 * before the 1st and after the last day.
 */
export function monthGrid(target: CalendarMonth): CalendarCell[][] {
  const first = kstParts(kstDate(target.year, target.month, 1)).weekday;
  const length = daysInMonth(target.year, target.month);
  const cells: CalendarCell[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push({ day, date: dayKey(target, day) });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarCell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * The months of an event's calendar one may page through: from the month it starts to the month
 * it ends (its last instant: an end at midnight belongs to the day before), never past today's month.
 */
export function eventMonths(
  event: { startsAt: string; endsAt: string },
  today: string,
): { first: CalendarMonth; last: CalendarMonth } {
  const first = kstMonthOf(event.startsAt);
  const ending = kstMonthOf(toDate(event.endsAt).getTime() - 1);
  const current = parseMonth(today.slice(0, 7)) ?? ending;
  let last = compareMonths(current, ending) < 0 ? current : ending;
  if (compareMonths(last, first) < 0) last = first;
  return { first, last };
}
