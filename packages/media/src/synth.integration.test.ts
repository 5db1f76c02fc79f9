// Renders real audio with the resolved ffmpeg and proves the files are stereo AAC with distinct channels.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, resolveFfprobe } from './binaries.ts';
import { probe, runFfmpeg } from './run.ts';
import { DEMO_SOUND_PRESETS, type DemoSoundPreset, demoSoundArgs } from './synth.ts';
import { VOICE_LINES } from './voice.ts';

const ffmpegPath = resolveFfmpeg();
const ffprobePath = resolveFfprobe();
const DURATION = 3;
const CASE_TIMEOUT = 15_000;

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-synth-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function render(preset: DemoSoundPreset): Promise<string> {
  const output = path.join(dir, `${preset}.m4a`);
  const voiceFile = VOICE_LINES[0]?.file;
  await runFfmpeg(demoSoundArgs(preset, { durationSec: DURATION, output, voiceFile }), {
    ffmpegPath,
    timeoutMs: 10_000,
  });
  return output;
}

/** Decodes to interleaved s16le stereo and measures RMS of L, R and L−R. */
async function channelStats(file: string) {
  const { stdout } = await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-i',
      file,
      '-f',
      's16le',
      '-ac',
      '2',
      '-ar',
      '48000',
      'pipe:1',
    ],
    { ffmpegPath, captureStdout: true, timeoutMs: 10_000 },
  );
  const frames = Math.floor(stdout.length / 4);
  let sumL = 0;
  let sumR = 0;
  let sumDiff = 0;
  for (let i = 0; i < frames; i++) {
    const l = stdout.readInt16LE(i * 4);
    const r = stdout.readInt16LE(i * 4 + 2);
    sumL += l * l;
    sumR += r * r;
    sumDiff += (l - r) * (l - r);
  }
  return {
    frames,
    rmsL: Math.sqrt(sumL / frames),
    rmsR: Math.sqrt(sumR / frames),
    rmsDiff: Math.sqrt(sumDiff / frames),
  };
}

describe('demo sounds rendered with ffmpeg', () => {
  it.each(['rain', 'tapping', 'binaural', 'whisper-voice'] as const)(
    '%s: 3 s stereo AAC 48 kHz whose left and right differ',
    async (preset) => {
      const file = await render(preset);
      const info = await probe(file, { ffprobePath });
      expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48000, channels: 2 });
      expect(info.video).toBeUndefined();
      expect(Math.abs(info.durationSec - DURATION)).toBeLessThanOrEqual(0.2);

      const stats = await channelStats(file);
      expect(Math.abs(stats.frames / 48000 - DURATION)).toBeLessThanOrEqual(0.2);
      // Audible, not clipped to silence, on both sides…
      expect(stats.rmsL).toBeGreaterThan(32768 * 10 ** (-45 / 20));
      expect(stats.rmsR).toBeGreaterThan(32768 * 10 ** (-45 / 20));
      // …and genuinely two channels: the difference signal is far from zero.
      expect(stats.rmsDiff).toBeGreaterThan(0.05 * stats.rmsL);
    },
    CASE_TIMEOUT,
  );

  it(
    'every other preset renders and keeps left ≠ right too',
    async () => {
      const rest = DEMO_SOUND_PRESETS.filter(
        (p) => !['rain', 'tapping', 'binaural', 'whisper-voice'].includes(p),
      );
      await Promise.all(
        rest.map(async (preset) => {
          const stats = await channelStats(await render(preset));
          expect(stats.rmsL, preset).toBeGreaterThan(32768 * 10 ** (-45 / 20));
          expect(stats.rmsDiff, preset).toBeGreaterThan(0.05 * stats.rmsL);
        }),
      );
    },
    CASE_TIMEOUT,
  );
});
