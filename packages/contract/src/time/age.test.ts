import { describe, expect, it } from 'vitest';
import { formatBirthDate, fullAge, isAdultByYear, isUnder14, parseBirthDate } from './age.ts';

const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);
const born = (text: string) => {
  const date = parseBirthDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};

describe('isAdultByYear (청소년 보호법: from 1 January of the year one turns 19)', () => {
  it('counts the year only: born 31 December 2006 is an adult on 1 January 2025 in Seoul', () => {
    expect(isAdultByYear(born('2006-12-31'), kst('2024-12-31T23:59:59.999'))).toBe(false);
    expect(isAdultByYear(born('2006-12-31'), kst('2025-01-01T00:00:00'))).toBe(true);
    expect(isAdultByYear(born('2006-01-01'), kst('2025-01-01T00:00:00'))).toBe(true);
    expect(isAdultByYear(born('2007-01-01'), kst('2025-12-31T23:59:59.999'))).toBe(false);
  });

  it('uses the Seoul year, not the UTC one', () => {
    // 15:00 UTC on 31 December is already 1 January in Seoul.
    expect(isAdultByYear(born('2006-06-15'), '2024-12-31T15:00:00Z')).toBe(true);
    expect(isAdultByYear(born('2006-06-15'), '2024-12-31T14:59:59.999Z')).toBe(false);
  });
});

describe('fullAge and isUnder14 (만 나이 in Seoul)', () => {
  it('adds a year on the birthday, at Seoul midnight', () => {
    expect(fullAge(born('2010-05-10'), kst('2024-05-09T23:59:59'))).toBe(13);
    expect(fullAge(born('2010-05-10'), kst('2024-05-10T00:00:00'))).toBe(14);
    expect(isUnder14(born('2010-05-10'), kst('2024-05-09T23:59:59'))).toBe(true);
    expect(isUnder14(born('2010-05-10'), kst('2024-05-10T00:00:00'))).toBe(false);
    expect(isUnder14(born('2010-05-10'), '2024-05-09T15:00:00Z')).toBe(false);
  });

  it('handles 31 December and 1 January births across the year change', () => {
    expect(fullAge(born('2010-12-31'), kst('2024-12-30T12:00:00'))).toBe(13);
    expect(fullAge(born('2010-12-31'), kst('2024-12-31T00:00:00'))).toBe(14);
    expect(fullAge(born('2011-01-01'), kst('2024-12-31T23:59:59'))).toBe(13);
    expect(fullAge(born('2011-01-01'), kst('2025-01-01T00:00:00'))).toBe(14);
  });

  it('gives a 29 February birth its new age on 1 March in common years, on 29 February in leap years', () => {
    const leapling = born('2012-02-29');
    expect(fullAge(leapling, kst('2026-02-28T23:59:59'))).toBe(13);
    expect(fullAge(leapling, kst('2026-03-01T00:00:00'))).toBe(14);
    expect(fullAge(leapling, kst('2028-02-28T12:00:00'))).toBe(15);
    expect(fullAge(leapling, kst('2028-02-29T00:00:00'))).toBe(16);
    expect(isUnder14(leapling, kst('2026-02-28T12:00:00'))).toBe(true);
    expect(isUnder14(leapling, kst('2026-03-01T12:00:00'))).toBe(false);
  });

  it('is zero on the day of birth', () => {
    expect(fullAge(born('2024-02-29'), kst('2024-02-29T08:00:00'))).toBe(0);
  });
});

describe('parseBirthDate', () => {
  it('reads YYYY-MM-DD and YYYYMMDD and writes YYYY-MM-DD', () => {
    expect(parseBirthDate('1990-01-02')).toEqual({ year: 1990, month: 1, day: 2 });
    expect(parseBirthDate('19900102')).toEqual({ year: 1990, month: 1, day: 2 });
    expect(formatBirthDate({ year: 1990, month: 1, day: 2 })).toBe('1990-01-02');
  });

  it('refuses days that do not exist, odd shapes and dates after today', () => {
    for (const text of ['2023-02-29', '1990-13-01', '1990-04-31', '1990-1-2', '90-01-02', '', '1899-12-31']) {
      expect(parseBirthDate(text), text).toBeNull();
    }
    expect(parseBirthDate('2024-02-29')).not.toBeNull();
    const today = { year: 2024, month: 6, day: 15 };
    expect(parseBirthDate('2024-06-15', today)).not.toBeNull();
    expect(parseBirthDate('2024-06-16', today)).toBeNull();
  });
});
