// Runs the HLS transcode of one upload and measures it: the one part of the package that spawns processes
// and touches files. Argument building lives in hls.ts / analysis.ts, reading results in playlist.ts,
// loudness.ts and peaks.ts.

import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analysisArgs } from './analysis.ts';
import { DEFAULT_SEGMENT_SEC, hlsArgs, keyInfoFileContent, MASTER_PLAYLIST, MEDIA_PLAYLIST } from './hls.ts';
import { ladder, type Rendition } from './ladder.ts';
import { type Loudness, parseEbur128Summary } from './loudness.ts';
import { PeakCollector } from './peaks.ts';
import { masterPlaylist, parseMediaPlaylist } from './playlist.ts';
import { FfmpegError, type ProbeResult, type RunOptions, runFfmpeg } from './run.ts';
import { measureRendition } from './segment-bitrate.ts';
import { foldShortTail } from './segment-tail.ts';

/**
 * `separate`: a second ffmpeg decodes for loudness and the waveform at the same time as the encode.
 * `same-pass`: the HLS run measures them itself (one decode, one process).
 * Both cost about the same CPU (the analysis is mostly ebur128's 4× oversampled true peak, ~10 % of an
 * audio ladder's AAC encoding); apart, it runs on another core while the single-threaded AAC encoders
 * work, so the wall time stays the encode's (bench/transcode.ts).
 */
export type AnalysisMode = 'same-pass' | 'separate';
export const DEFAULT_ANALYSIS_MODE: AnalysisMode = 'separate';
/** Enough stderr to hold the ebur128 summary behind the encoders' closing statistics. */
const ANALYSIS_STDERR_CHARS = 64_000;

export interface TranscodeOptions {
  input: string;
  /** Must be empty or absent; receives master.m3u8 and one folder per rendition. Never holds the key. */
  outDir: string;
  probe: ProbeResult;
  /** AES-128: `key` is 16 bytes, `keyUri` is written into the playlists (we use `../key`). */
  encrypt?: { key: Uint8Array; keyUri: string; ivHex?: string };
  segmentSec?: number;
  /** 0–1, increasing. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default: ladder(probe). */
  renditions?: Rendition[];
  analysis?: AnalysisMode;
  ffmpegPath?: string;
  /** Per ffmpeg run; default 4× the duration (at least 10 minutes), only a guard against a hung process. */
  timeoutMs?: number;
  videoPreset?: string;
}

export interface TranscodeResult {
  /** The renditions written, with BANDWIDTH and AVERAGE-BANDWIDTH measured on their segments. */
  renditions: Rendition[];
  /** Segments per variant (the largest count if variants differ). */
  segmentCount: number;
  segmentSec: number;
  durationMs: number;
  loudness: Loudness | null;
  peaks: number[];
  /** Largest video rendition's size; null for audio. */
  width: number | null;
  height: number | null;
}

export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const { input, outDir, probe, encrypt, segmentSec = DEFAULT_SEGMENT_SEC } = options;
  const planned = options.renditions ?? ladder(probe);
  const mode = options.analysis ?? DEFAULT_ANALYSIS_MODE;
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) throw new Error(`outDir is not empty: ${outDir}`);

  const keyDir = encrypt ? await writeKeyInfo(encrypt) : null;
  const runOptions: RunOptions = {
    ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs(probe.durationSec),
  };
  const stopAnalysis = new AbortController();
  const progress = progressReporter(options.onProgress);
  try {
    const sourceChannels = probe.audio?.channels;
    let peaks = PeakCollector.forDuration(probe.durationSec);
    const analysed =
      mode === 'separate'
        ? analyseApart(input, sourceChannels, probe.durationSec, runOptions, stopAnalysis.signal)
        : null;
    analysed?.catch(() => {}); // awaited below; a failed encode must not leave it unhandled

    const encode = (legacyVariantNames: boolean) => {
      peaks = PeakCollector.forDuration(probe.durationSec);
      const args = hlsArgs({
        input,
        outDir,
        renditions: planned,
        segmentSec,
        sourceChannels,
        analysis: mode === 'same-pass',
        legacyVariantNames,
        ...(keyDir ? { keyInfoFile: path.join(keyDir, 'key.info') } : {}),
        ...(options.videoPreset ? { videoPreset: options.videoPreset } : {}),
      });
      return runFfmpeg(args, {
        ...runOptions,
        ...(probe.durationSec > 0
          ? { onProgress: (seconds: number) => progress(seconds / probe.durationSec) }
          : {}),
        ...(mode === 'same-pass'
          ? { onStdout: (chunk: Buffer) => peaks.push(chunk), stderrTailChars: ANALYSIS_STDERR_CHARS }
          : {}),
      });
    };
    let encoded: Awaited<ReturnType<typeof runFfmpeg>>;
    try {
      encoded = await encode(false);
    } catch (error) {
      if (!lacksVariantNames(error)) throw error;
      encoded = await encode(true);
      await adoptLegacyLayout(outDir, planned);
    }
    const renditions = await finishRenditions(outDir, planned, encrypt?.key);

    let loudness: Loudness | null;
    let peakValues: number[];
    if (analysed) {
      ({ loudness, peaks: peakValues } = await analysed);
    } else {
      loudness = parseEbur128Summary(encoded.stderrTail);
      peakValues = peaks.peaks();
    }
    const { segmentCount, durationSec } = await readPackage(outDir, renditions);
    const largest = largestVideo(renditions);
    progress(1);
    return {
      renditions,
      segmentCount,
      segmentSec,
      durationMs: Math.round(durationSec * 1000),
      loudness,
      peaks: peakValues,
      width: largest?.width ?? null,
      height: largest?.height ?? null,
    };
  } finally {
    stopAnalysis.abort();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  }
}

