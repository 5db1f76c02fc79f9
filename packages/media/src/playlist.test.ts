import { describe, expect, it } from 'vitest';
import { audioLadder, videoLadder } from './ladder.ts';
import { countSegments, masterPlaylist, parseMasterPlaylist, parseMediaPlaylist } from './playlist.ts';

// As ffmpeg 5.1 writes them.
const MASTER = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"
v360/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=3220800,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"
v720/index.m3u8

`;

const MEDIA = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x00000000000000000000000000000000
#EXTINF:4.010667,
seg_00000.ts
#EXTINF:3.989333,
seg_00001.ts
#EXTINF:2.000000,
seg_00002.ts
#EXT-X-ENDLIST
`;

describe('parseMasterPlaylist', () => {
  it('reads every variant with bandwidth, codecs (commas inside quotes) and resolution', () => {
    expect(parseMasterPlaylist(MASTER).variants).toEqual([
      {
        uri: 'v360/index.m3u8',
        bandwidth: 1_020_800,
        averageBandwidth: null,
        codecs: 'avc1.64001e,mp4a.40.2',
        resolution: { width: 640, height: 360 },
      },
      {
        uri: 'v720/index.m3u8',
        bandwidth: 3_220_800,
        averageBandwidth: null,
        codecs: 'avc1.64001f,mp4a.40.2',
        resolution: { width: 1280, height: 720 },
      },
    ]);
    expect(parseMasterPlaylist('#EXTM3U\n').variants).toEqual([]);
  });
});

describe('parseMediaPlaylist / countSegments', () => {
  it('counts segments, sums durations and reads the key', () => {
    expect(parseMediaPlaylist(MEDIA)).toEqual({
      targetDuration: 4,
      segmentCount: 3,
      segments: ['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts'],
      durations: [4.010667, 3.989333, 2],
      durationSec: 10,
      key: { method: 'AES-128', uri: '../key', iv: '0x00000000000000000000000000000000' },
      endList: true,
    });
    expect(countSegments(MEDIA)).toBe(3);
    expect(countSegments(MEDIA.replace(/\n/g, '\r\n'))).toBe(3);
  });

  it('handles an unencrypted, unfinished playlist', () => {
    const info = parseMediaPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.0,\nseg_00000.ts\n');
    expect(info).toMatchObject({
      targetDuration: 6,
      segmentCount: 1,
      durationSec: 6,
      key: null,
      endList: false,
    });
  });
});

describe('masterPlaylist', () => {
  it('writes what ffmpeg writes, and reads back', () => {
    const video = videoLadder({ codec: 'h264', width: 1280, height: 720, frameRate: 30 });
    expect(masterPlaylist(video)).toBe(MASTER);
    const audio = audioLadder(null);
    expect(parseMasterPlaylist(masterPlaylist(audio)).variants).toEqual(
      audio.map((r) => ({
        uri: `${r.name}/index.m3u8`,
        bandwidth: r.bandwidth,
        averageBandwidth: null,
        codecs: 'mp4a.40.2',
        resolution: null,
      })),
    );
  });

  it('names AVERAGE-BANDWIDTH when the renditions were measured', () => {
    const measured = audioLadder(null).map((r) => ({ ...r, bandwidth: 73_125, averageBandwidth: 72_250 }));
    const text = masterPlaylist(measured);
    expect(text).toContain('#EXT-X-STREAM-INF:BANDWIDTH=73125,AVERAGE-BANDWIDTH=72250,CODECS="mp4a.40.2"');
    expect(parseMasterPlaylist(text).variants[0]).toMatchObject({
      bandwidth: 73_125,
      averageBandwidth: 72_250,
    });
  });
});
