// The options run.ts gained for the transcode: progress from stderr, streamed stdout, a longer stderr tail,
// and the probe fields the ladder and validation read. Node stands in for ffmpeg.
import { describe, expect, it } from 'vitest';
import { FfmpegError, parseProbeJson, runFfmpeg } from './run.ts';

const node = process.execPath;

describe('runFfmpeg options', () => {
  it('reports stats times from stderr as they grow', async () => {
    const script = `
      const lines = ['size=N/A time=00:00:01.00 bitrate=N/A\\r', 'size=N/A time=00:00:0', '3.50 bitrate=N/A\\r',
        'size=N/A time=00:00:03.50 bitrate=N/A\\r', 'size=N/A time=00:01:00.00 bitrate=N/A\\n'];
      (async () => { for (const l of lines) { process.stderr.write(l); await new Promise(r => setTimeout(r, 20)); } })();`;
    const seen: number[] = [];
    await runFfmpeg(['-e', script], { ffmpegPath: node, onProgress: (s) => seen.push(s) });
    expect(seen).toEqual([1, 3.5, 60]);
  });

  it('streams stdout to onStdout without capturing it, unless asked to', async () => {
    const script = 'process.stdout.write(Buffer.alloc(300000, 7))';
    let bytes = 0;
    const streamed = await runFfmpeg(['-e', script], {
      ffmpegPath: node,
      onStdout: (chunk) => {
        bytes += chunk.length;
      },
      maxStdoutBytes: 10, // only applies to captured output
    });
    expect(bytes).toBe(300_000);
    expect(streamed.stdout.length).toBe(0);

    let both = 0;
    const captured = await runFfmpeg(['-e', script], {
      ffmpegPath: node,
      captureStdout: true,
      onStdout: (chunk) => {
        both += chunk.length;
      },
    });
    expect(both).toBe(300_000);
    expect(captured.stdout.length).toBe(300_000);
  });

  it('kills the process when a handler throws', async () => {
    const error = await runFfmpeg(['-e', 'process.stdout.write("x"); setTimeout(() => {}, 30000)'], {
      ffmpegPath: node,
      onStdout: () => {
        throw new Error('bad chunk');
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).reason).toBe('output');
  });

  it('keeps as much of stderr as asked', async () => {
    const script = 'process.stderr.write("a".repeat(9000) + "Summary: end")';
    const short = await runFfmpeg(['-e', script], { ffmpegPath: node });
    expect(short.stderrTail.length).toBe(4000);
    const long = await runFfmpeg(['-e', script], { ffmpegPath: node, stderrTailChars: 20_000 });
    expect(long.stderrTail).toBe(`${'a'.repeat(9000)}Summary: end`);
  });
});

describe('parseProbeJson extra fields', () => {
  it('reads format name, frame rate, rotation and cover art', () => {
    const result = parseProbeJson({
      format: { duration: '10', format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
      streams: [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          avg_frame_rate: '30000/1001',
          side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
        },
      ],
    });
    expect(result).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSec: 10,
      video: { codec: 'h264', width: 1920, height: 1080, frameRate: 29.97, rotation: -90 },
    });
    const legacy = parseProbeJson({
      streams: [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 4,
          height: 2,
          avg_frame_rate: '0/0',
          tags: { rotate: '270' },
        },
      ],
    });
    expect(legacy.video).toEqual({ codec: 'h264', width: 4, height: 2, rotation: -90 });
    const cover = parseProbeJson({
      streams: [
        { codec_type: 'video', codec_name: 'mjpeg', width: 9, height: 9, disposition: { attached_pic: 1 } },
      ],
    });
    expect(cover.video?.attachedPic).toBe(true);
  });
});
