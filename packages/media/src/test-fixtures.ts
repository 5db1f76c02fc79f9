// Small generated media and PCM measurements for this package's integration tests (not exported).

import { resolveFfmpeg } from './binaries.ts';
import { runFfmpeg } from './run.ts';

export const ffmpegPath = resolveFfmpeg();

const QUIET = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];

/** Renders a lavfi graph whose output pad is `[out]` (audio) to `output`. */
export async function renderAudio(graph: string, output: string, codec: string[] = ['-c:a', 'pcm_s16le']) {
  await runFfmpeg([...QUIET, '-filter_complex', graph, '-map', '[out]', ...codec, output], {
    ffmpegPath,
    timeoutMs: 20_000,
  });
}

/** `seconds` of a sine per ear (peak amplitude `amplitude`, 0–1), 48 kHz stereo. */
export function stereoSines(leftHz: number, rightHz: number, seconds: number, amplitude = 0.25): string {
  return (
    `aevalsrc=exprs='${amplitude}*sin(2*PI*${leftHz}*t)|${amplitude}*sin(2*PI*${rightHz}*t)'` +
    `:s=48000:c=stereo:d=${seconds}[out]`
  );
}

export function monoSine(hz: number, seconds: number, amplitude = 0.25, sampleRate = 44_100): string {
  return `aevalsrc=exprs='${amplitude}*sin(2*PI*${hz}*t)':s=${sampleRate}:c=mono:d=${seconds}[out]`;
}

/** A test-pattern video of `width`×`height` with a stereo tone, H.264 + AAC in MP4. */
export async function renderVideo(output: string, width: number, height: number, seconds: number) {
  await runFfmpeg(
    [
      ...QUIET,
      '-f',
      'lavfi',
      '-i',
      `testsrc=s=${width}x${height}:r=25:d=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=exprs='0.2*sin(2*PI*440*t)|0.2*sin(2*PI*660*t)':s=48000:c=stereo:d=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      output,
    ],
    { ffmpegPath, timeoutMs: 20_000 },
  );
}

const HYSTERESIS = 500;

export interface ChannelStats {
  frames: number;
  rmsL: number;
  rmsR: number;
  rmsDiff: number;
  /** Sign changes per second, per channel: 2 × the frequency of a pure tone. */
  crossingsL: number;
  crossingsR: number;
}

/** Decodes `file` (any format ffmpeg reads, extra input options first) to s16le stereo and measures it. */
export async function channelStats(file: string, inputOptions: string[] = []): Promise<ChannelStats> {
  const { stdout } = await runFfmpeg(
    [...QUIET, ...inputOptions, '-i', file, '-f', 's16le', '-ac', '2', '-ar', '48000', 'pipe:1'],
    { ffmpegPath, captureStdout: true, timeoutMs: 20_000 },
  );
  const frames = Math.floor(stdout.length / 4);
  let sumL = 0;
  let sumR = 0;
  let sumDiff = 0;
  // Sign changes counted with hysteresis, so codec noise around zero (encoder priming) does not count.
  const left = { crossings: 0, positive: null as boolean | null };
  const right = { crossings: 0, positive: null as boolean | null };
  const track = (state: typeof left, sample: number) => {
    if (Math.abs(sample) < HYSTERESIS) return;
    const positive = sample > 0;
    if (state.positive !== null && positive !== state.positive) state.crossings += 1;
    state.positive = positive;
  };
  for (let i = 0; i < frames; i++) {
    const l = stdout.readInt16LE(i * 4);
    const r = stdout.readInt16LE(i * 4 + 2);
    sumL += l * l;
    sumR += r * r;
    sumDiff += (l - r) * (l - r);
    track(left, l);
    track(right, r);
  }
  const seconds = frames / 48_000;
  return {
    frames,
    rmsL: Math.sqrt(sumL / frames),
    rmsR: Math.sqrt(sumR / frames),
    rmsDiff: Math.sqrt(sumDiff / frames),
    crossingsL: left.crossings / seconds,
    crossingsR: right.crossings / seconds,
  };
}
