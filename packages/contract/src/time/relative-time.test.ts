import { describe, expect, it } from 'vitest';
import { boardRelativeTime, relativeTime } from './relative-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// 2024-06-15 12:00 in Seoul.
const now = new Date('2024-06-15T12:00:00+09:00');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('says 방금 전 under 60 seconds', () => {
    expect(relativeTime(now, now)).toBe('방금 전');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('방금 전');
    expect(relativeTime(ago(60 * SECOND - 1), now)).toBe('방금 전');
  });

  it('switches to minutes at 60 seconds', () => {
    expect(relativeTime(ago(60 * SECOND), now)).toBe('1분 전');
    expect(relativeTime(ago(119 * SECOND), now)).toBe('1분 전');
    expect(relativeTime(ago(2 * MINUTE), now)).toBe('2분 전');
  });

  it('says 59분 전 at 59 minutes and 1시간 전 at 60 minutes', () => {
    expect(relativeTime(ago(59 * MINUTE), now)).toBe('59분 전');
    expect(relativeTime(ago(60 * MINUTE - 1), now)).toBe('59분 전');
    expect(relativeTime(ago(60 * MINUTE), now)).toBe('1시간 전');
  });

  it('says 23시간 전 at 23 h 59 m and 1일 전 at 24 h', () => {
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23시간 전');
    expect(relativeTime(ago(DAY - 1), now)).toBe('23시간 전');
    expect(relativeTime(ago(DAY), now)).toBe('1일 전');
  });

  it('says 6일 전 at 6 days and 1주 전 at 7 days', () => {
    expect(relativeTime(ago(6 * DAY), now)).toBe('6일 전');
    expect(relativeTime(ago(7 * DAY - 1), now)).toBe('6일 전');
    expect(relativeTime(ago(7 * DAY), now)).toBe('1주 전');
    expect(relativeTime(ago(13 * DAY), now)).toBe('1주 전');
    expect(relativeTime(ago(14 * DAY), now)).toBe('2주 전');
  });

  it('says 3주 전 at 27 days and shows the date from 28 days', () => {
    expect(relativeTime(ago(27 * DAY), now)).toBe('3주 전');
    expect(relativeTime(ago(28 * DAY - 1), now)).toBe('3주 전');
    expect(relativeTime(ago(28 * DAY), now)).toBe('24.05.18');
    expect(relativeTime('2023-01-05T10:00:00+09:00', now)).toBe('23.01.05');
  });

  it('shows the Seoul calendar date, not the UTC one', () => {
    // 2024-01-01T16:00Z is 2024-01-02 01:00 in Seoul.
    expect(relativeTime('2024-01-01T16:00:00Z', now)).toBe('24.01.02');
    // 2024-01-01T14:59:59Z is still 2024-01-01 23:59:59 in Seoul.
    expect(relativeTime('2024-01-01T14:59:59Z', now)).toBe('24.01.01');
  });

  it('counts elapsed time, not calendar days', () => {
    const lateNight = new Date('2024-06-15T00:30:00+09:00');
    // Yesterday 23:30 in Seoul, one hour earlier: a different calendar day but only an hour ago.
    expect(relativeTime('2024-06-14T23:30:00+09:00', lateNight)).toBe('1시간 전');
  });

  it('says 방금 전 for future dates (clock skew)', () => {
    expect(relativeTime(ago(-5 * SECOND), now)).toBe('방금 전');
    expect(relativeTime(ago(-3 * DAY), now)).toBe('방금 전');
  });

  it('accepts Date, string and number', () => {
    const date = ago(5 * MINUTE);
    expect(relativeTime(date, now)).toBe('5분 전');
    expect(relativeTime(date.toISOString(), now.toISOString())).toBe('5분 전');
    expect(relativeTime(date.getTime(), now.getTime())).toBe('5분 전');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('방금 전');
    expect(relativeTime(Date.now() - 3 * HOUR - 5 * SECOND)).toBe('3시간 전');
  });

  it('throws on an invalid date', () => {
    expect(() => relativeTime('yesterday', now)).toThrow(RangeError);
  });
});

describe('boardRelativeTime', () => {
  it('matches relativeTime below 24 hours', () => {
    expect(boardRelativeTime(ago(59 * SECOND), now)).toBe('방금 전');
    expect(boardRelativeTime(ago(60 * SECOND), now)).toBe('1분 전');
    expect(boardRelativeTime(ago(59 * MINUTE), now)).toBe('59분 전');
    expect(boardRelativeTime(ago(60 * MINUTE), now)).toBe('1시간 전');
    expect(boardRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23시간 전');
  });

  it('shows the date from 24 hours, with no days or weeks', () => {
    expect(boardRelativeTime(ago(DAY - 1), now)).toBe('23시간 전');
    expect(boardRelativeTime(ago(DAY), now)).toBe('24.06.14');
    expect(boardRelativeTime(ago(6 * DAY), now)).toBe('24.06.09');
    expect(boardRelativeTime(ago(7 * DAY), now)).toBe('24.06.08');
    expect(boardRelativeTime(ago(27 * DAY), now)).toBe('24.05.19');
  });

  it('shows the Seoul calendar date', () => {
    expect(boardRelativeTime('2024-01-01T16:00:00Z', now)).toBe('24.01.02');
  });

  it('says 방금 전 for future dates', () => {
    expect(boardRelativeTime(ago(-DAY), now)).toBe('방금 전');
  });
});
