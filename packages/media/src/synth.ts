// Pure ffmpeg argument builders for the license-free demo sounds the seed renders on first start.
//
// Everything here is synthesised by ffmpeg's own lavfi sources (anoisesrc, sine, aevalsrc), so the output
// carries no third-party rights. Every preset is built as a real two-channel signal whose left and right
// channels differ (independent noise seeds, panned events, different tones); nothing is ever downmixed.
// The graphs only use filters that exist in both the npm-shipped ffmpeg 4.1 and current system builds, and
// all sources are seeded, so the same arguments always give the same audio.

import { DEMO_SAMPLE_RATE, GraphBuilder, num } from './synth-graph.ts';

export { DEMO_SAMPLE_RATE, num } from './synth-graph.ts';

export const DEMO_SOUND_PRESETS = [
  'rain',
  'white-noise',
  'pink-noise',
  'brown-noise',
  'tapping',
  'binaural',
  'ocean',
  'fire',
  'heartbeat',
  'whisper-voice',
] as const;

export type DemoSoundPreset = (typeof DEMO_SOUND_PRESETS)[number];

/** Korean display labels for the presets. */
export const DEMO_SOUND_LABELS: Readonly<Record<DemoSoundPreset, string>> = Object.freeze({
  rain: '빗소리',
  'white-noise': '백색 소음',
  'pink-noise': '핑크 노이즈',
  'brown-noise': '브라운 노이즈',
  tapping: '태핑',
  binaural: '바이노럴 비트',
  ocean: '파도 소리',
  fire: '모닥불 소리',
  heartbeat: '심장 소리',
  'whisper-voice': '빗속의 속삭임',
});

export const MAX_DEMO_DURATION_SEC = 3600;

export interface DemoSoundOptions {
  /** Length of the rendered file in seconds, 0 < d ≤ 3600. */
  durationSec: number;
  /** Output path; the container is M4A (AAC-LC in MP4), or WAV with `loop`, whatever the extension. */
  output: string;
  /** AAC bit rate in kb/s, 32–320. */
  bitrateKbps?: number;
  /** Shifts every random seed, so one preset can give several different (still deterministic) takes. */
  seed?: number;
  /** `whisper-voice` only: the spoken line to mix in (any format ffmpeg decodes, e.g. assets/voice/*.ogg). */
  voiceFile?: string;
  /** `whisper-voice` only: the line repeats every this many seconds (2–120, default 8). */
  voiceEverySec?: number;
  /** `whisper-voice` only: silence before the first line, in seconds (0–30, default 0.6). */
  voiceStartSec?: number;
  /**
   * A loop to build longer sessions from (demoSessionArgs): no fade in or out, written as 16-bit
   * PCM WAV so that playing it over and over adds no encoder gap at the seam.
   */
  loop?: boolean;
}

export function isDemoSoundPreset(value: unknown): value is DemoSoundPreset {
  return typeof value === 'string' && (DEMO_SOUND_PRESETS as readonly string[]).includes(value);
}

export function demoSoundLabel(preset: DemoSoundPreset): string {
  return DEMO_SOUND_LABELS[preset];
}

/**
 * The ffmpeg argv (without the binary) that renders `preset` as a stereo AAC-LC 48 kHz `.m4a`.
 * Throws RangeError for an unknown preset or out-of-range numbers, TypeError for a missing output/voice file.
 */
