import { describe, expect, it } from 'vitest';
import { MIN_BAR, peaksToBars } from './peaks.ts';

describe('peaks to bars', () => {
  it('takes the loudest peak of each slice, scaled to 0..1', () => {
    expect(peaksToBars([0, 255, 51, 102], 2)).toEqual([1, 0.4]);
  });

  it('keeps a short loud sound visible when downsampling', () => {
    const peaks = Array.from({ length: 1000 }, () => 0);
    peaks[503] = 255;
    const bars = peaksToBars(peaks, 100);
    expect(bars[50]).toBe(1);
    expect(bars.filter((bar) => bar === 1)).toHaveLength(1);
  });

  it('never goes below the minimum so silence reads as a line', () => {
    expect(peaksToBars([0, 0, 0], 3)).toEqual([MIN_BAR, MIN_BAR, MIN_BAR]);
  });

  it('stretches few peaks over many bars', () => {
    const bars = peaksToBars([255, 0], 4);
    expect(bars).toHaveLength(4);
    expect(bars.slice(0, 2)).toEqual([1, 1]);
    expect(bars.slice(2)).toEqual([MIN_BAR, MIN_BAR]);
  });

  it('draws a flat line without peaks, and nothing for no bars', () => {
    expect(peaksToBars([], 3)).toEqual([MIN_BAR, MIN_BAR, MIN_BAR]);
    expect(peaksToBars([10], 0)).toEqual([]);
  });
});
