import { studioTexts as text } from '@sogon/contract/messages/studio';
import { describe, expect, it } from 'vitest';
import { frameImageArgs, frameOutputSize } from './frame-image.ts';
import { checkFrameSet } from './frame-set.ts';

describe('checkFrameSet', () => {
  it('pairs times and descriptions with images in order', () => {
    expect(
      checkFrameSet({ imageCount: 3, atMs: ['0', ' 1500 ', '90000'], alts: ['바다', '', ' 밤 '] }),
    ).toEqual({
      ok: true,
      frames: [
        { atMs: 0, alt: '바다' },
        { atMs: 1500, alt: '' },
        { atMs: 90_000, alt: '밤' },
      ],
    });
    expect(checkFrameSet({ imageCount: 1, atMs: ['0'], alts: [] })).toEqual({
      ok: true,
      frames: [{ atMs: 0, alt: '' }],
    });
  });

  it.each([
    [{ imageCount: 0, atMs: [], alts: [] }, text.framesMissing],
    [{ imageCount: 201, atMs: [], alts: [] }, text.framesTooMany(200)],
    [{ imageCount: 2, atMs: ['0'], alts: [] }, text.framesTimesCount],
    [{ imageCount: 2, atMs: ['0', '5'], alts: ['a'] }, text.framesAltCount],
    [{ imageCount: 1, atMs: ['10'], alts: [] }, text.frameFirstNotZero],
    [{ imageCount: 2, atMs: ['0', '0'], alts: [] }, text.frameTimesOrder(2)],
    [{ imageCount: 3, atMs: ['0', '10', '5'], alts: [] }, text.frameTimesOrder(3)],
    [{ imageCount: 2, atMs: ['0', '-5'], alts: [] }, text.frameTimeInvalid(2)],
    [{ imageCount: 2, atMs: ['0', '1e3'], alts: [] }, text.frameTimeInvalid(2)],
    [{ imageCount: 2, atMs: ['0', '86400001'], alts: [] }, text.frameTimeInvalid(2)],
    [{ imageCount: 1, atMs: ['0'], alts: ['가'.repeat(201)] }, text.frameAltTooLong(1, 200)],
  ])('refuses %j', (input, detail) => {
    expect(checkFrameSet(input)).toEqual({ ok: false, detail });
  });
});

describe('frame image arguments', () => {
  it('keeps the aspect, never enlarges, and keeps both sides even', () => {
    expect(frameOutputSize(2000, 1000)).toEqual({ width: 1280, height: 640 });
    expect(frameOutputSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameOutputSize(641, 481)).toEqual({ width: 640, height: 480 });
    expect(frameOutputSize(1280, 8000)).toEqual({ width: 1280, height: 8000 });
    expect(frameOutputSize(7999, 17)).toEqual({ width: 1280, height: 2 });
  });

  it('names the demuxer, drops metadata and refuses option-like paths', () => {
    const args = frameImageArgs({
      input: '/tmp/in',
      kind: 'webp',
      output: '/tmp/out.jpg',
      width: 640,
      height: 480,
    });
    expect(args).toEqual(expect.arrayContaining(['-f', 'webp_pipe', '-map_metadata', '-1', '+bitexact']));
    expect(args.join(' ')).toContain('scale=640:480');
    expect(() => frameImageArgs({ input: '-i', kind: 'png', output: '/o.jpg', width: 2, height: 2 })).toThrow(
      TypeError,
    );
    expect(() => frameImageArgs({ input: '/i', kind: 'png', output: '/o.jpg', width: 3, height: 2 })).toThrow(
      RangeError,
    );
  });
});
