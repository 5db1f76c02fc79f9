import { describe, expect, it } from 'vitest';
import { previewPlaylist, previewSegmentCount, segmentIndex } from './preview-playlist.ts';

const playlist = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x00000000000000000000000000000001',
  ...Array.from({ length: 30 }, (_, i) => [
    `#EXTINF:4.000000,`,
    `seg_${String(i).padStart(5, '0')}.ts`,
  ]).flat(),
  '#EXT-X-ENDLIST',
  '',
].join('\n');

describe('preview playlists', () => {
  it('keeps the segments that start inside the window, with the key and an end', () => {
    const cut = previewPlaylist(playlist, 10);
    expect(cut.segments).toBe(3);
    expect(cut.text).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    expect(cut.text).toContain('seg_00002.ts');
    expect(cut.text).not.toContain('seg_00003.ts');
    expect(cut.text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(cut.text.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
  });

  it('keeps everything when the episode is shorter than the window', () => {
    expect(previewPlaylist(playlist, 600).segments).toBe(30);
  });

  it('always keeps at least one segment and agrees with the segment limit', () => {
    expect(previewPlaylist(playlist, 0).segments).toBe(1);
    expect(previewPlaylist(playlist, 60).segments).toBe(previewSegmentCount(4, 60));
  });

  it('parses only our segment names', () => {
    expect(segmentIndex('seg_00012.ts')).toBe(12);
    expect(segmentIndex('../key')).toBeNull();
    expect(segmentIndex('seg_12.ts')).toBeNull();
    expect(segmentIndex('seg_00012.ts.bak')).toBeNull();
  });
});
