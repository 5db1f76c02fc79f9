import { describe, expect, it } from 'vitest';
import { createProgressParser, lastStatsTime } from './progress.ts';

describe('lastStatsTime', () => {
  it('reads the last time= of ffmpeg stats lines', () => {
    const stats =
      'size=N/A time=00:00:03.94 bitrate=N/A speed=7.86x    \rsize=N/A time=01:02:08.96 bitrate=N/A speed=8.9x    \r';
    expect(lastStatsTime(stats)).toBeCloseTo(3600 + 120 + 8.96, 6);
    expect(lastStatsTime('frame=  542 fps= 76 q=29.0 size=N/A time=00:00:18 bitrate=N/A')).toBe(18);
  });

  it('ignores N/A, negative times and other text', () => {
    expect(lastStatsTime('size=N/A time=N/A bitrate=N/A')).toBeNull();
    expect(lastStatsTime('time=-00:00:00.02')).toBeNull();
    expect(lastStatsTime('[hls @ 0x1] Opening out/a64/seg_00001.ts for writing')).toBeNull();
  });
});

describe('createProgressParser', () => {
  it('reports only forward movement, across chunk boundaries', () => {
    const seen: number[] = [];
    const feed = createProgressParser((s) => seen.push(s));
    feed('size=N/A time=00:00:01.00 bitrate=N/A\rsize=N/A ti');
    feed('me=00:00:0');
    feed('2.50 bitrate=N/A\r');
    feed('size=N/A time=00:00:02.50 bitrate=N/A\r'); // repeated final report
    feed('[aac @ 0x1] Qavg: 246.637\n');
    feed('size=N/A time=00:00:04.00 bitrate=N/A\r');
    expect(seen).toEqual([1, 2.5, 4]);
  });
});
