// Real ffmpeg, real packages: what the master playlist declares against what the segments weigh, and
// the last segment of a full episode (issue 36: a64 declared 70,400 against a measured 73,125, and every
// episode ended with a 21 ms segment).
import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfprobe } from './binaries.ts';
import { parseMasterPlaylist, parseMediaPlaylist, segmentIvs } from './playlist.ts';
import { probe, runFfmpeg } from './run.ts';
import { MIN_SEGMENT_SEC } from './segment-tail.ts';
import { demoSoundArgs } from './synth.ts';
import { channelStats, ffmpegPath, renderVideo } from './test-fixtures.ts';
import { transcodeToHls } from './transcode.ts';

const ffprobePath = resolveFfprobe();
const CASE_TIMEOUT = 60_000;
const KEY = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const IV = '0f0e0d0c0b0a09080706050403020100';
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-segments-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A demo-like session: AAC in M4A as the demo seed renders it (the source of the 21 ms tail). */
async function aacSession(name: string, seconds: number): Promise<string> {
  const source = path.join(dir, `${name}.m4a`);
  await runFfmpeg(demoSoundArgs('rain', { durationSec: seconds, output: source, bitrateKbps: 96 }), {
    ffmpegPath,
    timeoutMs: 30_000,
  });
  return source;
}

async function transcode(source: string, name: string, encrypt?: { ivHex?: string }) {
  const outDir = path.join(dir, name);
  const probed = await probe(source, { ffprobePath });
  const result = await transcodeToHls({
    input: source,
    outDir,
    probe: probed,
    segmentSec: 4,
    ffmpegPath,
    ...(encrypt ? { encrypt: { key: KEY, keyUri: '../key', ...encrypt } } : {}),
  });
  return { outDir, probed, result };
}

function mediaPlaylist(outDir: string, rendition: string) {
  return parseMediaPlaylist(fs.readFileSync(path.join(outDir, rendition, 'index.m3u8'), 'utf8'));
}

function decrypt(bytes: Buffer, iv: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', KEY, iv);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

/** `file` decodes to `seconds` of audio (48 kHz samples counted), give or take two AAC frames. */
async function expectPlays(file: string, seconds: number) {
  const { frames } = await channelStats(file);
  expect(Math.abs(frames / 48_000 - seconds)).toBeLessThan(0.045);
}

/** The master's BANDWIDTH is the peak of its segments' bit rates, AVERAGE-BANDWIDTH their mean. */
function expectMeasuredBandwidth(outDir: string) {
  const master = parseMasterPlaylist(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8'));
  expect(master.variants.length).toBeGreaterThan(0);
  for (const variant of master.variants) {
    const folder = path.join(outDir, path.dirname(variant.uri));
    const playlist = parseMediaPlaylist(fs.readFileSync(path.join(outDir, variant.uri), 'utf8'));
    let bytes = 0;
    for (const [index, segment] of playlist.segments.entries()) {
      const size = fs.statSync(path.join(folder, segment)).size;
      bytes += size;
      expect(variant.bandwidth).toBeGreaterThanOrEqual((size * 8) / playlist.durations[index]!);
    }
    const average = (bytes * 8) / playlist.durationSec;
    expect(variant.averageBandwidth).not.toBeNull();
    expect(variant.averageBandwidth!).toBeGreaterThanOrEqual(Math.floor(average));
    expect(variant.averageBandwidth!).toBeLessThanOrEqual(Math.ceil(average) + 1);
    expect(variant.averageBandwidth!).toBeLessThanOrEqual(variant.bandwidth);
  }
}

describe('a full episode as HLS', () => {
  it(
    'declares BANDWIDTH at or above every segment and AVERAGE-BANDWIDTH, and ends without a tiny segment',
    async () => {
      const source = await aacSession('session', 12);
      const { outDir, probed, result } = await transcode(source, 'clear');
      expectMeasuredBandwidth(outDir);
      // The stored renditions say what the master says.
      const master = parseMasterPlaylist(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8'));
      expect(master.variants.map((v) => [v.bandwidth, v.averageBandwidth])).toEqual(
        result.renditions.map((r) => [r.bandwidth, r.averageBandwidth]),
      );

      for (const r of result.renditions) {
        const playlist = mediaPlaylist(outDir, r.name);
        expect(Math.min(...playlist.durations)).toBeGreaterThanOrEqual(MIN_SEGMENT_SEC);
        // Nothing is lost: the playlist still lasts as long as the encoded audio (AAC frames of 21.3 ms).
        expect(playlist.durationSec).toBeCloseTo(result.durationMs / 1000, 2);
        expect(Math.abs(playlist.durationSec - probed.durationSec)).toBeLessThan(0.05);
        expect(playlist.segments).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts']);
        expect(fs.existsSync(path.join(outDir, r.name, 'seg_00003.ts'))).toBe(false);
        // EXTINF rounded stays within the target duration (RFC 8216 4.3.3.1).
        for (const d of playlist.durations)
          expect(Math.round(d)).toBeLessThanOrEqual(playlist.targetDuration!);
        // The last segment decodes to as much audio as its EXTINF says (within an AAC frame or two).
        await expectPlays(path.join(outDir, r.name, playlist.segments.at(-1)!), playlist.durations.at(-1)!);
      }
      expect(result.segmentCount).toBe(3);
    },
    CASE_TIMEOUT,
  );

  it(
    'folds the tail of an encrypted package too, with the IV the playlist names',
    async () => {
      const source = await aacSession('paid', 8);
      for (const [name, encrypt] of [
        ['explicit-iv', { ivHex: IV }],
        ['implicit-iv', {}],
      ] as const) {
        const { outDir, result } = await transcode(source, name, encrypt);
        expectMeasuredBandwidth(outDir);
        for (const r of result.renditions) {
          const text = fs.readFileSync(path.join(outDir, r.name, 'index.m3u8'), 'utf8');
          const playlist = parseMediaPlaylist(text);
          expect(Math.min(...playlist.durations)).toBeGreaterThanOrEqual(MIN_SEGMENT_SEC);
          expect(playlist.segmentCount).toBe(2);
          expect(playlist.durationSec).toBeCloseTo(result.durationMs / 1000, 2);
          const ivs = segmentIvs(text);
          for (const [index, segment] of playlist.segments.entries()) {
            const clear = decrypt(fs.readFileSync(path.join(outDir, r.name, segment)), ivs[index]!);
            expect(clear[0]).toBe(0x47);
            expect(clear.length % 188).toBe(0);
          }
          const lastFile = path.join(dir, `${name}-${r.name}-last.ts`);
          fs.writeFileSync(
            lastFile,
            decrypt(fs.readFileSync(path.join(outDir, r.name, playlist.segments.at(-1)!)), ivs.at(-1)!),
          );
          await expectPlays(lastFile, playlist.durations.at(-1)!);
        }
      }
    },
    CASE_TIMEOUT,
  );

  it(
    'does the same for a video episode',
    async () => {
      const source = path.join(dir, 'clip.mp4');
      await renderVideo(source, 320, 180, 8);
      const { outDir, result } = await transcode(source, 'video');
      expect(result.width).toBe(320);
      expectMeasuredBandwidth(outDir);
      for (const r of result.renditions) {
        const playlist = mediaPlaylist(outDir, r.name);
        expect(Math.min(...playlist.durations)).toBeGreaterThanOrEqual(MIN_SEGMENT_SEC);
        expect(playlist.segmentCount).toBe(2);
        expect(playlist.durationSec).toBeCloseTo(result.durationMs / 1000, 2);
      }
    },
    CASE_TIMEOUT,
  );
});
