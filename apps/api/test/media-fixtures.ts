import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '@sogon/media';

/**
 * A stereo test tone whose channels differ (440 Hz left, 660 Hz right), AAC in M4A, so tests
 * can tell whether stereo survived the pipeline.
 */
export async function stereoTone(durationSec: number, dir?: string): Promise<string> {
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'sogon-tone-')));
  const file = path.join(folder, `tone-${durationSec}s-${Date.now()}.m4a`);
  await runFfmpeg(
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=48000:duration=${durationSec}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=660:sample_rate=48000:duration=${durationSec}`,
      '-filter_complex',
      '[0:a][1:a]join=inputs=2:channel_layout=stereo[a]',
      '-map',
      '[a]',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-y',
      file,
    ],
    { timeoutMs: 60_000 },
  );
  return file;
}

/** Decodes MPEG-TS bytes to interleaved 16-bit stereo PCM and says how alike the channels are. */
export async function channelDifference(
  tsFile: string,
): Promise<{ channels: number; meanAbsDiff: number; meanAbs: number }> {
  const { stdout } = await runFfmpeg(
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      tsFile,
      '-f',
      's16le',
      '-acodec',
      'pcm_s16le',
      '-ac',
      '2',
      'pipe:1',
    ],
    { captureStdout: true, timeoutMs: 60_000 },
  );
  let diff = 0;
  let level = 0;
  const frames = Math.floor(stdout.length / 4);
  for (let i = 0; i < frames; i += 1) {
    const left = stdout.readInt16LE(i * 4);
    const right = stdout.readInt16LE(i * 4 + 2);
    diff += Math.abs(left - right);
    level += Math.abs(left) + Math.abs(right);
  }
  return { channels: 2, meanAbsDiff: diff / Math.max(1, frames), meanAbs: level / Math.max(1, frames * 2) };
}
