import { describe, expect, it } from 'vitest';
import { audioLadder, ladder, videoLadder } from './ladder.ts';
import type { ProbeResult } from './run.ts';

const stereo = (bitRate: number | null) => ({
  codec: 'aac',
  sampleRate: 44_100,
  channels: 2,
  channelLayout: 'stereo',
  bitRate,
});

describe('audio ladder', () => {
  it('is 64/128/256 kb/s AAC-LC with ffmpeg-style BANDWIDTH', () => {
    expect(ladder({ durationSec: 60, audio: stereo(320_000) })).toEqual([
      { kind: 'audio', name: 'a64', bandwidth: 70_400, codecs: 'mp4a.40.2', audioBitrate: 64_000 },
      { kind: 'audio', name: 'a128', bandwidth: 140_800, codecs: 'mp4a.40.2', audioBitrate: 128_000 },
      { kind: 'audio', name: 'a256', bandwidth: 281_600, codecs: 'mp4a.40.2', audioBitrate: 256_000 },
    ]);
  });

  it('drops rungs clearly above the source bit rate but always keeps 64k', () => {
    const names = (rate: number | null) => audioLadder(rate).map((r) => r.name);
    expect(names(null)).toEqual(['a64', 'a128', 'a256']);
    expect(names(1_411_200)).toEqual(['a64', 'a128', 'a256']); // WAV
    expect(names(192_000)).toEqual(['a64', 'a128', 'a256']);
    expect(names(128_000)).toEqual(['a64', 'a128']);
    expect(names(96_000)).toEqual(['a64', 'a128']);
    expect(names(64_000)).toEqual(['a64']);
    expect(names(24_000)).toEqual(['a64']);
    expect(names(0)).toEqual(['a64', 'a128', 'a256']);
  });

  it('treats an audio file with cover art as audio', () => {
    const withCover: ProbeResult = {
      durationSec: 10,
      audio: stereo(128_000),
      video: { codec: 'mjpeg', width: 600, height: 600, attachedPic: true },
    };
    expect(ladder(withCover).map((r) => r.kind)).toEqual(['audio', 'audio']);
  });
});

describe('video ladder', () => {
  it('1080p source: 360p, 720p, 1080p with High-profile levels in CODECS', () => {
    const rungs = videoLadder({ codec: 'h264', width: 1920, height: 1080, frameRate: 30 });
    expect(rungs.map((r) => [r.name, r.width, r.height, r.codecs, r.level])).toEqual([
      ['v360', 640, 360, 'avc1.64001e,mp4a.40.2', '3.0'],
      ['v720', 1280, 720, 'avc1.64001f,mp4a.40.2', '3.1'],
      ['v1080', 1920, 1080, 'avc1.640028,mp4a.40.2', '4.0'],
    ]);
    for (const r of rungs) {
      expect(r.audioBitrate).toBe(128_000);
      expect(r.bandwidth).toBe(Math.round((r.videoBitrate! + 128_000) * 1.1));
    }
  });

  it('never upscales: 720p stops at 720, 4K stops at 1080, 360p gets only 360', () => {
    const names = (width: number, height: number) =>
      videoLadder({ codec: 'h264', width, height }).map((r) => r.name);
    expect(names(1280, 720)).toEqual(['v360', 'v720']);
    expect(names(1000, 700)).toEqual(['v360']);
    expect(names(3840, 2160)).toEqual(['v360', 'v720', 'v1080']);
    expect(names(640, 360)).toEqual(['v360']);
  });

  it('below 360p: one rendition at the source size, made even', () => {
    const [only, ...rest] = videoLadder({ codec: 'h264', width: 321, height: 241 });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ name: 'v240', width: 320, height: 240 });
    expect(only!.videoBitrate).toBeGreaterThanOrEqual(200_000);
    expect(only!.videoBitrate).toBeLessThan(800_000);
  });

  it('keeps the aspect ratio with even sizes', () => {
    const rungs = videoLadder({ codec: 'h264', width: 1440, height: 1080 });
    expect(rungs.map((r) => [r.width, r.height])).toEqual([
      [480, 360],
      [960, 720],
      [1440, 1080],
    ]);
    const cinema = videoLadder({ codec: 'h264', width: 1998, height: 1080 });
    for (const r of cinema) expect(r.width! % 2).toBe(0);
  });

  it('portrait and rotated phone videos use the short side and the displayed orientation', () => {
    const portrait = videoLadder({ codec: 'h264', width: 1080, height: 1920 });
    expect(portrait.map((r) => [r.name, r.width, r.height])).toEqual([
      ['v360', 360, 640],
      ['v720', 720, 1280],
      ['v1080', 1080, 1920],
    ]);
    const rotated = videoLadder({ codec: 'h264', width: 1920, height: 1080, rotation: -90 });
    expect(rotated.map((r) => [r.width, r.height])).toEqual(portrait.map((r) => [r.width, r.height]));
  });

  it('picks higher levels for 60 fps and caps the frame rate at 60', () => {
    const fast = videoLadder({ codec: 'h264', width: 1920, height: 1080, frameRate: 59.94 });
    expect(fast.map((r) => r.level)).toEqual(['3.1', '3.2', '4.2']);
    expect(fast.at(-1)?.codecs).toBe('avc1.64002a,mp4a.40.2');
    const tooFast = videoLadder({ codec: 'h264', width: 1280, height: 720, frameRate: 120 });
    expect(tooFast.map((r) => r.frameRate)).toEqual([60, 60]);
  });

  it('uses the video ladder for a video file and rejects an unknown size', () => {
    expect(
      ladder({
        durationSec: 5,
        audio: stereo(128_000),
        video: { codec: 'h264', width: 640, height: 360 },
      }).map((r) => r.name),
    ).toEqual(['v360']);
    expect(() => videoLadder({ codec: 'h264', width: 0, height: 0 })).toThrow(RangeError);
  });
});
