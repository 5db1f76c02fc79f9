import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FfmpegError, isTransientToolFailure, parseProbeJson, probe, runFfmpeg } from './run.ts';

// A stand-in for ffmpeg: node itself, so these tests need no media binaries.
const node = process.execPath;

describe('runFfmpeg', () => {
  it('resolves with captured stdout and stderr tail on exit 0', async () => {
    const result = await runFfmpeg(['-e', 'process.stdout.write("pcm"); process.stderr.write("done")'], {
      ffmpegPath: node,
      captureStdout: true,
    });
    expect(result.stdout.toString()).toBe('pcm');
    expect(result.stderrTail).toBe('done');
  });

  it('passes arguments verbatim, without a shell', async () => {
    const tricky = '$(echo pwned) `id` ; rm -rf / && "quoted" \'single\'';
    const { stdout } = await runFfmpeg(['-e', 'process.stdout.write(process.argv[1])', tricky], {
      ffmpegPath: node,
      captureStdout: true,
    });
    expect(stdout.toString()).toBe(tricky);
  });

  it('rejects with FfmpegError carrying exit code and stderr tail', async () => {
    const error = await runFfmpeg(
      ['-e', 'process.stderr.write("x".repeat(20000) + "\\nboom"); process.exit(3)'],
      {
        ffmpegPath: node,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    const e = error as FfmpegError;
    expect(e.name).toBe('FfmpegError');
    expect(e.reason).toBe('exit');
    expect(e.exitCode).toBe(3);
    expect(e.stderrTail.endsWith('boom')).toBe(true);
    expect(e.stderrTail.length).toBeLessThanOrEqual(4000);
    expect(e.message).toContain('code 3');
    expect(e.message).toContain('boom');
  });

  it('kills and rejects on timeout', async () => {
    const started = Date.now();
    const error = (await runFfmpeg(['-e', 'setTimeout(() => {}, 30000)'], {
      ffmpegPath: node,
      timeoutMs: 200,
    }).catch((e: unknown) => e)) as FfmpegError;
    expect(error).toBeInstanceOf(FfmpegError);
    expect(error.reason).toBe('timeout');
    expect(error.exitCode).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('kills and rejects when aborted', async () => {
    const controller = new AbortController();
    const pending = runFfmpeg(['-e', 'setTimeout(() => {}, 30000)'], {
      ffmpegPath: node,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('user left')), 100);
    const error = (await pending.catch((e: unknown) => e)) as FfmpegError;
    expect(error).toBeInstanceOf(FfmpegError);
    expect(error.reason).toBe('aborted');
    await expect(
      runFfmpeg(['-version'], { ffmpegPath: node, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      reason: 'aborted',
    });
  });

  it('rejects with reason "spawn" for a missing binary', async () => {
    await expect(runFfmpeg(['-version'], { ffmpegPath: '/nonexistent/ffmpeg' })).rejects.toMatchObject({
      name: 'FfmpegError',
      reason: 'spawn',
      exitCode: null,
    });
  });

  it("calls a crash, a timeout or a missing binary transient, and an exit code the tool's answer", async () => {
    const failure = (args: string[], timeoutMs?: number) =>
      runFfmpeg(args, { ffmpegPath: node, ...(timeoutMs ? { timeoutMs } : {}) }).catch((e: unknown) => e);
    const crashed = (await failure(['-e', 'process.kill(process.pid, "SIGSEGV")'])) as FfmpegError;
    expect(crashed).toMatchObject({ reason: 'exit', signal: 'SIGSEGV', transient: true });
    expect(isTransientToolFailure(crashed)).toBe(true);
    expect(isTransientToolFailure(await failure(['-e', 'setTimeout(() => {}, 30000)'], 200))).toBe(true);
    expect(
      isTransientToolFailure(
        await runFfmpeg([], { ffmpegPath: '/nonexistent/ffprobe' }).catch((e: unknown) => e),
      ),
    ).toBe(true);
    const answered = (await failure(['-e', 'process.exit(1)'])) as FfmpegError;
    expect(answered).toMatchObject({ reason: 'exit', exitCode: 1, transient: false });
    expect(isTransientToolFailure(new Error('not a tool run'))).toBe(false);
  });

  it('caps captured stdout', async () => {
    await expect(
      runFfmpeg(['-e', 'process.stdout.write(Buffer.alloc(1 << 20))'], {
        ffmpegPath: node,
        captureStdout: true,
        maxStdoutBytes: 1024,
      }),
    ).rejects.toMatchObject({ reason: 'output' });
  });
});

describe.skipIf(process.platform === 'win32')('probe', () => {
  it('runs ffprobe with JSON output flags and maps the result', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-probe-'));
    try {
      // A fake ffprobe that records its arguments and prints canned JSON.
      const fake = path.join(dir, 'ffprobe');
      fs.writeFileSync(
        fake,
        `#!${node}\nrequire('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'args.json'))}, ` +
          'JSON.stringify(process.argv.slice(2)));\n' +
          "process.stdout.write(JSON.stringify({ format: { duration: '12.5' }, streams: [{ codec_type: 'audio'," +
          " codec_name: 'aac', sample_rate: '48000', channels: 2 }] }));\n",
      );
      fs.chmodSync(fake, 0o755);
      const result = await probe('/x y.m4a', { ffprobePath: fake });
      expect(result).toEqual({
        durationSec: 12.5,
        audio: { codec: 'aac', sampleRate: 48000, channels: 2, channelLayout: null, bitRate: null },
      });
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'args.json'), 'utf8'))).toEqual([
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        '/x y.m4a',
      ]);

      const bad = path.join(dir, 'bad-ffprobe');
      fs.writeFileSync(bad, `#!${node}\nprocess.stdout.write('not json');\n`);
      fs.chmodSync(bad, 0o755);
      await expect(probe('/x.m4a', { ffprobePath: bad })).rejects.toMatchObject({
        name: 'FfmpegError',
        reason: 'parse',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parseProbeJson', () => {
  it('maps audio and video streams, skipping cover art when there is real video', () => {
    const result = parseProbeJson({
      format: { duration: '3.021', bit_rate: '99000' },
      streams: [
        {
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 600,
          height: 600,
          disposition: { attached_pic: 1 },
        },
        {
          codec_type: 'audio',
          codec_name: 'aac',
          sample_rate: '48000',
          channels: 2,
          channel_layout: 'stereo',
          bit_rate: '96000',
        },
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1280,
          height: 720,
          disposition: { attached_pic: 0 },
        },
      ],
    });
    expect(result).toEqual({
      durationSec: 3.021,
      audio: { codec: 'aac', sampleRate: 48000, channels: 2, channelLayout: 'stereo', bitRate: 96000 },
      video: { codec: 'h264', width: 1280, height: 720 },
    });
  });

  it('uses the format bit rate for a single-stream file and tolerates missing fields', () => {
    expect(
      parseProbeJson({
        format: { duration: 'N/A', bit_rate: '64000' },
        streams: [
          { codec_type: 'audio', codec_name: 'opus', sample_rate: '48000', channels: 1, duration: '2.5' },
        ],
      }),
    ).toEqual({
      durationSec: 2.5,
      audio: { codec: 'opus', sampleRate: 48000, channels: 1, channelLayout: null, bitRate: 64000 },
    });
    expect(parseProbeJson({})).toEqual({ durationSec: 0 });
    expect(() => parseProbeJson(null)).toThrow(TypeError);
  });
});
