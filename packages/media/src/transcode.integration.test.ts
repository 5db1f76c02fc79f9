// Real ffmpeg on a few seconds of generated audio: the HLS package keeps stereo apart, plays mono in both
// ears at full level, measures loudness, encrypts with a key kept out of the package, reports progress.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfprobe } from './binaries.ts';
import { ladder } from './ladder.ts';
import { normalisationGainDb } from './loudness-gain.ts';
import { parseMasterPlaylist, parseMediaPlaylist } from './playlist.ts';
import { probe, runFfmpeg } from './run.ts';
import { demoSoundArgs } from './synth.ts';
import { channelStats, ffmpegPath, monoSine, renderAudio, stereoSines } from './test-fixtures.ts';
import { transcodeToHls } from './transcode.ts';

const ffprobePath = resolveFfprobe();
const CASE_TIMEOUT = 30_000;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-hls-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function transcode(
  source: string,
  name: string,
  extra: Partial<Parameters<typeof transcodeToHls>[0]> = {},
) {
  const outDir = path.join(dir, name);
  const probed = await probe(source, { ffprobePath });
  const result = await transcodeToHls({
    input: source,
    outDir,
    probe: probed,
    segmentSec: 4,
    ffmpegPath,
    ...extra,
  });
  return { outDir, probed, result };
}

