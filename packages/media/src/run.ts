// Runs ffmpeg / ffprobe as child processes (never through a shell) with a timeout and abort support.

import { spawn } from 'node:child_process';
import { resolveFfmpeg, resolveFfprobe } from './binaries.ts';
import { createProgressParser } from './progress.ts';
import { toolEnv } from './tool-env.ts';

const STDERR_TAIL_CHARS = 4000;
const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const DEFAULT_MAX_STDOUT_BYTES = 256 * 1024 * 1024;

export type FfmpegFailure = 'exit' | 'timeout' | 'aborted' | 'spawn' | 'output' | 'parse';

/** A failed ffmpeg/ffprobe run: how it failed, its exit code (null if killed/not started) and stderr tail. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
  readonly tool: string;
  readonly reason: FfmpegFailure;
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderrTail: string;

  constructor(
    message: string,
    details: {
      tool: string;
      reason: FfmpegFailure;
      exitCode?: number | null;
      signal?: NodeJS.Signals | null;
      stderrTail?: string;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.tool = details.tool;
    this.reason = details.reason;
    this.exitCode = details.exitCode ?? null;
    this.signal = details.signal ?? null;
    this.stderrTail = details.stderrTail ?? '';
  }

  /**
   * The run says nothing about the input: it timed out, was aborted, could not be started, or
   * was killed by a signal (a crash or the OOM killer). Worth trying again; never a verdict on
   * the file. An exit code or unreadable output is the tool's answer and is not transient.
   */
  get transient(): boolean {
    if (this.reason === 'timeout' || this.reason === 'aborted' || this.reason === 'spawn') return true;
    return this.reason === 'exit' && this.signal !== null;
  }
}

/** Whether `error` is a media tool run that failed for reasons other than its input. */
export function isTransientToolFailure(error: unknown): boolean {
  return error instanceof FfmpegError && error.transient;
}

export interface RunOptions {
  /** Defaults to resolveFfmpeg() (or resolveFfprobe() for probe). */
  ffmpegPath?: string;
  /** Kill the process and reject after this long; default 10 minutes, 0 disables. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Collect stdout (e.g. `-f s16le pipe:1`) into the result; otherwise it is discarded. */
  captureStdout?: boolean;
  /** Upper bound for captured stdout; exceeding it kills the process. Default 256 MiB. */
  maxStdoutBytes?: number;
  /** Streams stdout chunks as they come (not counted against maxStdoutBytes unless also captured). */
  onStdout?: (chunk: Buffer) => void;
  /**
   * Called with the media time reached (seconds, increasing) parsed from ffmpeg's `time=` stats on
   * stderr. ffmpeg prints them unless `-nostats` is given, even with `-loglevel error`.
   */
  onProgress?: (seconds: number) => void;
  /** How much of stderr's end to keep for the result and errors; default 4000 characters. */
  stderrTailChars?: number;
}

export interface RunResult {
  /** Captured stdout (empty unless captureStdout). */
  stdout: Buffer;
  /** Last few thousand characters of stderr. */
  stderrTail: string;
}

/** Runs ffmpeg with `args` (no shell); resolves on exit code 0, rejects with FfmpegError otherwise. */
export function runFfmpeg(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return runTool('ffmpeg', options.ffmpegPath ?? resolveFfmpeg(), args, options);
}

export interface ProbeOptions {
  ffprobePath?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ProbeAudio {
  codec: string;
  sampleRate: number;
  channels: number;
  channelLayout: string | null;
  /** Bits per second, or null when the container does not say. */
  bitRate: number | null;
}

export interface ProbeVideo {
  codec: string;
  /** Coded size; see `rotation` for how it is shown. */
  width: number;
  height: number;
  /** Frames per second (average), when ffprobe knows it. */
  frameRate?: number;
  /** Display rotation in degrees (±90 turns the picture upright as portrait); absent when 0. */
  rotation?: number;
  /** The stream is a still picture attached to an audio file (cover art), not real video. */
  attachedPic?: true;
}

export interface ProbeResult {
  /** ffprobe's demuxer name(s), e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `mp3`, `tty`. */
  formatName?: string;
  durationSec: number;
  audio?: ProbeAudio;
  video?: ProbeVideo;
}

/** ffprobe's view of a media file: duration and the first audio / video stream. */
export async function probe(file: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  const { stdout } = await runTool('ffprobe', options.ffprobePath ?? resolveFfprobe(), args, {
    ...options,
    captureStdout: true,
    maxStdoutBytes: 16 * 1024 * 1024,
  });
  try {
    return parseProbeJson(JSON.parse(stdout.toString('utf8')));
  } catch (error) {
    throw new FfmpegError(`ffprobe output for ${file} could not be read`, {
      tool: 'ffprobe',
      reason: 'parse',
      exitCode: 0,
      cause: error,
    });
  }
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  sample_rate?: string;
  channels?: number;
  channel_layout?: string;
  bit_rate?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number | string }[];
}

