/**
 * The sound bed's raw material, computed in the page (no files, no network: it works offline by
 * construction): white, pink and brown noise, and the droplets of rain and the crackles of a
 * fire, each as one buffer of samples that loops without a seam. Everything here is pure and
 * seeded, so a test hears exactly what a listener hears.
 */

/** A seeded generator of uniform numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type NoiseColour = 'white' | 'pink' | 'brown';

/** `length` samples of noise of `colour`, mean zero (not yet scaled). */
export function noise(colour: NoiseColour, length: number, random: () => number): Float32Array {
  const out = new Float32Array(length);
  const white = () => random() * 2 - 1;
  if (colour === 'white') {
    for (let i = 0; i < length; i += 1) out[i] = white();
  } else if (colour === 'pink') {
    // Paul Kellet's filter: -3 dB per octave (power ∝ 1/f) across the audible band.
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    let b3 = 0;
    let b4 = 0;
    let b5 = 0;
    let b6 = 0;
    for (let i = 0; i < length; i += 1) {
      const w = white();
      b0 = 0.99886 * b0 + w * 0.0555179;
      b1 = 0.99332 * b1 + w * 0.0750759;
      b2 = 0.969 * b2 + w * 0.153852;
      b3 = 0.8665 * b3 + w * 0.3104856;
      b4 = 0.55 * b4 + w * 0.5329522;
      b5 = -0.7616 * b5 - w * 0.016898;
      out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
      b6 = w * 0.115926;
    }
  } else {
    // A leaky integrator: -6 dB per octave (power ∝ 1/f²) above about 15 Hz, no drift below.
    let b = 0;
    for (let i = 0; i < length; i += 1) {
      b = 0.998 * b + white() * 0.05;
      out[i] = b;
    }
  }
  removeMean(out);
  return out;
}

function removeMean(samples: Float32Array) {
  let sum = 0;
  for (const value of samples) sum += value;
  const mean = sum / (samples.length || 1);
  for (let i = 0; i < samples.length; i += 1) samples[i] = samples[i]! - mean;
}

/**
 * A loop without a click: the last `fade` samples are laid over the first ones with an
 * equal-power crossfade, and the result is `fade` samples shorter. Its last sample is followed by
 * what followed it in the input, so going round from the end to the start is seamless.
 */
export function crossfadeLoop(samples: Float32Array, fade: number): Float32Array {
  const length = samples.length - fade;
  if (fade <= 0 || length <= fade) return samples.slice();
  const out = samples.slice(0, length);
  for (let i = 0; i < fade; i += 1) {
    const x = (i / fade) * (Math.PI / 2);
    out[i] = samples[i]! * Math.sin(x) + samples[length + i]! * Math.cos(x);
  }
  return out;
}

/** Scales `samples` in place so the loudest one is at `peak`. */
export function scaleToPeak(samples: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (const value of samples) max = Math.max(max, Math.abs(value));
  if (max > 0) for (let i = 0; i < samples.length; i += 1) samples[i] = (samples[i]! / max) * peak;
  return samples;
}

/** Peak level of every buffer here: room for several sounds at once under the episode. */
export const BED_PEAK = 0.5;
const FADE_SEC = 0.5;

/** `seconds` of seamlessly looping noise at `sampleRate`. */
export function noiseLoop(
  colour: NoiseColour,
  seconds: number,
  sampleRate: number,
  seed: number,
): Float32Array {
  const fade = Math.round(FADE_SEC * sampleRate);
  const raw = noise(colour, Math.round(seconds * sampleRate) + fade, seededRandom(seed));
  return scaleToPeak(crossfadeLoop(raw, fade), BED_PEAK);
}

/** What one kind of short event sounds like and how often it comes. */
export interface EventShape {
  /** Events per second on average (Poisson). */
  rate: number;
  /** One event's samples, given its loudness in (0, 1] and the generator. */
  render(sampleRate: number, loudness: number, random: () => number): Float32Array;
  /** Loudness of one event, from a uniform number. */
  loudness(u: number): number;
}

/** A water drop: a short sine that rises in pitch and dies away in a few milliseconds. */
export const DROPLET: EventShape = {
  rate: 14,
  loudness: (u) => 0.15 + 0.85 * u ** 3,
  render(sampleRate, loudness, random) {
    const length = Math.round(sampleRate * (0.006 + random() * 0.014));
    const from = 1200 + random() * 2400;
    const to = from * (1.4 + random() * 0.8);
    const out = new Float32Array(length);
    let phase = 0;
    for (let i = 0; i < length; i += 1) {
      const t = i / length;
      phase += (2 * Math.PI * (from + (to - from) * t)) / sampleRate;
      // A smooth attack and an exponential release: no step at either end.
      const envelope = Math.sin(Math.PI * Math.min(1, t * 8) * 0.5) * Math.exp(-5 * t) * (1 - t);
      out[i] = Math.sin(phase) * envelope * loudness;
    }
    return out;
  },
};

/** A crackle of wood: a burst of noise a few milliseconds long, now and then a louder pop. */
export const CRACKLE: EventShape = {
  rate: 5,
  loudness: (u) => (u > 0.92 ? 0.7 + u * 0.3 : 0.1 + 0.5 * u ** 2),
  render(sampleRate, loudness, random) {
    const length = Math.round(sampleRate * (0.001 + random() * 0.006));
    const out = new Float32Array(length);
    let previous = 0;
    for (let i = 0; i < length; i += 1) {
      const t = i / length;
      // Slightly low-passed white noise under a fast decay.
      previous = previous * 0.4 + (random() * 2 - 1) * 0.6;
      out[i] = previous * Math.exp(-6 * t) * (1 - t) * loudness;
    }
    return out;
  },
};

/**
 * `seconds` of `shape`'s events at random moments. An event that runs past the end goes on at
 * the start, so the buffer loops seamlessly whatever falls where.
 */
export function eventLoop(
  shape: EventShape,
  seconds: number,
  sampleRate: number,
  seed: number,
): Float32Array {
  const random = seededRandom(seed);
  const length = Math.round(seconds * sampleRate);
  const out = new Float32Array(length);
  let at = 0;
  for (;;) {
    at += -Math.log(1 - random()) / shape.rate;
    const start = Math.floor(at * sampleRate);
    if (start >= length) break;
    const event = shape.render(sampleRate, shape.loudness(random()), random);
    for (let i = 0; i < event.length; i += 1) {
      const index = (start + i) % length;
      out[index] = out[index]! + event[i]!;
    }
  }
  return scaleToPeak(out, BED_PEAK);
}