describe('transcodeToHls on audio', () => {
  it(
    'keeps left and right apart in every variant (440 Hz left, 660 Hz right)',
    async () => {
      const source = path.join(dir, 'stereo.wav');
      await renderAudio(stereoSines(440, 660, 6), source);
      const { outDir, result } = await transcode(source, 'stereo');

      expect(result.renditions.map((r) => r.name)).toEqual(['a64', 'a128', 'a256']);
      expect(result.segmentCount).toBe(2);
      expect(result.durationMs).toBeGreaterThan(5900);
      expect(result.durationMs).toBeLessThan(6200);
      expect(result.width).toBeNull();
      const master = parseMasterPlaylist(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8'));
      expect(master.variants.map((v) => [v.uri, v.bandwidth, v.codecs])).toEqual(
        result.renditions.map((r) => [`${r.name}/index.m3u8`, r.bandwidth, 'mp4a.40.2']),
      );

      for (const r of result.renditions) {
        const segment = path.join(outDir, r.name, 'seg_00000.ts');
        const info = await probe(segment, { ffprobePath });
        expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48_000, channels: 2 });
        const stats = await channelStats(segment);
        expect(stats.rmsL).toBeGreaterThan(1000);
        expect(stats.rmsR).toBeGreaterThan(1000);
        expect(stats.rmsDiff).toBeGreaterThan(0.5 * stats.rmsL);
        // Each ear still carries its own tone: 880 and 1320 sign changes a second.
        expect(stats.crossingsL).toBeGreaterThan(860);
        expect(stats.crossingsL).toBeLessThan(900);
        expect(stats.crossingsR).toBeGreaterThan(1290);
        expect(stats.crossingsR).toBeLessThan(1350);
      }
    },
    CASE_TIMEOUT,
  );

  it(
    'plays a mono source in both ears at full level, and measures it as played',
    async () => {
      // 1 kHz at -23 dBFS peak in both channels is -23 LUFS (EBU Tech 3341); mono copied without the -3 dB
      // of a regular upmix must therefore measure -23 LUFS too.
      const amplitude = 10 ** (-23 / 20);
      const source = path.join(dir, 'mono.wav');
      await renderAudio(monoSine(1000, 6, amplitude), source);
      const { outDir, probed, result } = await transcode(source, 'mono');
      expect(probed.audio?.channels).toBe(1);

      const stats = await channelStats(path.join(outDir, 'a128', 'seg_00000.ts'));
      expect(stats.rmsDiff).toBeLessThan(0.01 * stats.rmsL);
      const expectedRms = (amplitude / Math.SQRT2) * 32768;
      expect(Math.abs(20 * Math.log10(stats.rmsL / expectedRms))).toBeLessThan(0.5);
      expect(Math.abs(20 * Math.log10(stats.rmsR / expectedRms))).toBeLessThan(0.5);

      expect(result.loudness).not.toBeNull();
      expect(result.loudness!.integratedLufs).toBeCloseTo(-23, 0);
      expect(result.loudness!.truePeakDb).toBeGreaterThan(-23.6);
      expect(result.loudness!.truePeakDb).toBeLessThan(-22.4);
      expect(result.loudness!.loudnessRange).toBeLessThan(1);
      expect(normalisationGainDb(result.loudness!)).toBeCloseTo(7, 0);
      // A steady tone: a flat waveform.
      expect(result.peaks).toHaveLength(600);
      expect(Math.min(...result.peaks.slice(10, -10))).toBeGreaterThan(240);
    },
    CASE_TIMEOUT,
  );

  it(
    'measures the same loudness and peaks when analysing in a separate process',
    async () => {
      const source = path.join(dir, 'level.wav');
      await renderAudio(stereoSines(1000, 1000, 4, 10 ** (-23 / 20)), source);
      const same = await transcode(source, 'level-same', { analysis: 'same-pass' });
      const apart = await transcode(source, 'level-apart', { analysis: 'separate' });
      expect(same.result.loudness!.integratedLufs).toBeCloseTo(-23, 0);
      expect(apart.result.loudness).toEqual(same.result.loudness);
      expect(apart.result.peaks).toEqual(same.result.peaks);
    },
    CASE_TIMEOUT,
  );

  it(
    'encrypts every segment with a key that never sits in the package, and reports progress',
    async () => {
      const source = path.join(dir, 'binaural.m4a');
      await runFfmpeg(demoSoundArgs('binaural', { durationSec: 6, output: source, bitrateKbps: 128 }), {
        ffmpegPath,
        timeoutMs: 20_000,
      });
      const key = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
      const keyDirsBefore = keyDirs();
      const progress: number[] = [];
      const { outDir, probed, result } = await transcode(source, 'locked', {
        encrypt: { key, keyUri: '../key' },
        onProgress: (fraction) => progress.push(fraction),
      });
      // The ladder's renditions, with the bit rates measured on what was written (segment-bitrate.ts).
      expect(result.renditions).toEqual(
        ladder(probed).map((r) => ({
          ...r,
          bandwidth: expect.any(Number),
          averageBandwidth: expect.any(Number),
        })),
      );

      // Progress: increasing, within (0, 1], ending at 1. How many updates come before the end
      // depends on the machine's speed (ffmpeg prints stats twice a second); progress.test.ts
      // reads intermediate stats lines deterministically.
      expect(progress.length).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]!);
      expect(progress[0]).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(1);

      // The package: playlists and segments only; no file holds the key; the temporary key folder is gone.
      const files = listFiles(outDir);
      expect(files.every((f) => /^(master\.m3u8|a\d+\/(index\.m3u8|seg_\d{5}\.ts))$/.test(f))).toBe(true);
      for (const f of files) expect(fs.readFileSync(path.join(outDir, f)).includes(key)).toBe(false);
      expect(keyDirs()).toEqual(keyDirsBefore);

      for (const r of result.renditions) {
        const playlist = fs.readFileSync(path.join(outDir, r.name, 'index.m3u8'), 'utf8');
        expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
        expect(parseMediaPlaylist(playlist).key).toMatchObject({ method: 'AES-128', uri: '../key' });
        const segment = fs.readFileSync(path.join(outDir, r.name, 'seg_00000.ts'));
        expect(segment[0]).not.toBe(0x47);
        expect(segment.length % 16).toBe(0);
        await expect(probe(path.join(outDir, r.name, 'seg_00000.ts'), { ffprobePath })).rejects.toThrow();
      }

      // With the key where `../key` points (as the server serves it), the package plays.
      fs.writeFileSync(path.join(outDir, 'key'), key);
      const stats = await channelStats(path.join(outDir, 'a128', 'index.m3u8'), [
        '-allowed_extensions',
        'ALL',
      ]);
      expect(stats.frames / 48_000).toBeGreaterThan(5.8);
      expect(stats.rmsDiff).toBeGreaterThan(0.05 * stats.rmsL);
    },
    CASE_TIMEOUT,
  );

  it('refuses a package folder that is not empty', async () => {
    const outDir = path.join(dir, 'busy');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'old.ts'), '');
    await expect(
      transcodeToHls({ input: '/nonexistent.wav', outDir, probe: { durationSec: 5 }, ffmpegPath }),
    ).rejects.toThrow(/not empty/);
  });
});

function keyDirs(): string[] {
  return fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith('sogon-key-'))
    .sort();
}

function listFiles(root: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, rel) : [rel];
  });
}
