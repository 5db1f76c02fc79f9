import { describe, expect, it } from 'vitest';
import {
  compareMonths,
  dayKey,
  eventMonths,
  formatMonth,
  kstMonthOf,
  monthGrid,
  parseMonth,
  shiftMonth,
} from './attendance-calendar.ts';

describe('months', () => {
  it('reads and writes YYYY-MM', () => {
    expect(parseMonth('2026-05')).toEqual({ year: 2026, month: 5 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-5')).toBeNull();
    expect(formatMonth({ year: 2026, month: 5 })).toBe('2026-05');
    expect(dayKey({ year: 2026, month: 5 }, 3)).toBe('2026-05-03');
  });

  it('steps across years both ways', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2026, month: 1 }, { year: 2026, month: 1 })).toBe(0);
  });

  it('takes the month of an instant in Seoul, not in UTC', () => {
    // 2026-05-31 15:30 UTC is 2026-06-01 00:30 in Seoul.
    expect(kstMonthOf('2026-05-31T15:30:00Z')).toEqual({ year: 2026, month: 6 });
    expect(kstMonthOf('2026-05-31T14:59:59Z')).toEqual({ year: 2026, month: 5 });
  });
});

describe('monthGrid', () => {
  it('starts on the weekday of the 1st, Sunday first, and pads the last week', () => {
    // 2026-05-01 is a Friday.
    const weeks = monthGrid({ year: 2026, month: 5 });
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]![5]).toEqual({ day: 1, date: '2026-05-01' });
    expect(weeks[5]![0]).toEqual({ day: 31, date: '2026-05-31' });
    expect(weeks[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('fits a February that starts on Sunday in four weeks', () => {
    // 2026-02-01 is a Sunday; 2026 is not a leap year.
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toEqual({ day: 1, date: '2026-02-01' });
    expect(weeks[3]![6]).toEqual({ day: 28, date: '2026-02-28' });
  });

  it('counts leap days', () => {
    const days = monthGrid({ year: 2028, month: 2 })
      .flat()
      .filter((cell) => cell !== null);
    expect(days).toHaveLength(29);
  });
});

describe('eventMonths', () => {
  const event = { startsAt: '2026-04-15T00:00:00+09:00', endsAt: '2026-07-01T00:00:00+09:00' };

  it('runs from the start month to today’s month while the event is on', () => {
    expect(eventMonths(event, '2026-05-20')).toEqual({
      first: { year: 2026, month: 4 },
      last: { year: 2026, month: 5 },
    });
  });

  it('stops at the month of the last instant (an end at midnight is the day before)', () => {
    expect(eventMonths(event, '2026-09-01').last).toEqual({ year: 2026, month: 6 });
  });

  it('never ends before it starts', () => {
    expect(eventMonths(event, '2026-03-01')).toEqual({
      first: { year: 2026, month: 4 },
      last: { year: 2026, month: 4 },
    });
  });
});
