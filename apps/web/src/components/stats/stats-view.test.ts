import { describe, expect, it } from 'vitest';
import { changeOf, chartBars, periodLength, presetPeriod, shortDate } from './stats-view.ts';

const day = (date: string, plays: number) => ({
  date,
  plays,
  visits: 0,
  visitors: 0,
  playtimeSec: 0,
  likes: 0,
  purchases: 0,
  hearts: 0,
  newFollowers: 0,
});

describe('stats view helpers', () => {
  it('takes presets in Seoul days, today included', () => {
    // 00:30 on the 25th in Seoul.
    expect(presetPeriod(7, new Date('2026-11-24T15:30:00Z'))).toEqual({
      startDt: '2026-11-19',
      endDt: '2026-11-25',
    });
    expect(presetPeriod(30, new Date('2026-03-01T03:00:00Z'))).toEqual({
      startDt: '2026-01-31',
      endDt: '2026-03-01',
    });
    expect(periodLength('2026-11-19', '2026-11-25')).toBe(7);
    expect(periodLength('2026-02-27', '2026-03-02')).toBe(4);
  });

  it('compares with the period before in whole percents', () => {
    expect(changeOf(5, 5)).toEqual({ kind: 'same' });
    expect(changeOf(3, 0)).toEqual({ kind: 'new' });
    expect(changeOf(15, 10)).toEqual({ kind: 'up', percent: 50 });
    expect(changeOf(1, 3)).toEqual({ kind: 'down', percent: 67 });
    expect(changeOf(0, 4)).toEqual({ kind: 'down', percent: 100 });
  });

  it('scales bars to the highest day, and keeps an empty period flat', () => {
    expect(chartBars([day('2026-11-24', 2), day('2026-11-25', 8)], 'plays').map((bar) => bar.ratio)).toEqual([
      0.25, 1,
    ]);
    expect(chartBars([day('2026-11-24', 0)], 'plays')[0]!.ratio).toBe(0);
    expect(shortDate('2026-11-05')).toBe('11.05');
  });
});
