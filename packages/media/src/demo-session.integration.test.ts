// Renders a loop and a session built from it with the resolved ffmpeg: the session has the length
// asked for, no gap where the loop starts over, and drifts from one ear to the other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, resolveFfprobe } from './binaries.ts';
import { demoSessionArgs } from './demo-session.ts';
import { probe, runFfmpeg } from './run.ts';
import { demoSoundArgs } from './synth.ts';

const ffmpegPath = resolveFfmpeg();
const ffprobePath = resolveFfprobe();
const RATE = 48_000;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-session-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Interleaved s16le stereo samples of a file. */
async function samples(file: string): Promise<Buffer> {
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
      String(RATE),
      'pipe:1',
    ],
    { ffmpegPath, captureStdout: true, timeoutMs: 10_000 },
  );
  return stdout;
}

/** RMS of the left and right channel between two times. */
function rms(pcm: Buffer, fromSec: number, toSec: number) {
  let left = 0;
  let right = 0;
  const first = Math.floor(fromSec * RATE);
  const last = Math.min(Math.floor(toSec * RATE), pcm.length / 4);
  for (let i = first; i < last; i++) {
    left += pcm.readInt16LE(i * 4) ** 2;
    right += pcm.readInt16LE(i * 4 + 2) ** 2;
  }
  const n = Math.max(1, last - first);
  return { left: Math.sqrt(left / n), right: Math.sqrt(right / n) };
}

describe('a demo session from a loop', () => {
  it('lasts as long as asked, keeps sounding across the seams and travels between the ears', async () => {
    const loopFile = path.join(dir, 'rain.wav');
    await runFfmpeg(demoSoundArgs('rain', { durationSec: 2, output: loopFile, loop: true }), {
      ffmpegPath,
      timeoutMs: 15_000,
    });
    const output = path.join(dir, 'session.m4a');
    await runFfmpeg(demoSessionArgs({ loopFile, durationSec: 8, output, offsetSec: 0.5, earToEarSec: 8 }), {
      ffmpegPath,
      timeoutMs: 15_000,
    });

    const info = await probe(output, { ffprobePath });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: RATE, channels: 2 });
    expect(Math.abs(info.durationSec - 8)).toBeLessThanOrEqual(0.2);

    const pcm = await samples(output);
    // The loop starts over at 1.5 s, 3.5 s, 5.5 s: every 50 ms around there still sounds.
    for (const seam of [1.5, 3.5, 5.5]) {
      for (let at = seam - 0.1; at < seam + 0.1; at += 0.05) {
        const level = rms(pcm, at, at + 0.05);
        expect(Math.max(level.left, level.right), `sound at ${at.toFixed(2)} s`).toBeGreaterThan(100);
      }
    }
    // Half a drift period apart, the louder ear has changed sides.
    const early = rms(pcm, 1.5, 2.5);
    const late = rms(pcm, 5.5, 6.5);
    const earlyBalance = early.left / early.right;
    const lateBalance = late.left / late.right;
    expect(Math.max(earlyBalance / lateBalance, lateBalance / earlyBalance)).toBeGreaterThan(2);
  }, 30_000);
});
