import { describe, expect, it } from 'vitest';
import { periodWindow, realtimeWindow } from './windows.ts';

const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);
const from = (period: 'day' | 'week' | 'month', now: string) =>
  periodWindow(period, kst(now)).from.toISOString();

describe('ranking periods (Seoul calendar)', () => {
  it('start today at Seoul midnight, which is 15:00 UTC the day before', () => {
    expect(from('day', '2024-06-01T00:00')).toBe('2024-05-31T15:00:00.000Z');
    expect(from('day', '2024-05-31T23:59:59.999')).toBe('2024-05-30T15:00:00.000Z');
    expect(periodWindow('day', kst('2024-06-01T10:00')).to).toEqual(kst('2024-06-01T10:00'));
  });

  it('start the week on Monday', () => {
    // 2024-06-03 is a Monday; 06-09 the Sunday after it.
    expect(from('week', '2024-06-03T00:00')).toBe(kst('2024-06-03T00:00').toISOString());
    expect(from('week', '2024-06-09T23:59')).toBe(kst('2024-06-03T00:00').toISOString());
    expect(from('week', '2024-06-02T23:59')).toBe(kst('2024-05-27T00:00').toISOString());
    // Across a month and a year.
    expect(from('week', '2025-01-01T09:00')).toBe(kst('2024-12-30T00:00').toISOString());
  });

  it('start the month on its first day', () => {
    expect(from('month', '2024-03-01T00:00')).toBe(kst('2024-03-01T00:00').toISOString());
    expect(from('month', '2024-02-29T23:59')).toBe(kst('2024-02-01T00:00').toISOString());
    // 2024-01-31 23:30 UTC is already February 1 in Seoul.
    expect(periodWindow('month', new Date('2024-01-31T23:30:00Z')).from).toEqual(kst('2024-02-01T00:00'));
  });
});

describe('realtime window', () => {
  it('covers the current hour bucket and the five before it', () => {
    const window = realtimeWindow(kst('2024-03-15T12:10'));
    expect(window.from).toEqual(kst('2024-03-15T07:00'));
    expect(window.to).toEqual(kst('2024-03-15T12:10'));
    expect(realtimeWindow(kst('2024-03-15T12:00')).from).toEqual(kst('2024-03-15T07:00'));
  });
});
