import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist } from './playlist.ts';
import { bitrateOf } from './segment-bitrate.ts';
import { foldPlaylistTail } from './segment-tail.ts';

// What the npm-shipped ffmpeg 4.1 writes for 12 s of AAC in 4 s segments.
const WRITTEN = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x0f0e0d0c0b0a09080706050403020100
#EXTINF:4.010667,
seg_00000.ts
#EXTINF:3.989333,
seg_00001.ts
#EXTINF:4.010667,
seg_00002.ts
#EXTINF:0.021333,
seg_00003.ts
#EXT-X-ENDLIST
`;

describe('foldPlaylistTail', () => {
  it('folds a 21 ms last segment into the one before, keeping the total and the key', () => {
    const folded = foldPlaylistTail(WRITTEN)!;
    expect(folded).toMatchObject({ removed: 'seg_00003.ts', into: 'seg_00002.ts' });
    const before = parseMediaPlaylist(WRITTEN);
    const after = parseMediaPlaylist(folded.text);
    expect(after.segments).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts']);
    expect(after.durations).toEqual([4.010667, 3.989333, 4.032]);
    expect(after.durationSec).toBeCloseTo(before.durationSec, 6);
    expect(after.targetDuration).toBe(4);
    expect(after.endList).toBe(true);
    expect(after.key).toEqual(before.key);
  });

  it('raises the target duration when the joined segment rounds above it', () => {
    const text = WRITTEN.replace('#EXTINF:0.021333,', '#EXTINF:0.700000,');
    const after = parseMediaPlaylist(foldPlaylistTail(text)!.text);
    expect(after.durations.at(-1)).toBeCloseTo(4.710667, 6);
    expect(after.targetDuration).toBe(5);
  });

  it('leaves a last segment of a second or more, and a single segment, alone', () => {
    expect(foldPlaylistTail(WRITTEN.replace('#EXTINF:0.021333,', '#EXTINF:1.024000,'))).toBeNull();
    const single = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:0.5,\nseg_00000.ts\n#EXT-X-ENDLIST\n';
    expect(foldPlaylistTail(single)).toBeNull();
  });
});

describe('bitrateOf', () => {
  it('declares the largest segment rate as the peak and the whole-rendition rate as the average', () => {
    const measured = bitrateOf([
      { uri: 'seg_00000.ts', bytes: 36_284, durationSec: 4.010667 },
      { uri: 'seg_00001.ts', bytes: 35_720, durationSec: 3.989333 },
      { uri: 'seg_00002.ts', bytes: 36_660, durationSec: 4.032 },
    ]);
    expect(measured.peak).toBe(Math.ceil((36_660 * 8) / 4.032));
    expect(measured.average).toBe(Math.ceil(((36_284 + 35_720 + 36_660) * 8) / 12.032));
    for (const segment of measured.segments)
      expect(measured.peak).toBeGreaterThanOrEqual(segment.bitsPerSecond);
  });
});
