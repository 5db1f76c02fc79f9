import { describe, expect, it } from 'vitest';
import { isPopupWindowOpen, isRecent, isWithin24Hours, minutesToMidnight, POPUP_WINDOW } from './windows.ts';

const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('isWithin24Hours', () => {
  const now = kst('2024-06-15T12:00:00');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('includes now and anything under 24 hours ago', () => {
    expect(isWithin24Hours(now, now)).toBe(true);
    expect(isWithin24Hours(ago(23 * HOUR + 59 * 60 * 1000), now)).toBe(true);
    expect(isWithin24Hours(ago(DAY - 1), now)).toBe(true);
  });

  it('excludes exactly 24 hours ago and earlier', () => {
    expect(isWithin24Hours(ago(DAY), now)).toBe(false);
    expect(isWithin24Hours(ago(3 * DAY), now)).toBe(false);
  });

  it('excludes future dates', () => {
    expect(isWithin24Hours(ago(-1), now)).toBe(false);
  });

  it('accepts strings and numbers', () => {
    expect(isWithin24Hours('2024-06-14T12:00:00.001+09:00', now.getTime())).toBe(true);
  });
});

describe('isRecent', () => {
  it('includes the same wall-clock time one month earlier and excludes anything before it', () => {
    const now = kst('2024-06-15T12:00:00');
    expect(isRecent(kst('2024-05-15T12:00:00'), now)).toBe(true);
    expect(isRecent(kst('2024-05-15T11:59:59.999'), now)).toBe(false);
    expect(isRecent(kst('2024-06-01T00:00:00'), now)).toBe(true);
  });

  it('includes now and excludes the future', () => {
    const now = kst('2024-06-15T12:00:00');
    expect(isRecent(now, now)).toBe(true);
    expect(isRecent(new Date(now.getTime() + 1), now)).toBe(false);
  });

  it('clamps to the last day of a shorter previous month', () => {
    const now = kst('2024-03-31T10:00:00');
    expect(isRecent(kst('2024-02-29T10:00:00'), now)).toBe(true);
    expect(isRecent(kst('2024-02-29T09:59:59'), now)).toBe(false);

    const commonYear = kst('2023-03-30T10:00:00');
    expect(isRecent(kst('2023-02-28T10:00:00'), commonYear)).toBe(true);
    expect(isRecent(kst('2023-02-28T09:59:59'), commonYear)).toBe(false);

    const may31 = kst('2024-05-31T00:00:00');
    expect(isRecent(kst('2024-04-30T00:00:00'), may31)).toBe(true);
    expect(isRecent(kst('2024-04-29T23:59:59'), may31)).toBe(false);
  });

  it('rolls January back into December of the previous year', () => {
    const now = kst('2024-01-15T08:00:00');
    expect(isRecent(kst('2023-12-15T08:00:00'), now)).toBe(true);
    expect(isRecent(kst('2023-12-15T07:59:59'), now)).toBe(false);
  });

  it('measures the month on the Seoul calendar', () => {
    // now is 2024-03-01 01:00 in Seoul, still Feb 29 16:00 in UTC. A month back in Seoul is Feb 1 01:00 KST.
    const now = new Date('2024-02-29T16:00:00Z');
    expect(isRecent(kst('2024-02-01T01:00:00'), now)).toBe(true);
    expect(isRecent(kst('2024-02-01T00:59:59'), now)).toBe(false);
  });
});

