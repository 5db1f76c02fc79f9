import { describe, expect, it } from 'vitest';
import { previewPlaylist, previewSegmentCount, segmentIndex, segmentIvs } from './preview-playlist.ts';

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

const PREVIEW_IV = '0123456789abcdef0123456789abcdef';

describe('the preview length', () => {
  const count = (durationSec: number) =>
    previewSegmentCount({ durationSec, segmentSec: 4, segmentCount: Math.ceil(durationSec / 4) });

  it('is a fifth of a short episode in whole 4-second segments: 8 s of 40 s, 4 s of 20 s', () => {
    expect(count(40)).toBe(2);
    expect(count(20)).toBe(1);
  });

  it('is at most a minute: 60 s of a 10-minute episode', () => {
    expect(count(600)).toBe(15);
    expect(count(4 * 3600)).toBe(15);
  });

  it('rounds down to whole segments, keeps at least one, and never the whole episode', () => {
    expect(count(39)).toBe(1);
    expect(count(10)).toBe(1);
    expect(count(5)).toBe(1);
    expect(count(8)).toBe(1);
    // One segment in all: a preview would be the whole episode, so there is none.
    expect(count(4)).toBe(0);
    expect(count(1.5)).toBe(0);
  });
});

describe('preview playlists', () => {
  it('lists the first segments with the preview IV and an end', () => {
    const cut = previewPlaylist(playlist, 3, PREVIEW_IV);
    expect(cut.segments).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts']);
    expect(cut.durationSec).toBe(12);
    expect(cut.text).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x${PREVIEW_IV}`);
    expect(cut.text).not.toContain('IV=0x00000000000000000000000000000001');
    expect(cut.text).toContain('seg_00002.ts');
    expect(cut.text).not.toContain('seg_00003.ts');
    expect(cut.text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(cut.text.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
  });

  it('leaves a clear playlist without a key', () => {
    const clear = playlist.replace(/#EXT-X-KEY:[^\n]*\n/, '');
    const cut = previewPlaylist(clear, 2, null);
    expect(cut.text).not.toContain('#EXT-X-KEY');
    expect(cut.segments).toHaveLength(2);
  });

  it('knows each segment IV: the one written, else the media sequence number', () => {
    expect(segmentIvs(playlist)[4]!.toString('hex')).toBe('00000000000000000000000000000001');
    const implicit = playlist
      .replace(',IV=0x00000000000000000000000000000001', '')
      .replace('#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-MEDIA-SEQUENCE:7');
    const ivs = segmentIvs(implicit);
    expect(ivs).toHaveLength(30);
    expect(ivs[0]!.toString('hex')).toBe('00000000000000000000000000000007');
    expect(ivs[3]!.toString('hex')).toBe('0000000000000000000000000000000a');
  });

  it('parses only our segment names', () => {
    expect(segmentIndex('seg_00012.ts')).toBe(12);
    expect(segmentIndex('../key')).toBeNull();
    expect(segmentIndex('seg_12.ts')).toBeNull();
    expect(segmentIndex('seg_00012.ts.bak')).toBeNull();
  });
});
