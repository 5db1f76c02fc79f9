import { describe, expect, it } from 'vitest';
import { clampStart, formatMoment, momentPath, parseMoment } from './moment.ts';

describe('moment links: ?t=', () => {
  it('reads whole seconds, units and clocks', () => {
    expect(parseMoment('75')).toBe(75);
    expect(parseMoment('0')).toBe(0);
    expect(parseMoment('75s')).toBe(75);
    expect(parseMoment('1m15s')).toBe(75);
    expect(parseMoment('1m')).toBe(60);
    expect(parseMoment('2h')).toBe(7200);
    expect(parseMoment('1h2m3s')).toBe(3723);
    expect(parseMoment('1H2M3S')).toBe(3723);
    expect(parseMoment('1:15')).toBe(75);
    expect(parseMoment('01:15')).toBe(75);
    expect(parseMoment('75:00')).toBe(4500);
    expect(parseMoment('1:02:03')).toBe(3723);
    expect(parseMoment(' 90 ')).toBe(90);
  });

  it('is no moment when absent, malformed or out of range', () => {
    for (const value of [
      null,
      undefined,
      '',
      ' ',
      'abc',
      '-5',
      '1.5',
      '1e3',
      'h',
      'ms',
      '1:5',
      '1:60',
      '1:60:00',
      '::',
      '1::2',
      '10s5m',
      '100000',
      '25h',
      '0x10',
    ]) {
      expect(parseMoment(value), String(value)).toBeNull();
    }
    expect(parseMoment('86400')).toBe(86_400);
    expect(parseMoment('86401')).toBeNull();
  });

  it('shows a moment as mm:ss under an hour and h:mm:ss from one', () => {
    expect(formatMoment(0)).toBe('00:00');
    expect(formatMoment(75)).toBe('01:15');
    expect(formatMoment(75.9)).toBe('01:15');
    expect(formatMoment(3599)).toBe('59:59');
    expect(formatMoment(3600)).toBe('1:00:00');
    expect(formatMoment(3723)).toBe('1:02:03');
    expect(formatMoment(36_000)).toBe('10:00:00');
    expect(formatMoment(-3)).toBe('00:00');
    expect(formatMoment(Number.NaN)).toBe('00:00');
  });

  it('round-trips what it shows', () => {
    for (const seconds of [0, 5, 75, 599, 3599, 3600, 3723, 86_399]) {
      expect(parseMoment(formatMoment(seconds))).toBe(seconds);
    }
  });

  it('starts within the episode, and a preview never past its end', () => {
    const full = { durationSec: 600, previewSec: null };
    expect(clampStart(75, full)).toBe(75);
    expect(clampStart(0, full)).toBe(0);
    expect(clampStart(-4, full)).toBe(0);
    expect(clampStart(Number.NaN, full)).toBe(0);
    expect(clampStart(599, full)).toBe(599);
    expect(clampStart(600, full)).toBe(0);
    expect(clampStart(900, full)).toBe(0);
    const preview = { durationSec: 600, previewSec: 60 };
    expect(clampStart(30, preview)).toBe(30);
    expect(clampStart(59.5, preview)).toBe(59.5);
    // At or beyond the preview's end: from the beginning of the preview, never beyond it.
    expect(clampStart(60, preview)).toBe(0);
    expect(clampStart(75, preview)).toBe(0);
    expect(clampStart(5000, preview)).toBe(0);
  });

  it('writes the address of a moment in whole seconds', () => {
    expect(momentPath(3, 7, 75.8)).toBe('/playlist/3/7?t=75');
    expect(momentPath(3, 7, -1)).toBe('/playlist/3/7?t=0');
  });
});
