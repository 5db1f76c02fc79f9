import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NIGHT_WINDOW,
  insideNightWindow,
  parseNightWindow,
  shouldStartNightTimer,
} from './night-window.ts';

/** An instant given on the Seoul clock. */
const kst = (text: string) => new Date(`${text}+09:00`).getTime();
const night = { fromHour: 23, toHour: 6 };

describe('the night window', () => {
  it('crosses midnight: late evening and early morning are inside, the day is not', () => {
    expect(insideNightWindow(night, kst('2026-12-01T23:30:00'))).toBe(true);
    expect(insideNightWindow(night, kst('2026-12-02T00:00:00'))).toBe(true);
    expect(insideNightWindow(night, kst('2026-12-02T03:15:00'))).toBe(true);
    expect(insideNightWindow(night, kst('2026-12-02T12:00:00'))).toBe(false);
    expect(insideNightWindow(night, kst('2026-12-02T22:59:59'))).toBe(false);
  });

  it('holds its first hour and not its last', () => {
    expect(insideNightWindow(night, kst('2026-12-01T23:00:00'))).toBe(true);
    expect(insideNightWindow(night, kst('2026-12-02T05:59:59'))).toBe(true);
    expect(insideNightWindow(night, kst('2026-12-02T06:00:00'))).toBe(false);
  });

  it('reads the Seoul clock whatever the UTC date: 23:30 KST is 14:30 UTC', () => {
    expect(insideNightWindow(night, Date.parse('2026-12-01T14:30:00Z'))).toBe(true);
    expect(insideNightWindow(night, Date.parse('2026-12-01T21:00:00Z'))).toBe(false);
  });

  it('has no daylight saving: the same hours in summer and winter', () => {
    for (const date of ['2026-03-29', '2026-06-21', '2026-10-25', '2026-12-21']) {
      expect(insideNightWindow(night, kst(`${date}T23:00:00`)), date).toBe(true);
      expect(insideNightWindow(night, kst(`${date}T06:00:00`)), date).toBe(false);
    }
  });

  it('a window inside one day (1–5) and one of equal hours (the whole day)', () => {
    const early = { fromHour: 1, toHour: 5 };
    expect(insideNightWindow(early, kst('2026-12-02T00:59:00'))).toBe(false);
    expect(insideNightWindow(early, kst('2026-12-02T01:00:00'))).toBe(true);
    expect(insideNightWindow(early, kst('2026-12-02T05:00:00'))).toBe(false);
    const always = { fromHour: 22, toHour: 22 };
    expect(insideNightWindow(always, kst('2026-12-02T12:00:00'))).toBe(true);
  });

  it('starts the timer only when on, at night, and no timer runs', () => {
    const on = { ...DEFAULT_NIGHT_WINDOW, enabled: true };
    const at = kst('2026-12-02T01:00:00');
    expect(shouldStartNightTimer(on, false, at)).toBe(true);
    expect(shouldStartNightTimer(on, true, at)).toBe(false);
    expect(shouldStartNightTimer(DEFAULT_NIGHT_WINDOW, false, at)).toBe(false);
    expect(shouldStartNightTimer(on, false, kst('2026-12-02T13:00:00'))).toBe(false);
  });

  it('reads what it stored and falls back on anything malformed', () => {
    expect(parseNightWindow(JSON.stringify({ enabled: true, fromHour: 22, toHour: 5, minutes: 45 }))).toEqual(
      {
        enabled: true,
        fromHour: 22,
        toHour: 5,
        minutes: 45,
      },
    );
    expect(
      parseNightWindow(JSON.stringify({ enabled: 'yes', fromHour: 24, toHour: -1, minutes: 7 })),
    ).toEqual(DEFAULT_NIGHT_WINDOW);
    expect(parseNightWindow('{')).toEqual(DEFAULT_NIGHT_WINDOW);
    expect(parseNightWindow(null)).toEqual(DEFAULT_NIGHT_WINDOW);
  });
});
