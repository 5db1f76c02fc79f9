import type { SoundId } from './ids.ts';
import { CRACKLE, DROPLET, eventLoop, type NoiseColour, noiseLoop } from './noise.ts';

/**
 * The part of a Web Audio context the bed builds with. The browser's AudioContext is one; tests
 * hand in a small fake (happy-dom has no Web Audio).
 */
export type BedAudio = Pick<
  BaseAudioContext,
  | 'createBuffer'
  | 'createBufferSource'
  | 'createBiquadFilter'
  | 'createGain'
  | 'createOscillator'
  | 'createChannelMerger'
  | 'currentTime'
  | 'sampleRate'
  | 'destination'
>;

/** One sound playing: its output (to the sound's own gain) and how to stop it at a time. */
export interface Voice {
  readonly output: AudioNode;
  stop(at: number): void;
}

/** Buffers are computed once per context and sample rate and kept: the first start costs a few ms. */
const buffers = new WeakMap<BedAudio, Map<string, AudioBuffer>>();

function cached(audio: BedAudio, key: string, samples: () => Float32Array): AudioBuffer {
  let byKey = buffers.get(audio);
  if (!byKey) {
    byKey = new Map();
    buffers.set(audio, byKey);
  }
  let buffer = byKey.get(key);
  if (!buffer) {
    const data = samples();
    buffer = audio.createBuffer(1, data.length, audio.sampleRate);
    buffer.getChannelData(0).set(data);
    byKey.set(key, buffer);
  }
  return buffer;
}

// Loop lengths are different primes of tenths of a second, so layers of one sound never repeat together.
const noiseBuffer = (audio: BedAudio, colour: NoiseColour) =>
  cached(audio, colour, () => noiseLoop(colour, 13.1, audio.sampleRate, colour.length * 7919));
const dropletBuffer = (audio: BedAudio) =>
  cached(audio, 'droplets', () => eventLoop(DROPLET, 9.7, audio.sampleRate, 4099));
const crackleBuffer = (audio: BedAudio) =>
  cached(audio, 'crackles', () => eventLoop(CRACKLE, 7.3, audio.sampleRate, 6007));

/**
 * A mono loop played twice, half a loop apart, on the left and the right: a wide, uncorrelated
 * stereo image from one buffer.
 */
function stereoLoop(audio: BedAudio, buffer: AudioBuffer, stops: ((at: number) => void)[]): AudioNode {
  const merger = audio.createChannelMerger(2);
  const now = audio.currentTime;
  for (const channel of [0, 1]) {
    const source = audio.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    source.connect(merger, 0, channel);
    source.start(now, channel * (buffer.duration / 2));
    stops.push((at) => source.stop(at));
  }
  return merger;
}

function filter(audio: BedAudio, type: BiquadFilterType, frequency: number, q = 0.7): BiquadFilterNode {
  const node = audio.createBiquadFilter();
  node.type = type;
  node.frequency.value = frequency;
  node.Q.value = q;
  return node;
}

/** A slow sine moving `param` by ±`depth` around its value (waves swelling and ebbing). */
function modulate(
  audio: BedAudio,
  param: AudioParam,
  hz: number,
  depth: number,
  stops: ((at: number) => void)[],
) {
  const lfo = audio.createOscillator();
  lfo.frequency.value = hz;
  const amount = audio.createGain();
  amount.gain.value = depth;
  lfo.connect(amount).connect(param);
  lfo.start(audio.currentTime);
  stops.push((at) => lfo.stop(at));
}

function gain(audio: BedAudio, level: number): GainNode {
  const node = audio.createGain();
  node.gain.value = level;
  return node;
}

type Recipe = (audio: BedAudio, out: GainNode, stops: ((at: number) => void)[]) => void;

const RECIPES: Record<SoundId, Recipe> = {
  // Falling rain: pink noise without its rumble and its hiss, and droplets on top.
  rain(audio, out, stops) {
    const bed = filter(audio, 'highpass', 350);
    stereoLoop(audio, noiseBuffer(audio, 'pink'), stops).connect(bed);
    bed
      .connect(filter(audio, 'lowpass', 7000))
      .connect(gain(audio, 0.8))
      .connect(out);
    const drops = filter(audio, 'bandpass', 2500, 0.5);
    stereoLoop(audio, dropletBuffer(audio), stops).connect(drops);
    drops.connect(gain(audio, 0.6)).connect(out);
  },
  // A fan: low-passed brown noise and a faint hum of its motor.
  fan(audio, out, stops) {
    stereoLoop(audio, noiseBuffer(audio, 'brown'), stops)
      .connect(filter(audio, 'lowpass', 900))
      .connect(gain(audio, 0.9))
      .connect(out);
    const hum = audio.createOscillator();
    hum.frequency.value = 100;
    hum.connect(gain(audio, 0.02)).connect(out);
    hum.start(audio.currentTime);
    stops.push((at) => hum.stop(at));
  },
  // Waves: noise whose brightness and loudness swell and ebb about every 11 seconds.
  waves(audio, out, stops) {
    const tone = filter(audio, 'lowpass', 900);
    const swell = gain(audio, 0.55);
    stereoLoop(audio, noiseBuffer(audio, 'pink'), stops).connect(tone).connect(swell).connect(out);
    modulate(audio, tone.frequency, 0.09, 600, stops);
    modulate(audio, swell.gain, 0.09, 0.4, stops);
  },
  // A fireplace: a warm brown-noise roar and crackles.
  fire(audio, out, stops) {
    stereoLoop(audio, noiseBuffer(audio, 'brown'), stops)
      .connect(filter(audio, 'lowpass', 500))
      .connect(gain(audio, 0.7))
      .connect(out);
    stereoLoop(audio, crackleBuffer(audio), stops)
      .connect(filter(audio, 'highpass', 800))
      .connect(gain(audio, 0.9))
      .connect(out);
  },
  pink(audio, out, stops) {
    stereoLoop(audio, noiseBuffer(audio, 'pink'), stops).connect(out);
  },
  brown(audio, out, stops) {
    stereoLoop(audio, noiseBuffer(audio, 'brown'), stops).connect(out);
  },
};

/** Starts `id` now; its output is a gain node at 1 for the caller to connect and ramp. */
export function startVoice(audio: BedAudio, id: SoundId): Voice {
  const out = audio.createGain();
  const stops: ((at: number) => void)[] = [];
  RECIPES[id](audio, out, stops);
  return {
    output: out,
    stop(at) {
      for (const stop of stops) stop(at);
    },
  };
}
