// Long demo sessions (several minutes) built from a short synthesised loop, the way ambience
// tracks are made: the loop (demoSoundArgs with `loop`) plays over and over from a chosen point,
// optionally drifts from ear to ear, and fades in and out once. Rendering a loop once and
// encoding the session costs a fraction of synthesising every minute (ADR 026).

import { DEMO_SAMPLE_RATE, demoM4aArgs, MAX_DEMO_DURATION_SEC, num } from './synth.ts';

export interface DemoSessionOptions {
  /** A PCM WAV loop from demoSoundArgs(…, { loop: true }). */
  loopFile: string;
  durationSec: number;
  /** M4A (AAC-LC) output path. */
  output: string;
  /** Where in the loop the session starts, so the episodes of one loop differ (seconds, ≥ 0). */
  offsetSec?: number;
  bitrateKbps?: number;
  /**
   * The whole scene drifts from one ear to the other and back once per this many seconds
   * (8–600): the ear-to-ear movement ASMR listeners put headphones on for. Off when absent.
   */
  earToEarSec?: number;
}

const FADE_SEC = 3;

/** The ffmpeg argv (without the binary) that renders one session as stereo AAC-LC 48 kHz M4A. */
export function demoSessionArgs(options: DemoSessionOptions): string[] {
  const { loopFile, durationSec, output, offsetSec = 0, bitrateKbps = 96, earToEarSec } = options;
  if (!loopFile) throw new TypeError('loopFile is required');
  if (!output || output.startsWith('-'))
    throw new TypeError('output path is required and must not start with "-"');
  if (!Number.isFinite(durationSec) || durationSec <= 0 || durationSec > MAX_DEMO_DURATION_SEC) {
    throw new RangeError(`durationSec must be within (0, ${MAX_DEMO_DURATION_SEC}], got ${durationSec}`);
  }
  if (!Number.isFinite(offsetSec) || offsetSec < 0 || offsetSec > MAX_DEMO_DURATION_SEC) {
    throw new RangeError(`offsetSec must be within [0, ${MAX_DEMO_DURATION_SEC}], got ${offsetSec}`);
  }
  if (earToEarSec !== undefined && (!Number.isFinite(earToEarSec) || earToEarSec < 8 || earToEarSec > 600)) {
    throw new RangeError(`earToEarSec must be within 8..600, got ${earToEarSec}`);
  }
  const fade = Math.min(FADE_SEC, durationSec / 4);
  // apulsator with the right ear half a period behind the left is an auto-pan: as one ear rises
  // the other falls, so the sound travels between them without ever leaving the room.
  const drift =
    earToEarSec === undefined
      ? ''
      : `apulsator=mode=sine:hz=${num(1 / earToEarSec)}:amount=0.7:offset_l=0:offset_r=0.5,`;
  const graph =
    `[0:a]atrim=start=${num(offsetSec)},asetpts=N/SR/TB,atrim=duration=${num(durationSec)},${drift}` +
    `afade=t=in:st=0:d=${num(fade)},afade=t=out:st=${num(durationSec - fade)}:d=${num(fade)},` +
    `aformat=sample_fmts=fltp:sample_rates=${DEMO_SAMPLE_RATE}:channel_layouts=stereo[out]`;
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-stream_loop',
    '-1',
    '-i',
    loopFile,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-map_metadata',
    '-1',
    '-t',
    num(durationSec),
    ...demoM4aArgs(bitrateKbps),
    output,
  ];
}
