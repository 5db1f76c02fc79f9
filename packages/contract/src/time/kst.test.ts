import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatCalendarDate,
  formatKstDate,
  KST_OFFSET_MS,
  kstDate,
  kstParts,
  toDate,
} from './kst.ts';

describe('kstParts', () => {
  it('reads the Seoul wall clock, nine hours ahead of UTC', () => {
    expect(kstParts('2024-06-06T03:04:05.678Z')).toEqual({
      year: 2024,
      month: 6,
      day: 6,
      hour: 12,
      minute: 4,
      second: 5,
      millisecond: 678,
      weekday: 4, // Thursday
    });
  });

  it('rolls to the next calendar day from 15:00 UTC', () => {
    expect(kstParts('2024-01-01T14:59:59.999Z')).toMatchObject({ year: 2024, month: 1, day: 1, hour: 23 });
    expect(kstParts('2024-01-01T15:00:00Z')).toMatchObject({
      year: 2024,
      month: 1,
      day: 2,
      hour: 0,
      weekday: 2,
    });
    expect(kstParts('2024-01-01T16:00:00Z')).toMatchObject({ year: 2024, month: 1, day: 2, hour: 1 });
  });

  it('rolls the year at 15:00 UTC on Dec 31', () => {
    expect(kstParts('2023-12-31T15:00:00Z')).toMatchObject({ year: 2024, month: 1, day: 1, hour: 0 });
  });

  it('accepts Date, string and epoch milliseconds alike', () => {
    const iso = '2024-02-29T23:30:00+09:00';
    const ms = Date.parse(iso);
    expect(kstParts(new Date(ms))).toEqual(kstParts(iso));
    expect(kstParts(ms)).toEqual(kstParts(iso));
    expect(kstParts(iso)).toMatchObject({ year: 2024, month: 2, day: 29, hour: 23, minute: 30 });
  });
});

describe('kstDate', () => {
  it('builds the instant for a Seoul wall-clock time', () => {
    expect(kstDate(2024, 6, 6, 12).toISOString()).toBe('2024-06-06T03:00:00.000Z');
    expect(kstDate(2024, 1, 2).toISOString()).toBe('2024-01-01T15:00:00.000Z');
    expect(kstDate(2024, 1, 2, 3, 4, 5, 6).toISOString()).toBe('2024-01-01T18:04:05.006Z');
  });

  it('round-trips with kstParts', () => {
    const p = kstParts(kstDate(2025, 12, 31, 23, 59, 59, 999));
    expect(p).toMatchObject({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
      millisecond: 999,
    });
  });

  it('normalises overflowing fields', () => {
    expect(kstDate(2024, 12, 32).getTime()).toBe(kstDate(2025, 1, 1).getTime());
    expect(kstDate(2024, 3, 0).getTime()).toBe(kstDate(2024, 2, 29).getTime());
    expect(kstDate(2024, 6, 6, 24).getTime()).toBe(kstDate(2024, 6, 7).getTime());
  });

  it('takes years below 100 literally', () => {
    expect(kstParts(kstDate(24, 1, 1, 12)).year).toBe(24);
  });

  it('rejects non-numeric fields', () => {
    expect(() => kstDate(Number.NaN, 1, 1)).toThrow(RangeError);
  });
});

describe('daysInMonth', () => {
  it('knows the month lengths', () => {
    const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    lengths.forEach((length, index) => {
      expect(daysInMonth(2023, index + 1)).toBe(length);
    });
  });

  it('follows the Gregorian leap-year rule', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('rejects months outside 1-12', () => {
    expect(() => daysInMonth(2024, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2024, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2024, 1.5)).toThrow(RangeError);
  });
});

describe('formatKstDate', () => {
  it('formats the Seoul calendar date, not the UTC one', () => {
    const instant = '2024-01-01T16:00:00Z'; // 2024-01-02 01:00 in Seoul
    expect(formatKstDate(instant, 'YY.MM.DD')).toBe('24.01.02');
    expect(formatKstDate(instant, 'YYYY.MM.DD')).toBe('2024.01.02');
    expect(formatKstDate(instant, 'YYYY-MM-DD')).toBe('2024-01-02');
  });

  it('defaults to YYYY.MM.DD', () => {
    expect(formatKstDate('2024-06-06T12:00:00+09:00')).toBe('2024.06.06');
  });

  it('pads two-digit years', () => {
    expect(formatKstDate('2005-03-04T00:00:00+09:00', 'YY.MM.DD')).toBe('05.03.04');
    expect(formatCalendarDate({ year: 2100, month: 1, day: 1 }, 'YY.MM.DD')).toBe('00.01.01');
  });
});

describe('toDate', () => {
  it('returns a copy, not the caller’s Date', () => {
    const original = new Date('2024-01-01T00:00:00Z');
    const copy = toDate(original);
    expect(copy).not.toBe(original);
    expect(copy.getTime()).toBe(original.getTime());
  });

  it('throws on invalid input', () => {
    expect(() => toDate('not a date')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });

  it('uses a nine-hour offset', () => {
    expect(KST_OFFSET_MS).toBe(32_400_000);
  });
});
