import { describe, expect, it } from 'vitest';
import { createDailySet, createSeenWindow } from './seen.ts';

const MINUTE = 60_000;

describe('seen window', () => {
  it('counts the first sighting, and again only after a gap as long as the window', () => {
    const seen = createSeenWindow({ windowMs: 30 * MINUTE });
    expect(seen.first('a', 0)).toBe(true);
    expect(seen.first('b', 0)).toBe(true);
    // Sliding: a sighting every 20 minutes keeps it one play for an hour.
    expect(seen.first('a', 20 * MINUTE)).toBe(false);
    expect(seen.first('a', 40 * MINUTE)).toBe(false);
    expect(seen.first('a', 60 * MINUTE)).toBe(false);
    expect(seen.first('a', 90 * MINUTE)).toBe(true);
    expect(seen.touch('a', 91 * MINUTE)).toBe(90 * MINUTE);
  });

  it('forgets expired keys and never holds more than maxKeys', () => {
    const seen = createSeenWindow({ windowMs: MINUTE, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) seen.first(key, 0);
    expect(seen.size).toBe(3);
    seen.first('d', 1);
    expect(seen.size).toBe(3);
    expect(seen.first('a', 2)).toBe(true);
    seen.first('e', 2 * MINUTE);
    expect(seen.size).toBe(1);
  });
});

describe('daily set', () => {
  it('adds a key once per day and starts over on a new day', () => {
    const daily = createDailySet();
    expect(daily.add('2025-03-10', 'v1')).toBe(true);
    expect(daily.add('2025-03-10', 'v1')).toBe(false);
    expect(daily.add('2025-03-10', 'v2')).toBe(true);
    expect(daily.add('2025-03-11', 'v1')).toBe(true);
  });
});
