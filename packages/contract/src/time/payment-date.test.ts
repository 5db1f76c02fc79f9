import { describe, expect, it } from 'vitest';
import { formatPaymentDate, nextPaymentDate } from './payment-date.ts';

const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);

describe('nextPaymentDate', () => {
  it('keeps the day of month up to the 28th', () => {
    expect(nextPaymentDate(kst('2024-04-15T10:00:00'))).toEqual({ year: 2024, month: 5, day: 15 });
    expect(nextPaymentDate(kst('2024-04-01T00:00:00'))).toEqual({ year: 2024, month: 5, day: 1 });
    expect(nextPaymentDate(kst('2024-04-28T23:59:59'))).toEqual({ year: 2024, month: 5, day: 28 });
    expect(nextPaymentDate(kst('2024-01-28T12:00:00'))).toEqual({ year: 2024, month: 2, day: 28 });
  });

  it('jumps to the last day of next month from the 29th', () => {
    expect(nextPaymentDate(kst('2024-04-29T00:00:00'))).toEqual({ year: 2024, month: 5, day: 31 });
    expect(nextPaymentDate(kst('2024-04-30T12:00:00'))).toEqual({ year: 2024, month: 5, day: 31 });
    expect(nextPaymentDate(kst('2024-05-29T12:00:00'))).toEqual({ year: 2024, month: 6, day: 30 });
  });

  it('handles the 31st', () => {
    expect(nextPaymentDate(kst('2024-05-31T12:00:00'))).toEqual({ year: 2024, month: 6, day: 30 });
    expect(nextPaymentDate(kst('2024-07-31T12:00:00'))).toEqual({ year: 2024, month: 8, day: 31 });
    expect(nextPaymentDate(kst('2024-08-31T12:00:00'))).toEqual({ year: 2024, month: 9, day: 30 });
  });

  it('lands on Feb 29 in a leap year and Feb 28 otherwise', () => {
    expect(nextPaymentDate(kst('2024-01-29T12:00:00'))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(nextPaymentDate(kst('2024-01-30T12:00:00'))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(nextPaymentDate(kst('2024-01-31T12:00:00'))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(nextPaymentDate(kst('2023-01-29T12:00:00'))).toEqual({ year: 2023, month: 2, day: 28 });
    expect(nextPaymentDate(kst('2023-01-31T12:00:00'))).toEqual({ year: 2023, month: 2, day: 28 });
    expect(nextPaymentDate(kst('2100-01-30T12:00:00'))).toEqual({ year: 2100, month: 2, day: 28 });
  });

  it('starts from February as well', () => {
    // Feb 29 is day 29, so it goes to the end of March.
    expect(nextPaymentDate(kst('2024-02-29T12:00:00'))).toEqual({ year: 2024, month: 3, day: 31 });
    // Feb 28 of a common year is the last day but not day 29-31: the spec keeps the day.
    expect(nextPaymentDate(kst('2023-02-28T12:00:00'))).toEqual({ year: 2023, month: 3, day: 28 });
  });

  it('rolls December into January of the next year', () => {
    expect(nextPaymentDate(kst('2024-12-31T12:00:00'))).toEqual({ year: 2025, month: 1, day: 31 });
    expect(nextPaymentDate(kst('2024-12-29T12:00:00'))).toEqual({ year: 2025, month: 1, day: 31 });
    expect(nextPaymentDate(kst('2024-12-15T12:00:00'))).toEqual({ year: 2025, month: 1, day: 15 });
  });

  it('uses the Seoul calendar day, not the UTC one', () => {
    // 2024-01-28T15:00Z is Jan 29 00:00 in Seoul → last day of February.
    expect(nextPaymentDate('2024-01-28T15:00:00Z')).toEqual({ year: 2024, month: 2, day: 29 });
    // 2024-01-28T14:59:59Z is still Jan 28 in Seoul.
    expect(nextPaymentDate('2024-01-28T14:59:59Z')).toEqual({ year: 2024, month: 2, day: 28 });
    // 2024-12-31T15:00Z is already 2025-01-01 in Seoul.
    expect(nextPaymentDate('2024-12-31T15:00:00Z')).toEqual({ year: 2025, month: 2, day: 1 });
  });

  it('accepts epoch milliseconds and defaults to now', () => {
    expect(nextPaymentDate(Date.parse('2024-04-29T09:00:00+09:00'))).toEqual({
      year: 2024,
      month: 5,
      day: 31,
    });
    const result = nextPaymentDate();
    expect(result.month).toBeGreaterThanOrEqual(1);
    expect(result.month).toBeLessThanOrEqual(12);
  });
});

describe('formatPaymentDate', () => {
  it('formats as YYYY.MM.DD with padding', () => {
    expect(formatPaymentDate({ year: 2024, month: 5, day: 31 })).toBe('2024.05.31');
    expect(formatPaymentDate({ year: 2025, month: 1, day: 5 })).toBe('2025.01.05');
  });

  it('composes with nextPaymentDate', () => {
    expect(formatPaymentDate(nextPaymentDate(kst('2024-01-30T08:00:00')))).toBe('2024.02.29');
  });
});
