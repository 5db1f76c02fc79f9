import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOnPath, resolveBinary, resolveFfmpeg, resolveFfprobe } from './binaries.ts';

const require = createRequire(import.meta.url);
const npmFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const npmFfprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

let tmp: string;
let binA: string;
let binB: string;
let empty: string;

function touch(file: string, mode: number): void {
  fs.writeFileSync(file, '#!/bin/sh\nexit 0\n');
  fs.chmodSync(file, mode);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-bin-'));
  binA = path.join(tmp, 'a');
  binB = path.join(tmp, 'b');
  empty = path.join(tmp, 'empty');
  for (const dir of [binA, binB, empty]) fs.mkdirSync(dir);
});

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('resolveFfmpeg / resolveFfprobe', () => {
  it('prefers FFMPEG_PATH / FFPROBE_PATH, even over PATH', () => {
    touch(path.join(binA, 'ffmpeg'), 0o755);
    const env = { FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe', PATH: binA };
    expect(resolveFfmpeg(env)).toBe('/opt/ff/ffmpeg');
    expect(resolveFfprobe(env)).toBe('/opt/ff/ffprobe');
    expect(resolveBinary('ffmpeg', env).source).toBe('env');
  });

  it('ignores a blank FFMPEG_PATH', () => {
    touch(path.join(binA, 'ffmpeg'), 0o755);
    expect(resolveFfmpeg({ FFMPEG_PATH: '  ', PATH: binA })).toBe(path.join(binA, 'ffmpeg'));
  });

  it('finds the first executable on PATH', () => {
    touch(path.join(binA, 'ffprobe'), 0o755);
    touch(path.join(binB, 'ffmpeg'), 0o755);
    touch(path.join(binB, 'ffprobe'), 0o755);
    const env = { PATH: [empty, binA, binB].join(path.delimiter) };
    expect(resolveFfmpeg(env)).toBe(path.join(binB, 'ffmpeg'));
    expect(resolveFfprobe(env)).toBe(path.join(binA, 'ffprobe'));
    expect(resolveBinary('ffmpeg', env)).toEqual({ path: path.join(binB, 'ffmpeg'), source: 'path' });
  });

  it('skips non-executable files, directories and relative PATH entries', () => {
    touch(path.join(binA, 'ffmpeg'), 0o644);
    fs.mkdirSync(path.join(binB, 'ffmpeg'));
    const env = { PATH: ['', '.', 'relative/bin', binA, binB].join(path.delimiter) };
    expect(findOnPath('ffmpeg', env)).toBeUndefined();
  });

  it('falls back to the npm-shipped binaries when nothing is on PATH', () => {
    expect(resolveFfmpeg({ PATH: empty })).toBe(npmFfmpeg);
    expect(resolveFfprobe({})).toBe(npmFfprobe);
    expect(resolveBinary('ffprobe', { PATH: empty }).source).toBe('npm');
    expect(fs.existsSync(npmFfmpeg)).toBe(true);
    expect(fs.existsSync(npmFfprobe)).toBe(true);
  });
});

describe('findOnPath on Windows-style PATH', () => {
  it('tries PATHEXT extensions', () => {
    fs.writeFileSync(path.join(binA, 'ffmpeg.exe'), '');
    const env = { Path: `${binB};${binA}`, PATHEXT: '.COM;.EXE' };
    // Only meaningful where binA is an absolute path for path.isAbsolute on this platform.
    expect(findOnPath('ffmpeg', env, 'win32')).toBe(path.join(binA, 'ffmpeg.exe'));
  });
});
