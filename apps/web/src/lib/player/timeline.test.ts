import type { TAudiotoonFrame, TCaption } from '@sogon/contract/schemas/media';
import { describe, expect, it } from 'vitest';
import { captionIndexAt, captionInViewAt, frameIndexAt } from './timeline.ts';

const frame = (atMs: number): TAudiotoonFrame => ({
  atMs,
  src: `/f/${atMs}.webp`,
  width: 800,
  height: 800,
  alt: '',
});
const line = (startMs: number, endMs: number): TCaption => ({ startMs, endMs, text: `${startMs}` });

describe('frame at a time', () => {
  const frames = [frame(0), frame(5_000), frame(12_000)];

  it('keeps each image until the next one starts', () => {
    expect(frameIndexAt(frames, 0)).toBe(0);
    expect(frameIndexAt(frames, 4_999)).toBe(0);
    expect(frameIndexAt(frames, 5_000)).toBe(1);
    expect(frameIndexAt(frames, 11_999)).toBe(1);
    expect(frameIndexAt(frames, 600_000)).toBe(2);
  });

  it('shows no image before the first one (the cover is shown instead)', () => {
    expect(frameIndexAt([frame(3_000)], 2_000)).toBe(-1);
    expect(frameIndexAt([], 2_000)).toBe(-1);
  });
});

describe('caption at a time', () => {
  const captions = [line(1_000, 3_000), line(3_000, 4_000), line(6_000, 9_000)];

  it('finds the line being spoken, end exclusive', () => {
    expect(captionIndexAt(captions, 1_000)).toBe(0);
    expect(captionIndexAt(captions, 2_999)).toBe(0);
    expect(captionIndexAt(captions, 3_000)).toBe(1);
    expect(captionIndexAt(captions, 8_999)).toBe(2);
  });

  it('is -1 before the first line, in gaps and after the last', () => {
    expect(captionIndexAt(captions, 500)).toBe(-1);
    expect(captionIndexAt(captions, 5_000)).toBe(-1);
    expect(captionIndexAt(captions, 9_000)).toBe(-1);
  });

  it('keeps the last heard line in view during a gap', () => {
    expect(captionInViewAt(captions, 5_000)).toBe(1);
    expect(captionInViewAt(captions, 500)).toBe(-1);
  });

  it('agrees with a linear scan on many lines', () => {
    const many = Array.from({ length: 200 }, (_, i) => line(i * 1_000, i * 1_000 + 700));
    for (const ms of [0, 699, 700, 999, 1_000, 123_456, 199_699, 199_700, 250_000]) {
      const linear = many.findIndex((c) => c.startMs <= ms && ms < c.endMs);
      expect(captionIndexAt(many, ms)).toBe(linear);
    }
  });
});
