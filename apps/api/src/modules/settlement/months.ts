import { KST_OFFSET_MS, kstParts } from '@sogon/contract/time/kst';

/** A Seoul calendar month as its first day, 'YYYY-MM-01' (settlement's period). */
export type Month = string;

const MONTH = /^(\d{4})-(\d{2})(?:-01)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' or 'YYYY-MM-01' as a Month, or null when it is not one. */
export function parseMonth(text: string): Month | null {
  const match = MONTH.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2999 || month < 1 || month > 12) return null;
  return `${year}-${pad(month)}-01`;
}

/** The Seoul month `at` falls in. */
export function monthOf(at: Date): Month {
  const { year, month } = kstParts(at);
  return `${year}-${pad(month)}-01`;
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: Month, count: number): Month {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** The instant a Seoul month starts (midnight of its first day in Seoul). */
export function monthStart(month: Month): Date {
  return new Date(Date.parse(`${month}T00:00:00Z`) - KST_OFFSET_MS);
}

/** [start, end) of a Seoul month. */
export function monthRange(month: Month): { start: Date; end: Date } {
  return { start: monthStart(month), end: monthStart(addMonths(month, 1)) };
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}
