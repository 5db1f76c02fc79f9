import { describe, expect, it } from 'vitest';
import { previewSegmentCount } from '#api/modules/media';
import { DEMO_PLAYLISTS } from './demo-data.ts';

// The demo catalog is for trying the product for real (issue 15): ASMR sessions long enough for
// resume, the sleep timer and loops, and paid episodes whose preview leaves most of them locked.
describe('the demo catalog', () => {
  it('gives every ASMR playlist sessions of several minutes', () => {
    for (const playlist of DEMO_PLAYLISTS.filter((item) => item.mediaType === 'audio')) {
      expect(playlist.episodeSec, playlist.title).toBeGreaterThanOrEqual(180);
    }
  });

  it('shows 기다무 (24 h, the newest excluded) on one paid playlist and 대여 on another (issue 38)', () => {
    const waitFree = DEMO_PLAYLISTS.filter((playlist) => playlist.waitFree);
    expect(waitFree.map((playlist) => [playlist.price > 0, playlist.waitFree])).toEqual([
      [true, { hours: 24, excludeNewest: 1, rentalHours: 72 }],
    ]);
    const rentable = DEMO_PLAYLISTS.filter((playlist) => playlist.rental);
    expect(rentable).toHaveLength(1);
    expect(rentable[0]!.rental!.price).toBeLessThan(rentable[0]!.price);
  });

  it('keeps at least four fifths of every paid episode behind the unlock', () => {
    for (const playlist of DEMO_PLAYLISTS.filter((item) => item.price > 0)) {
      const segmentSec = 4;
      const segments = previewSegmentCount({
        durationSec: playlist.episodeSec,
        segmentSec,
        segmentCount: Math.ceil(playlist.episodeSec / segmentSec),
      });
      expect(segments * segmentSec, playlist.title).toBeLessThanOrEqual(playlist.episodeSec * 0.2);
      expect(playlist.episodeSec, playlist.title).toBeGreaterThanOrEqual(30);
    }
  });
});
