// ffprobe on MPEG-TS whose DVB service names ask iconv for a character set. The static ffprobe
// shipped on npm crashed on every one of them (SIGSEGV) until tool-env.ts kept the host's gconv
// modules out of it; CI runs this with FFPROBE_PATH set to that binary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfprobe } from './binaries.ts';
import { probe, runFfmpeg } from './run.ts';
import { ffmpegPath } from './test-fixtures.ts';
import { GCONV_DIR, toolEnv } from './tool-env.ts';

const ffprobePath = resolveFfprobe();
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-gconv-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function transportStream(name: string, serviceName: string): Promise<string> {
  const file = path.join(dir, `${name}.ts`);
  await runFfmpeg(
    [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1:sample_rate=48000'],
      ...['-c:a', 'aac', '-metadata', `service_name=${serviceName}`, '-f', 'mpegts', file],
    ],
    { ffmpegPath, timeoutMs: 20_000 },
  );
  return file;
}

describe('media tools and character sets', () => {
  it('probes an HLS-style segment whose service name is ISO 6937 (the DVB default)', async () => {
    const file = await transportStream('default', 'Service01');
    const info = await probe(file, { ffprobePath, timeoutMs: 20_000 });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48_000 });
    expect(info.durationSec).toBeGreaterThan(0.9);
  });

  it('probes a segment whose service name selects another character set (ISO 8859-5)', async () => {
    const file = await transportStream('cyrillic', '\u0001Service');
    const info = await probe(file, { ffprobePath, timeoutMs: 20_000 });
    expect(info.audio?.codec).toBe('aac');
  });

  it('points GCONV_PATH at the override shipped with the package', () => {
    expect(toolEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', GCONV_PATH: GCONV_DIR });
    const modules = fs.readFileSync(path.join(GCONV_DIR, 'gconv-modules'), 'utf8');
    expect(modules).toMatch(/^module\tISO_6937\/\/\tINTERNAL\tsogon-no-such-module\t1$/m);
  });
});