describe('minutesToMidnight', () => {
  it('counts whole minutes to the next Seoul midnight, rounding down', () => {
    expect(minutesToMidnight(kst('2024-06-15T12:00:00'))).toBe(720);
    expect(minutesToMidnight(kst('2024-06-15T23:00:00'))).toBe(60);
    expect(minutesToMidnight(kst('2024-06-15T23:58:30'))).toBe(1);
    expect(minutesToMidnight(kst('2024-06-15T23:59:00'))).toBe(1);
    expect(minutesToMidnight(kst('2024-06-15T00:01:00.001'))).toBe(1438);
  });

  it('returns 1439 at exactly midnight (spec: 1439 when zero)', () => {
    expect(minutesToMidnight(kst('2024-06-15T00:00:00'))).toBe(1439);
  });

  it('returns 1439 during 23:59 once less than a minute is left', () => {
    expect(minutesToMidnight(kst('2024-06-15T23:59:00.001'))).toBe(1439);
    expect(minutesToMidnight(kst('2024-06-15T23:59:30'))).toBe(1439);
    expect(minutesToMidnight(kst('2024-06-15T23:59:59.999'))).toBe(1439);
  });

  it('returns 1439 just after midnight by rounding down', () => {
    expect(minutesToMidnight(kst('2024-06-15T00:00:30'))).toBe(1439);
    expect(minutesToMidnight(kst('2024-06-15T00:01:00'))).toBe(1439);
  });

  it('uses Seoul midnight, not UTC midnight', () => {
    // 00:00 UTC is 09:00 in Seoul: 15 hours left.
    expect(minutesToMidnight('2024-06-15T00:00:00Z')).toBe(900);
    // 15:00 UTC is Seoul midnight.
    expect(minutesToMidnight('2024-06-15T15:00:00Z')).toBe(1439);
  });

  it('stays within 1-1439 across a whole day', () => {
    const start = kst('2024-06-15T00:00:00').getTime();
    for (let second = 0; second < 24 * 60 * 60; second += 7) {
      const minutes = minutesToMidnight(start + second * 1000);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(1439);
    }
  });

  it('works before 1970 as well', () => {
    expect(minutesToMidnight(kst('1969-12-31T12:00:00'))).toBe(720);
  });
});

describe('isPopupWindowOpen', () => {
  it('spans 2024-06-06 12:00 to 2024-06-07 01:59 in Seoul', () => {
    expect(POPUP_WINDOW.start.toISOString()).toBe('2024-06-06T03:00:00.000Z');
    expect(POPUP_WINDOW.end.toISOString()).toBe('2024-06-06T17:00:00.000Z');
  });

  it('opens at 12:00:00', () => {
    expect(isPopupWindowOpen(kst('2024-06-06T11:59:59'))).toBe(false);
    expect(isPopupWindowOpen(kst('2024-06-06T11:59:59.999'))).toBe(false);
    expect(isPopupWindowOpen(kst('2024-06-06T12:00:00'))).toBe(true);
  });

  it('stays open through midnight and the whole 01:59 minute', () => {
    expect(isPopupWindowOpen(kst('2024-06-06T23:59:59'))).toBe(true);
    expect(isPopupWindowOpen(kst('2024-06-07T00:00:00'))).toBe(true);
    expect(isPopupWindowOpen(kst('2024-06-07T01:59:00'))).toBe(true);
    expect(isPopupWindowOpen(kst('2024-06-07T01:59:59'))).toBe(true);
    expect(isPopupWindowOpen(kst('2024-06-07T01:59:59.999'))).toBe(true);
  });

  it('closes at 02:00:00', () => {
    expect(isPopupWindowOpen(kst('2024-06-07T02:00:00'))).toBe(false);
    expect(isPopupWindowOpen(kst('2024-06-07T12:00:00'))).toBe(false);
  });

  it('is closed on other days at the same hours', () => {
    expect(isPopupWindowOpen(kst('2024-06-05T13:00:00'))).toBe(false);
    expect(isPopupWindowOpen(kst('2025-06-06T13:00:00'))).toBe(false);
  });

  it('uses Seoul time: 12:00 UTC on June 6 is 21:00 in Seoul', () => {
    expect(isPopupWindowOpen('2024-06-06T12:00:00Z')).toBe(true);
    expect(isPopupWindowOpen('2024-06-06T02:59:59Z')).toBe(false);
    expect(isPopupWindowOpen('2024-06-06T16:59:59Z')).toBe(true);
    expect(isPopupWindowOpen('2024-06-06T17:00:00Z')).toBe(false);
  });

  it('accepts a custom window', () => {
    const window = { start: kst('2024-01-01T00:00:00'), end: kst('2024-01-02T00:00:00') };
    expect(isPopupWindowOpen(kst('2024-01-01T23:59:59'), window)).toBe(true);
    expect(isPopupWindowOpen(kst('2024-01-02T00:00:00'), window)).toBe(false);
  });
});
