import { describe, expect, it } from 'vitest';
import { clientKey, periodEndAfter, periodKey } from './periods.ts';

const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);

/** Follows a subscription's period ends from `start`, `count` months on. */
function chain(start: string, count: number): string[] {
  const ends: string[] = [];
  let at = kst(start);
  for (let index = 0; index < count; index += 1) {
    at = periodEndAfter(at);
    ends.push(new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 16));
  }
  return ends;
}

describe('subscription periods (spec section 9 "Next payment date")', () => {
  it('ends one month later at the same Seoul time of day', () => {
    expect(chain('2024-04-15T10:30:00', 3)).toEqual([
      '2024-05-15T10:30',
      '2024-06-15T10:30',
      '2024-07-15T10:30',
    ]);
  });

  it('jumps to the last day of next month from the 29th, 30th and 31st', () => {
    expect(chain('2024-04-29T08:00:00', 1)).toEqual(['2024-05-31T08:00']);
    expect(chain('2024-04-30T08:00:00', 1)).toEqual(['2024-05-31T08:00']);
    expect(chain('2024-05-31T08:00:00', 1)).toEqual(['2024-06-30T08:00']);
    expect(chain('2024-12-31T23:59:00', 1)).toEqual(['2025-01-31T23:59']);
  });

  it('lands on Feb 29 in a leap year, then keeps to month ends', () => {
    expect(chain('2024-01-29T12:00:00', 4)).toEqual([
      '2024-02-29T12:00',
      '2024-03-31T12:00',
      '2024-04-30T12:00',
      '2024-05-31T12:00',
    ]);
  });

  it('lands on Feb 28 in a common year, and then keeps the 28th (the rule taken literally)', () => {
    expect(chain('2023-01-31T12:00:00', 3)).toEqual([
      '2023-02-28T12:00',
      '2023-03-28T12:00',
      '2023-04-28T12:00',
    ]);
  });

  it('reads the day in Seoul, not UTC', () => {
    // 2024-01-28T15:30Z is Jan 29 00:30 in Seoul: the end of February.
    const end = periodEndAfter(new Date('2024-01-28T15:30:00Z'));
    expect(end.toISOString()).toBe('2024-02-28T15:30:00.000Z');
  });

  it('keys a paid month by its subscription and Seoul start date', () => {
    expect(periodKey(42, kst('2024-02-29T00:30:00'))).toBe('sub:42:2024-02-29');
    expect(clientKey(7, 'retry-key-1')).toBe('sub:channel:7:client:retry-key-1');
  });
});
