import { describe, expect, it } from 'vitest';
import { nextAnnouncement, percentOf } from './progress-announcer.ts';

describe('nextAnnouncement', () => {
  it('announces each new 10 % step once, however the percent moves', () => {
    const heard: number[] = [];
    let last: number | null = null;
    for (const percent of [0, 1, 4, 9, 10, 11, 19, 23, 23, 57, 58, 99, 100, 100]) {
      const next = nextAnnouncement(percent, last);
      if (next !== null) {
        heard.push(next);
        last = next;
      }
    }
    expect(heard).toEqual([10, 20, 50, 90, 100]);
  });

  it('starts from where a resumed upload already is', () => {
    expect(nextAnnouncement(43, null)).toBe(40);
    expect(nextAnnouncement(47, 40)).toBeNull();
  });
});

describe('percentOf', () => {
  it('shows 100 only at the end', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(250, 1000)).toBe(25);
  });
});