export function demoSoundArgs(preset: DemoSoundPreset, options: DemoSoundOptions): string[] {
  if (!isDemoSoundPreset(preset)) throw new RangeError(`unknown demo sound preset: ${String(preset)}`);
  const { durationSec, output, bitrateKbps = 96, seed = 0 } = options;
  assertDuration(durationSec);
  if (typeof output !== 'string' || output.length === 0) throw new TypeError('output path is required');
  if (output.startsWith('-')) throw new TypeError(`output path must not start with "-": ${output}`);
  if (!Number.isInteger(bitrateKbps) || bitrateKbps < 32 || bitrateKbps > 320) {
    throw new RangeError(`bitrateKbps must be an integer in 32..320, got ${bitrateKbps}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 1_000_000) {
    throw new RangeError(`seed must be an integer in 0..1000000, got ${seed}`);
  }

  const g = new GraphBuilder(durationSec, seed);
  const inputs: string[] = [];
  let mix: string;
  switch (preset) {
    case 'rain':
      mix = rain(g, 1);
      break;
    case 'white-noise':
      mix = g.mix([g.stereoNoise('white', 0.3, 'lowpass=f=16000')], [0.8]);
      break;
    case 'pink-noise':
      mix = g.mix([g.stereoNoise('pink', 0.45, 'highpass=f=20')], [1.3]);
      break;
    case 'brown-noise':
      mix = g.mix([g.stereoNoise('brown', 0.9, 'highpass=f=25')], [0.7]);
      break;
    case 'tapping':
      mix = tapping(g);
      break;
    case 'binaural':
      mix = binaural(g);
      break;
    case 'ocean':
      mix = ocean(g);
      break;
    case 'fire':
      mix = fire(g);
      break;
    case 'heartbeat':
      mix = heartbeat(g);
      break;
    case 'whisper-voice': {
      const { voiceFile, voiceEverySec = 8, voiceStartSec = 0.6 } = options;
      if (typeof voiceFile !== 'string' || voiceFile.length === 0) {
        throw new TypeError('whisper-voice needs options.voiceFile (a spoken line to mix in)');
      }
      if (!Number.isFinite(voiceEverySec) || voiceEverySec < 2 || voiceEverySec > 120) {
        throw new RangeError(`voiceEverySec must be within 2..120, got ${voiceEverySec}`);
      }
      if (!Number.isFinite(voiceStartSec) || voiceStartSec < 0 || voiceStartSec > 30) {
        throw new RangeError(`voiceStartSec must be within 0..30, got ${voiceStartSec}`);
      }
      inputs.push('-i', voiceFile);
      mix = whisperVoice(g, voiceEverySec, voiceStartSec);
      break;
    }
  }

  const fade = Math.min(2, durationSec / 4);
  const fades = options.loop
    ? ''
    : `afade=t=in:st=0:d=${num(fade)},afade=t=out:st=${num(durationSec - fade)}:d=${num(fade)},`;
  g.add(
    `[${mix}]${fades}aformat=sample_fmts=fltp:sample_rates=${DEMO_SAMPLE_RATE}:channel_layouts=stereo[out]`,
  );
  const encoding = options.loop
    ? ['-c:a', 'pcm_s16le', '-ar', String(DEMO_SAMPLE_RATE), '-ac', '2', '-f', 'wav']
    : demoM4aArgs(bitrateKbps);

  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    g.toString(),
    '-map',
    '[out]',
    '-map_metadata',
    '-1',
    '-t',
    num(durationSec),
    ...encoding,
    output,
  ];
}

/** Output options of a demo M4A: stereo AAC-LC 48 kHz, true left and right, ready to stream. */
export function demoM4aArgs(bitrateKbps: number): string[] {
  return [
    '-c:a',
    'aac',
    '-profile:a',
    'aac_low',
    // Intensity stereo would merge the channels' high bands; binaural content must keep true L/R.
    '-aac_is',
    '0',
    '-b:a',
    `${bitrateKbps}k`,
    '-ar',
    String(DEMO_SAMPLE_RATE),
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-f',
    'ipod',
  ];
}

function assertDuration(durationSec: number): void {
  if (typeof durationSec !== 'number' || !Number.isFinite(durationSec)) {
    throw new RangeError(`durationSec must be a finite number, got ${String(durationSec)}`);
  }
  if (durationSec <= 0 || durationSec > MAX_DEMO_DURATION_SEC) {
    throw new RangeError(`durationSec must be within (0, ${MAX_DEMO_DURATION_SEC}], got ${durationSec}`);
  }
}

/**
 * Sparse "plink" events: with probability `perSec/48000` per sample a new event starts (random pitch and
 * level), then rings as a decaying sine. The random state is seeded per channel so both ears differ.
 */
function dropletExpr(seed: number, perSec: number, decay: number, minHz: number, spanHz: number): string {
  const p = num(perSec / DEMO_SAMPLE_RATE);
  return (
    `if(eq(n,0),st(0,${seed})+st(1,-9)+st(3,0));` +
    `if(lt(random(0),${p}),st(1,t)+st(2,${minHz}+${spanHz}*random(0))+st(3,0.15+0.85*random(0)));` +
    `ld(3)*exp(-(t-ld(1))*${decay})*sin(2*PI*ld(2)*(t-ld(1)))`
  );
}

function rain(g: GraphBuilder, dropletLevel: number): string {
  const hiss = g.stereoNoise('pink', 0.7, 'highpass=f=500,lowpass=f=7500');
  const body = g.stereoNoise('brown', 0.8, 'highpass=f=40,lowpass=f=600');
  const drops = g.stereoExpr(
    dropletExpr(g.seed(), 9, 120, 1800, 3600),
    dropletExpr(g.seed(), 7, 120, 1600, 3400),
    'highpass=f=900,aecho=0.8:0.5:23|41:0.25|0.15',
  );
  return g.mix([hiss, body, drops], [0.55, 0.6, 0.3 * dropletLevel]);
}

function tapping(g: GraphBuilder): string {
  // Time is cut into 0.19 s slots; a hash of the slot number decides whether it holds a tap (~75 %),
  // its jitter and its pitch. Even slots tap on the left, odd ones on the right, with a little crosstalk.
  const slot = 0.19;
  const tap =
    `st(0,floor(t/${slot}));` +
    'st(1,sin(ld(0)*12.9898+78.233)*43758.5453);st(1,ld(1)-floor(ld(1)));' +
    'st(5,sin(ld(0)*39.3468+11.135)*24634.6345);st(5,ld(5)-floor(ld(5)));' +
    `st(2,t-${slot}*ld(0)-0.08*ld(5));` +
    'st(4,if(gte(ld(2),0)*gt(ld(1),0.25),exp(-ld(2)*60)*(0.65*sin(2*PI*(700+1300*ld(1))*ld(2))' +
    '+0.35*sin(2*PI*(2400+1500*ld(5))*ld(2))*exp(-ld(2)*90)),0));';
  const taps = g.stereoExpr(
    `${tap}ld(4)*if(eq(mod(ld(0),2),0),1,0.15)`,
    `${tap}ld(4)*if(eq(mod(ld(0),2),1),1,0.15)`,
    'highpass=f=150,aecho=0.8:0.6:19|31:0.22|0.12',
  );
  const room = g.stereoNoise('pink', 0.2, 'lowpass=f=3000');
  return g.mix([taps, room], [1.3, 0.2]);
}

function binaural(g: GraphBuilder): string {
  const tones = g.stereoSine(200, 206);
  const bed = g.stereoNoise('pink', 0.5, 'lowpass=f=1500,highpass=f=60');
  // sine's amplitude is 1/8; the tones end up near -14 dBFS with the noise well underneath.
  return g.mix([tones, bed], [1.6, 0.08]);
}

function ocean(g: GraphBuilder): string {
  const surf = g.stereoNoise('pink', 0.8, 'lowpass=f=1800,highpass=f=80');
  const swell = g.stereoNoise('brown', 0.9, 'lowpass=f=400');
  // A slow swell that reaches the left and right ears at different times, with a second, incommensurate
  // tremolo so the waves never line up exactly.
  return g.mix(
    [surf, swell],
    [0.6, 0.5],
    'apulsator=mode=sine:hz=0.09:amount=0.8:offset_l=0:offset_r=0.3,tremolo=f=0.13:d=0.35',
  );
}

function fire(g: GraphBuilder): string {
  const crackle = (seed: number, perSec: number) =>
    `if(eq(n,0),st(0,${seed})+st(1,-9)+st(2,0)+st(4,1000));` +
    `if(lt(random(0),${num(perSec / DEMO_SAMPLE_RATE)}),st(1,t)+st(2,0.2+0.8*random(0))` +
    '+st(4,if(lt(random(0),0.15),260,1800)));' +
    'ld(2)*exp(-(t-ld(1))*ld(4))*(2*random(0)-1)';
  const crackles = g.stereoExpr(crackle(g.seed(), 14), crackle(g.seed(), 11), 'highpass=f=500');
  const rumble = g.stereoNoise('brown', 0.9, 'lowpass=f=300,highpass=f=30');
  const hiss = g.stereoNoise('pink', 0.4, 'highpass=f=2500,lowpass=f=9000,tremolo=f=2.7:d=0.5');
  return g.mix([crackles, rumble, hiss], [0.7, 0.7, 0.12]);
}

function heartbeat(g: GraphBuilder): string {
  // "lub-dub" at ~63 bpm; the right ear hears it 4 ms later and softer, as if the heart were on the left.
  const beat = (offset: number, gain: number) =>
    `st(0,mod(t+${num(offset)},0.95));` +
    'st(1,exp(-ld(0)*22)*(sin(2*PI*52*ld(0))+0.3*sin(2*PI*104*ld(0))));' +
    'st(2,if(gte(ld(0),0.3),0.75*exp(-(ld(0)-0.3)*26)*(sin(2*PI*46*(ld(0)-0.3))+0.3*sin(2*PI*92*(ld(0)-0.3))),0));' +
    `${num(gain)}*(ld(1)+ld(2))`;
  const beats = g.stereoExpr(beat(0, 0.8), beat(0.946, 0.6), 'lowpass=f=900');
  const womb = g.stereoNoise('brown', 0.8, 'lowpass=f=350,highpass=f=25');
  return g.mix([beats, womb], [0.75, 0.35]);
}

function whisperVoice(g: GraphBuilder, everySec: number, startSec: number): string {
  // The spoken line (input 0) is delayed, padded to a fixed period and looped, then placed near the left ear.
  const voice = g.label('voice');
  const period = Math.round(everySec * DEMO_SAMPLE_RATE);
  g.add(
    `[0:a:0]aformat=sample_fmts=fltp:channel_layouts=mono,aresample=${DEMO_SAMPLE_RATE},` +
      `highpass=f=120,lowpass=f=8500,adelay=${Math.round(startSec * 1000)},apad,` +
      `atrim=end_sample=${period},asetpts=N/SR/TB,aloop=loop=-1:size=${period},` +
      `atrim=duration=${num(g.durationSec)},asetpts=N/SR/TB,pan=stereo|c0=0.9*c0|c1=0.4*c0[${voice}]`,
  );
  const bed = rain(g, 0.5);
  return g.mix([voice, bed], [0.9, 0.45]);
}
