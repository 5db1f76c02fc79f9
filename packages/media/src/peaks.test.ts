import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PeakCollector, peaksArgs, peaksFromPcm } from './peaks.ts';

function pcm(samples: number[]): Buffer {
  const buffer = Buffer.alloc(samples.length * 2);
  for (const [i, s] of samples.entries()) buffer.writeInt16LE(s, i * 2);
  return buffer;
}

describe('peaksFromPcm', () => {
  it('takes the largest absolute sample per bucket, scaled to the loudest bucket', () => {
    const samples = [100, -200, 50, 0, 1000, -30, 10, -2000];
    expect(peaksFromPcm(pcm(samples), 4)).toEqual([26, 6, 128, 255]);
    expect(peaksFromPcm(pcm(samples), 4, { normalise: false })).toEqual([2, 0, 8, 16]);
  });

  it('scales full scale (including -32768) to 255 without normalising', () => {
    expect(peaksFromPcm(pcm([-32768, 32767, 16384, 0]), 4, { normalise: false })).toEqual([255, 255, 128, 0]);
  });

  it('defaults to 600 buckets and gives zeros for silence or nothing', () => {
    expect(peaksFromPcm(pcm(new Array(6000).fill(0)))).toEqual(new Array(600).fill(0));
    expect(peaksFromPcm(new Uint8Array(0), 5)).toEqual([0, 0, 0, 0, 0]);
  });

  it('stretches input shorter than the bucket count', () => {
    expect(peaksFromPcm(pcm([1000, 2000]), 4)).toEqual([128, 128, 255, 255]);
  });

  it('rejects bad bucket counts', () => {
    expect(() => peaksFromPcm(pcm([1]), 0)).toThrow(RangeError);
    expect(() => peaksFromPcm(pcm([1]), 1.5)).toThrow(RangeError);
  });
});

describe('PeakCollector', () => {
  it('gives the same result however the bytes are chunked (samples split across chunks)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -32768, max: 32767 }), { minLength: 1, maxLength: 400 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 50 }),
        (samples, cuts, buckets) => {
          const bytes = pcm(samples);
          const collector = new PeakCollector(1);
          let at = 0;
          for (let i = 0; at < bytes.length; i++) {
            const size = cuts[i % cuts.length]!;
            collector.push(bytes.subarray(at, at + size));
            at += size;
          }
          expect(collector.peaks(buckets)).toEqual(peaksFromPcm(bytes, buckets));
        },
      ),
    );
  });

  it('with blocks sized for the duration, stays within a block of the exact peaks', () => {
    // 60 s of 8 kHz: a quiet bed with one loud click per second.
    const samples = Array.from({ length: 480_000 }, (_, i) =>
      i % 8000 === 4000 ? 30_000 : ((i * 37) % 200) - 100,
    );
    const collector = PeakCollector.forDuration(60);
    expect(collector.blockSize).toBe(100);
    collector.push(pcm(samples));
    const approx = collector.peaks();
    const exact = peaksFromPcm(pcm(samples));
    const clicks = (values: number[]) => values.filter((v) => v === 255).length;
    expect(clicks(approx)).toBe(60);
    expect(clicks(exact)).toBe(60);
    const moved = approx.filter((v, i) => v !== exact[i]).length;
    expect(moved).toBeLessThanOrEqual(2 * 60);
  });
});

describe('peaksArgs', () => {
  it('decodes the first audio stream to 8 kHz mono s16le on stdout', () => {
    const args = peaksArgs({ input: 'in.m4a' });
    expect(args.slice(-7)).toEqual([
      '-map',
      '0:a:0',
      '-af',
      'aresample=8000,aformat=sample_fmts=s16:channel_layouts=mono',
      '-f',
      's16le',
      'pipe:1',
    ]);
    expect(peaksArgs({ input: 'in', sampleRate: 4000, durationSec: 30 })).toContain(
      'aresample=4000,aformat=sample_fmts=s16:channel_layouts=mono',
    );
    expect(() => peaksArgs({ input: 'in', sampleRate: 10 })).toThrow(RangeError);
  });
});
