import { describe, expect, it } from 'vitest';
import {
  BED_PEAK,
  CRACKLE,
  crossfadeLoop,
  DROPLET,
  eventLoop,
  type NoiseColour,
  noise,
  noiseLoop,
  seededRandom,
} from './noise.ts';

const RATE = 48_000;

/** In-place radix-2 FFT of (re, im). */
function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/**
 * The spectral slope of `samples`: log10 power per log10 frequency, fitted over octave bands from
 * 100 Hz to 6.4 kHz of a Hann-windowed averaged periodogram (0 white, −1 pink, −2 brown).
 */
function spectralSlope(samples: Float32Array): number {
  const size = 4096;
  const power = new Float64Array(size / 2);
  for (let start = 0; start + size <= samples.length; start += size) {
    const re = new Float64Array(size);
    const im = new Float64Array(size);
    for (let i = 0; i < size; i += 1)
      re[i] = samples[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
    fft(re, im);
    for (let k = 0; k < size / 2; k += 1) power[k] = power[k]! + re[k]! ** 2 + im[k]! ** 2;
  }
  const points: [number, number][] = [];
  for (let low = 100; low < 6400; low *= 2) {
    const from = Math.ceil((low * size) / RATE);
    const to = Math.floor((2 * low * size) / RATE);
    let sum = 0;
    for (let k = from; k < to; k += 1) sum += power[k]!;
    points.push([Math.log10(low * Math.SQRT2), Math.log10(sum / (to - from))]);
  }
  const mx = points.reduce((s, [x]) => s + x, 0) / points.length;
  const my = points.reduce((s, [, y]) => s + y, 0) / points.length;
  const cov = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const varX = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return cov / varX;
}

function peak(samples: Float32Array) {
  let max = 0;
  for (const value of samples) max = Math.max(max, Math.abs(value));
  return max;
}

/** The largest step between neighbours, counting the step from the last sample back to the first. */
function largestStep(samples: Float32Array, wrap: boolean) {
  let max = 0;
  for (let i = 1; i < samples.length; i += 1) max = Math.max(max, Math.abs(samples[i]! - samples[i - 1]!));
  if (wrap) max = Math.max(max, Math.abs(samples[0]! - samples[samples.length - 1]!));
  return max;
}

const same = (a: Float32Array, b: Float32Array) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

describe('the noise generators', () => {
  it('are deterministic for a seed and differ between seeds', () => {
    expect(same(noise('pink', 1000, seededRandom(7)), noise('pink', 1000, seededRandom(7)))).toBe(true);
    expect(same(noise('pink', 1000, seededRandom(7)), noise('pink', 1000, seededRandom(8)))).toBe(false);
  });

  it.each([
    ['white', 0],
    ['pink', -1],
    ['brown', -2],
  ] as [NoiseColour, number][])('give %s noise a spectral slope near %d', (colour, slope) => {
    const samples = noise(colour, 4 * RATE, seededRandom(42));
    expect(spectralSlope(samples)).toBeCloseTo(slope, 0);
    expect(Math.abs(spectralSlope(samples) - slope)).toBeLessThan(0.3);
  });

  it('loop seamlessly: the jump from the end to the start is no larger than any step inside', () => {
    for (const colour of ['white', 'pink', 'brown'] as const) {
      const loop = noiseLoop(colour, 2, RATE, 3);
      const wrapStep = Math.abs(loop[0]! - loop[loop.length - 1]!);
      expect(wrapStep).toBeLessThanOrEqual(largestStep(loop, false));
    }
    // Brown noise moves slowly: a hard cut would jump far more than its steps.
    const brown = noiseLoop('brown', 2, RATE, 3);
    expect(Math.abs(brown[0]! - brown[brown.length - 1]!)).toBeLessThan(largestStep(brown, false));
  });

  it('crossfade so the last sample is followed by what followed it in the input', () => {
    const input = Float32Array.from({ length: 100 }, (_, i) => Math.sin(i / 5));
    const loop = crossfadeLoop(input, 20);
    expect(loop.length).toBe(80);
    expect(loop[0]).toBeCloseTo(input[80]!, 6);
    expect(loop[79]).toBe(input[79]);
  });

  it('have no NaN and stay at the bed peak', () => {
    for (const colour of ['white', 'pink', 'brown'] as const) {
      const loop = noiseLoop(colour, 3, RATE, 11);
      expect(loop.length).toBe(3 * RATE);
      expect(loop.every(Number.isFinite)).toBe(true);
      expect(peak(loop)).toBeCloseTo(BED_PEAK, 5);
    }
  });
});

describe('the droplets and crackles', () => {
  it.each([
    ['droplets', DROPLET],
    ['crackles', CRACKLE],
  ] as const)('%s: finite, at the bed peak, sparse and seamless', (_name, shape) => {
    const loop = eventLoop(shape, 4, RATE, 5);
    expect(loop.length).toBe(4 * RATE);
    expect(loop.every(Number.isFinite)).toBe(true);
    expect(peak(loop)).toBeCloseTo(BED_PEAK, 5);
    // Short events: most of the buffer is silence between them.
    const silent = loop.filter((value) => value === 0).length;
    expect(silent / loop.length).toBeGreaterThan(0.3);
    expect(Math.abs(loop[0]! - loop[loop.length - 1]!)).toBeLessThanOrEqual(largestStep(loop, false));
    expect(same(eventLoop(shape, 4, RATE, 5), loop)).toBe(true);
  });
});