/** Maps `ffprobe -print_format json -show_format -show_streams` output to a ProbeResult. */
export function parseProbeJson(raw: unknown): ProbeResult {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('ffprobe JSON is not an object');
  const data = raw as {
    format?: { duration?: string; bit_rate?: string; format_name?: string };
    streams?: RawStream[];
  };
  const streams = Array.isArray(data.streams) ? data.streams : [];
  const audioStream = streams.find((s) => s.codec_type === 'audio');
  // Prefer a real video stream over embedded cover art.
  const videoStream =
    streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic) ??
    streams.find((s) => s.codec_type === 'video');

  const durationSec =
    toNumber(data.format?.duration) ??
    toNumber(audioStream?.duration) ??
    toNumber(videoStream?.duration) ??
    0;
  const result: ProbeResult = { durationSec };
  if (typeof data.format?.format_name === 'string') result.formatName = data.format.format_name;
  if (audioStream) {
    result.audio = {
      codec: audioStream.codec_name ?? 'unknown',
      sampleRate: toNumber(audioStream.sample_rate) ?? 0,
      channels: audioStream.channels ?? 0,
      channelLayout: audioStream.channel_layout ?? null,
      bitRate:
        toNumber(audioStream.bit_rate) ?? (streams.length === 1 ? toNumber(data.format?.bit_rate) : null),
    };
  }
  if (videoStream) {
    result.video = {
      codec: videoStream.codec_name ?? 'unknown',
      width: videoStream.width ?? 0,
      height: videoStream.height ?? 0,
    };
    const frameRate = toRate(videoStream.avg_frame_rate);
    if (frameRate !== null) result.video.frameRate = frameRate;
    const rotation = toRotation(videoStream);
    if (rotation !== 0) result.video.rotation = rotation;
    if (videoStream.disposition?.attached_pic) result.video.attachedPic = true;
  }
  return result;
}

/** `30000/1001` → 29.97; `0/0` or junk → null. */
function toRate(value: string | undefined): number | null {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const rate = Number(match[1]) / Number(match[2]);
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 1000) / 1000 : null;
}

/** Rotation from the display matrix side data (ffprobe ≥ 5) or the legacy `rotate` tag, in -180..180. */
function toRotation(stream: RawStream): number {
  const fromSideData = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const degrees = toNumber(fromSideData ?? stream.tags?.rotate) ?? 0;
  const normalised = (((Math.round(degrees) % 360) + 540) % 360) - 180;
  return normalised === -180 ? 180 : normalised;
}

function toNumber(value: string | number | undefined): number | null {
  if (value === undefined || value === '' || value === 'N/A') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function runTool(
  tool: string,
  bin: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, signal, captureStdout = false, onStdout, onProgress } = options;
  const maxStdoutBytes = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT_BYTES;
  const tailChars = options.stderrTailChars ?? STDERR_TAIL_CHARS;
  const progress = onProgress ? createProgressParser(onProgress) : null;

  return new Promise<RunResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(
        new FfmpegError(`${tool} aborted before start`, { tool, reason: 'aborted', cause: signal.reason }),
      );
      return;
    }

    const child = spawn(bin, [...args], {
      shell: false,
      windowsHide: true,
      env: toolEnv(),
      stdio: ['ignore', captureStdout || onStdout ? 'pipe' : 'ignore', 'pipe'],
    });

    let stderr = '';
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let failure: { reason: FfmpegFailure; message: string; cause?: unknown } | undefined;
    let settled = false;

    const kill = (reason: FfmpegFailure, message: string, cause?: unknown) => {
      if (failure) return;
      failure = { reason, message, cause };
      child.kill('SIGKILL');
    };

    const timer =
      timeoutMs > 0
        ? setTimeout(() => kill('timeout', `${tool} timed out after ${timeoutMs} ms`), timeoutMs)
        : null;
    const onAbort = () => kill('aborted', `${tool} aborted`, signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    const cleanup = () => {
      settled = true;
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > tailChars * 2) stderr = stderr.slice(-tailChars);
      try {
        progress?.(chunk);
      } catch (error) {
        kill('output', `${tool} progress handler failed`, error);
      }
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (onStdout) {
        try {
          onStdout(chunk);
        } catch (error) {
          kill('output', `${tool} stdout handler failed`, error);
          return;
        }
      }
      if (!captureStdout) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) {
        kill('output', `${tool} wrote more than ${maxStdoutBytes} bytes to stdout`);
        return;
      }
      stdoutChunks.push(chunk);
    });

    child.on('error', (error) => {
      if (settled) return;
      cleanup();
      reject(
        new FfmpegError(`${tool} could not be started (${bin}): ${error.message}`, {
          tool,
          reason: 'spawn',
          stderrTail: tail(stderr, tailChars),
          cause: error,
        }),
      );
    });

    child.on('close', (code, killSignal) => {
      if (settled) return;
      cleanup();
      const stderrTail = tail(stderr, tailChars);
      if (failure) {
        reject(
          new FfmpegError(failure.message, {
            tool,
            reason: failure.reason,
            exitCode: code,
            signal: killSignal,
            stderrTail,
            cause: failure.cause,
          }),
        );
      } else if (code !== 0) {
        const lastLine = stderrTail.trim().split('\n').at(-1) ?? '';
        reject(
          new FfmpegError(
            `${tool} exited with ${code === null ? `signal ${killSignal}` : `code ${code}`}${lastLine ? `: ${lastLine}` : ''}`,
            { tool, reason: 'exit', exitCode: code, signal: killSignal, stderrTail },
          ),
        );
      } else {
        resolve({ stdout: Buffer.concat(stdoutChunks), stderrTail });
      }
    });
  });
}

function tail(text: string, chars: number): string {
  return text.length > chars ? text.slice(-chars) : text;
}