/** The key and its info file go to a private temp folder, never next to the public segments. */
async function writeKeyInfo(encrypt: NonNullable<TranscodeOptions['encrypt']>): Promise<string> {
  if (encrypt.key.length !== 16)
    throw new RangeError(`AES-128 key must be 16 bytes, got ${encrypt.key.length}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sogon-key-'));
  await chmod(dir, 0o700);
  const keyPath = path.join(dir, 'key.bin');
  await writeFile(keyPath, encrypt.key, { mode: 0o600 });
  await writeFile(path.join(dir, 'key.info'), keyInfoFileContent(encrypt.keyUri, keyPath, encrypt.ivHex), {
    mode: 0o600,
  });
  return dir;
}

async function analyseApart(
  input: string,
  sourceChannels: number | undefined,
  durationSec: number,
  runOptions: RunOptions,
  stop: AbortSignal,
): Promise<{ loudness: Loudness | null; peaks: number[] }> {
  const collector = PeakCollector.forDuration(durationSec);
  const signal = runOptions.signal ? AbortSignal.any([runOptions.signal, stop]) : stop;
  const { stderrTail } = await runFfmpeg(analysisArgs({ input, sourceChannels }), {
    ...runOptions,
    signal,
    onStdout: (chunk) => collector.push(chunk),
    stderrTailChars: ANALYSIS_STDERR_CHARS,
  });
  return { loudness: parseEbur128Summary(stderrTail), peaks: collector.peaks() };
}

function largestVideo(renditions: readonly Rendition[]): Rendition | null {
  const area = (r: Rendition) => (r.width ?? 0) * (r.height ?? 0);
  return renditions
    .filter((r) => r.kind === 'video')
    .reduce<Rendition | null>((best, r) => (!best || area(r) > area(best) ? r : best), null);
}

function defaultTimeoutMs(durationSec: number): number {
  return Math.max(10 * 60_000, Math.ceil(durationSec * 4000));
}

/** Passes on fractions only when they grow, capped at 1. */
function progressReporter(onProgress: ((fraction: number) => void) | undefined) {
  let last = 0;
  return (fraction: number) => {
    const capped = Math.min(1, fraction);
    if (!onProgress || !(capped > last)) return;
    last = capped;
    onProgress(capped);
  };
}

/** ffmpeg before 4.2 has no `name:` in -var_stream_map and fails at once saying so. */
function lacksVariantNames(error: unknown): boolean {
  return (
    error instanceof FfmpegError && error.reason === 'exit' && /Invalid keyval name/.test(error.stderrTail)
  );
}

/** Legacy runs write numbered folders and no master playlist: rename them (finishRenditions writes it). */
async function adoptLegacyLayout(outDir: string, renditions: readonly Rendition[]): Promise<void> {
  for (const [index, r] of renditions.entries()) {
    await rename(path.join(outDir, String(index)), path.join(outDir, r.name));
  }
}

/**
 * After the run: each rendition's too-short last segment is folded into the one before (segment-tail.ts),
 * its bit rates are measured on the segments as written (segment-bitrate.ts), and the master playlist is
 * written with them, replacing ffmpeg's estimate (issue 36: BANDWIDTH below the measured peak).
 */
async function finishRenditions(
  outDir: string,
  planned: readonly Rendition[],
  key: Uint8Array | undefined,
): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const r of planned) {
    const dir = path.join(outDir, r.name);
    await foldShortTail(dir, { playlist: MEDIA_PLAYLIST, ...(key ? { key } : {}) });
    const measured = await measureRendition(dir, MEDIA_PLAYLIST);
    renditions.push({ ...r, bandwidth: measured.peak, averageBandwidth: measured.average });
  }
  await writeFile(path.join(outDir, MASTER_PLAYLIST), masterPlaylist(renditions, MEDIA_PLAYLIST));
  return renditions;
}

async function readPackage(outDir: string, renditions: readonly Rendition[]) {
  let segmentCount = 0;
  let durationSec = 0;
  for (const r of renditions) {
    const info = parseMediaPlaylist(await readFile(path.join(outDir, r.name, MEDIA_PLAYLIST), 'utf8'));
    if (!info.endList || info.segmentCount === 0) throw new Error(`incomplete playlist for ${r.name}`);
    segmentCount = Math.max(segmentCount, info.segmentCount);
    durationSec = Math.max(durationSec, info.durationSec);
  }
  return { segmentCount, durationSec };
}
