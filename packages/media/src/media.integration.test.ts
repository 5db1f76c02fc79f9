// Real ffmpeg/ffprobe: video ladder never upscales, covers come out as JPEGs, uploads are sorted into
// audio / video / not media, and the npm-shipped ffmpeg 4.1 still produces a named, playable package.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfprobe } from './binaries.ts';
import { attachedPictureArgs, hasAttachedPicture, videoCoverArgs } from './cover-extract.ts';
import { ladder } from './ladder.ts';
import { parseMasterPlaylist } from './playlist.ts';
import { probe, runFfmpeg } from './run.ts';
import { channelStats, ffmpegPath, renderAudio, renderVideo, stereoSines } from './test-fixtures.ts';
import { transcodeToHls } from './transcode.ts';
import { validateMedia } from './validate.ts';

const ffprobePath = resolveFfprobe();
const CASE_TIMEOUT = 30_000;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-media-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('video', () => {
  it(
    'a 640×360 clip gets only the 360p rendition, H.264 + stereo AAC, and a cover frame',
    async () => {
      const source = path.join(dir, 'clip.mp4');
      await renderVideo(source, 640, 360, 3);
      const probed = await probe(source, { ffprobePath });
      expect(validateMedia(probed, { sizeBytes: fs.statSync(source).size })).toEqual({
        ok: true,
        kind: 'video',
      });

      const outDir = path.join(dir, 'clip-hls');
      const result = await transcodeToHls({
        input: source,
        outDir,
        probe: probed,
        segmentSec: 2,
        ffmpegPath,
      });
      expect(result.renditions.map((r) => [r.name, r.width, r.height])).toEqual([['v360', 640, 360]]);
      expect([result.width, result.height]).toEqual([640, 360]);
      expect(result.segmentCount).toBe(2);
      expect(result.segmentSec).toBe(2);
      const master = parseMasterPlaylist(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8'));
      expect(master.variants).toEqual([
        {
          uri: 'v360/index.m3u8',
          bandwidth: result.renditions[0]!.bandwidth,
          averageBandwidth: result.renditions[0]!.averageBandwidth,
          codecs: 'avc1.64001e,mp4a.40.2',
          resolution: { width: 640, height: 360 },
        },
      ]);
      const segment = await probe(path.join(outDir, 'v360', 'seg_00000.ts'), { ffprobePath });
      expect(segment.video).toMatchObject({ codec: 'h264', width: 640, height: 360 });
      expect(segment.audio).toMatchObject({ codec: 'aac', sampleRate: 48_000, channels: 2 });

      const cover = path.join(dir, 'clip.jpg');
      await runFfmpeg(videoCoverArgs({ input: source, output: cover, durationSec: probed.durationSec }), {
        ffmpegPath,
      });
      // Narrower than 720: kept at its own width.
      expect(await probe(cover, { ffprobePath })).toMatchObject({ video: { codec: 'mjpeg', width: 640 } });
    },
    CASE_TIMEOUT,
  );

  it(
    'a 1280×720 source is scaled down to 360p and 720p, and its cover to 720 px wide',
    async () => {
      const source = path.join(dir, 'hd.mp4');
      await renderVideo(source, 1280, 720, 2);
      const probed = await probe(source, { ffprobePath });
      expect(ladder(probed).map((r) => r.name)).toEqual(['v360', 'v720']);
      const cover = path.join(dir, 'hd.jpg');
      await runFfmpeg(videoCoverArgs({ input: source, output: cover, durationSec: probed.durationSec }), {
        ffmpegPath,
      });
      expect((await probe(cover, { ffprobePath })).video).toMatchObject({ width: 720, height: 406 });
    },
    CASE_TIMEOUT,
  );
});

describe('what an upload is', () => {
  it('a text file is not media, whether ffprobe fails on it or reads it as ANSI art', async () => {
    const short = path.join(dir, 'note.txt');
    fs.writeFileSync(short, 'hello, this is not a song\n');
    const failed = await probe(short, { ffprobePath }).catch(() => null);
    expect(failed).toBeNull();
    expect(validateMedia(failed)).toEqual({ ok: false, reason: 'not_media' });

    const long = path.join(dir, 'readme.txt');
    fs.writeFileSync(
      long,
      Array.from({ length: 300 }, (_, i) => `line ${i} of a plain text file`).join('\n'),
    );
    const asArt = await probe(long, { ffprobePath });
    expect(asArt.formatName).toBe('tty');
    expect(validateMedia(asArt)).toEqual({ ok: false, reason: 'not_media' });
  });

  it(
    'an MP3 with cover art is audio, and its picture can be taken out',
    async () => {
      const picture = path.join(dir, 'art.png');
      await runFfmpeg(
        ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=1000x1000:d=1', '-frames:v', '1', picture],
        {
          ffmpegPath,
        },
      );
      const tone = path.join(dir, 'tone.wav');
      await renderAudio(stereoSines(440, 660, 2), tone);
      const song = path.join(dir, 'song.mp3');
      await runFfmpeg(
        [
          '-v',
          'error',
          '-y',
          '-i',
          tone,
          '-i',
          picture,
          '-map',
          '0:a',
          '-map',
          '1:v',
          '-c:a',
          'libmp3lame',
          '-b:a',
          '128k',
          '-c:v',
          'mjpeg',
          '-disposition:v',
          'attached_pic',
          '-id3v2_version',
          '3',
          song,
        ],
        { ffmpegPath },
      );
      const probed = await probe(song, { ffprobePath });
      expect(hasAttachedPicture(probed)).toBe(true);
      expect(validateMedia(probed)).toEqual({ ok: true, kind: 'audio' });
      expect(ladder(probed).map((r) => r.name)).toEqual(['a64', 'a128']);

      const cover = path.join(dir, 'song.jpg');
      await runFfmpeg(attachedPictureArgs({ input: song, output: cover }), { ffmpegPath });
      expect((await probe(cover, { ffprobePath })).video).toMatchObject({
        codec: 'mjpeg',
        width: 720,
        height: 720,
      });
    },
    CASE_TIMEOUT,
  );

  it(
    'a video without sound is refused as no_audio',
    async () => {
      const silent = path.join(dir, 'silent.mp4');
      await runFfmpeg(
        [
          '-v',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          'testsrc=s=320x240:r=25:d=2',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          silent,
        ],
        { ffmpegPath },
      );
      expect(validateMedia(await probe(silent, { ffprobePath }))).toEqual({ ok: false, reason: 'no_audio' });
    },
    CASE_TIMEOUT,
  );
});

// The fallback binary for machines without a system ffmpeg: 4.1 has no `name:` variants and crashes writing
// a master playlist, so transcodeToHls retries with numbered folders, renames them and writes the master.
const npmFfmpeg = (() => {
  try {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
})();

describe.skipIf(!npmFfmpeg || !fs.existsSync(npmFfmpeg))('with the npm-shipped ffmpeg', () => {
  it(
    'writes the same named, encrypted, playable package',
    async () => {
      const source = path.join(dir, 'legacy.wav');
      await renderAudio(stereoSines(440, 660, 5), source);
      const probed = await probe(source, { ffprobePath });
      const outDir = path.join(dir, 'legacy-hls');
      const key = Buffer.alloc(16, 0x5a);
      const result = await transcodeToHls({
        input: source,
        outDir,
        probe: probed,
        segmentSec: 4,
        ffmpegPath: npmFfmpeg!,
        encrypt: { key, keyUri: '../key' },
      });
      expect(fs.readdirSync(outDir).sort()).toEqual(['a128', 'a256', 'a64', 'master.m3u8']);
      const master = parseMasterPlaylist(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8'));
      expect(master.variants.map((v) => v.uri)).toEqual([
        'a64/index.m3u8',
        'a128/index.m3u8',
        'a256/index.m3u8',
      ]);
      expect(result.loudness).not.toBeNull();
      expect(fs.readFileSync(path.join(outDir, 'a64', 'index.m3u8'), 'utf8')).toContain(
        '#EXT-X-KEY:METHOD=AES-128,URI="../key"',
      );
      fs.writeFileSync(path.join(outDir, 'key'), key);
      const stats = await channelStats(path.join(outDir, 'a256', 'index.m3u8'), [
        '-allowed_extensions',
        'ALL',
      ]);
      expect(stats.frames / 48_000).toBeGreaterThan(4.8);
      expect(stats.crossingsR / stats.crossingsL).toBeCloseTo(1.5, 1);
    },
    CASE_TIMEOUT,
  );
});
