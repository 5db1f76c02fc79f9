import { describe, expect, it } from 'vitest';
import { dayWord, sleepMarkOffer, sleepMarkWhen } from './sleep-mark-time.ts';

const kst = (text: string) => new Date(`${text}+09:00`).getTime();
const morning = kst('2026-12-02T08:00:00');

describe('the day words of a sleep mark (KST)', () => {
  it('says 어젯밤 for the evening before and for the small hours once it is morning', () => {
    expect(sleepMarkWhen(kst('2026-12-01T23:41:30'), morning)).toBe('어젯밤 23:41');
    expect(sleepMarkWhen(kst('2026-12-01T18:00:00'), morning)).toBe('어젯밤 18:00');
    expect(sleepMarkWhen(kst('2026-12-02T01:10:00'), morning)).toBe('어젯밤 01:10');
  });

  it('says 어제 for the day before before the evening, 오늘 for today', () => {
    expect(sleepMarkWhen(kst('2026-12-01T17:59:00'), morning)).toBe('어제 17:59');
    expect(sleepMarkWhen(kst('2026-12-02T06:00:00'), morning)).toBe('오늘 06:00');
    expect(sleepMarkWhen(kst('2026-12-02T01:10:00'), kst('2026-12-02T03:00:00'))).toBe('오늘 01:10');
  });

  it('gives the date when it is older', () => {
    expect(sleepMarkWhen(kst('2026-11-30T23:41:00'), morning)).toBe('11월 30일 23:41');
    expect(sleepMarkWhen(kst('2025-12-31T23:00:00'), kst('2026-01-02T07:00:00'))).toBe('12월 31일 23:00');
  });

  it('reads Seoul days, not UTC ones: 23:41 KST is 14:41 UTC the same day', () => {
    expect(dayWord(Date.parse('2026-12-01T14:41:00Z'), Date.parse('2026-12-01T23:00:00Z'))).toBe('어젯밤');
    expect(dayWord(Date.parse('2026-12-01T14:41:00Z'), Date.parse('2026-12-01T14:50:00Z'))).toBe('오늘');
  });

  it('crosses months and years', () => {
    expect(dayWord(kst('2026-11-30T23:00:00'), kst('2026-12-01T07:00:00'))).toBe('어젯밤');
    expect(dayWord(kst('2026-12-31T23:30:00'), kst('2027-01-01T09:00:00'))).toBe('어젯밤');
  });

  it('reads a time ahead of now (another device’s clock) as 오늘', () => {
    expect(dayWord(morning + 60_000, morning)).toBe('오늘');
  });

  it('offers the place: "어젯밤 23:41, 12:30에서 멈췄어요"', () => {
    expect(sleepMarkOffer({ at: kst('2026-12-01T23:41:00'), position: 750 }, morning)).toBe(
      '어젯밤 23:41, 12:30에서 멈췄어요',
    );
  });
});
