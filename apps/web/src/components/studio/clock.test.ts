import { describe, expect, it } from 'vitest';
import { formatClock, parseClock } from './clock.ts';

describe('parseClock', () => {
  it.each([
    ['0:00', 0],
    ['1:05', 65_000],
    ['12:30.5', 750_500],
    ['1:02:03', 3_723_000],
    ['90', 90_000],
    ['1.25', 1250],
    [' 0:07 ', 7000],
    ['2:03,1', 123_100],
  ])('reads %j as %i ms', (text, ms) => {
    expect(parseClock(text)).toBe(ms);
  });

  it.each(['', '1:60', '1:75:00', 'abc', '-1', '1:2:3:4', '1:05.1234'])('refuses %j', (text) => {
    expect(parseClock(text)).toBeNull();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [65_000, '1:05'],
    [750_500, '12:30.5'],
    [3_723_000, '1:02:03'],
  ])('writes %i ms as %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
    expect(parseClock(text)).toBe(ms);
  });
});
