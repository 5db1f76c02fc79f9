import { describe, expect, it } from 'vitest';
import { attachedPictureArgs, hasAttachedPicture, videoCoverArgs } from './cover-extract.ts';

describe('videoCoverArgs', () => {
  it('seeks to 10 % of the duration before the input and writes one JPEG at most 720 wide', () => {
    const args = videoCoverArgs({ input: '/in/v.mp4', output: '/out/cover.jpg', durationSec: 125 });
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(args[args.indexOf('-ss') + 1]).toBe('12.500');
    expect(args).toContain("scale=w='min(720,iw)':h=-2:flags=bicubic");
    expect(args.slice(args.indexOf('-frames:v'), args.indexOf('-frames:v') + 2)).toEqual(['-frames:v', '1']);
    expect(args.slice(-8)).toEqual(
      ['-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2', '-update', '1', '/out/cover.jpg'].slice(-8),
    );
    expect(videoCoverArgs({ input: 'a', output: 'b', durationSec: Number.NaN, width: 480 })).toContain(
      "scale=w='min(480,iw)':h=-2:flags=bicubic",
    );
  });

  it('rejects option-like paths and silly widths', () => {
    expect(() => videoCoverArgs({ input: '-f', output: 'b', durationSec: 1 })).toThrow(TypeError);
    expect(() => attachedPictureArgs({ input: 'a', output: '' })).toThrow(TypeError);
    expect(() => attachedPictureArgs({ input: 'a', output: 'b', width: 5 })).toThrow(RangeError);
  });
});

describe('attachedPictureArgs', () => {
  it('takes the first picture stream without seeking', () => {
    const args = attachedPictureArgs({ input: 'song.mp3', output: 'art.jpg' });
    expect(args).not.toContain('-ss');
    expect(args.slice(args.indexOf('-map'), args.indexOf('-map') + 2)).toEqual(['-map', '0:v:0']);
    expect(args.at(-1)).toBe('art.jpg');
  });

  it('knows cover art from real video', () => {
    expect(
      hasAttachedPicture({ durationSec: 1, video: { codec: 'png', width: 1, height: 1, attachedPic: true } }),
    ).toBe(true);
    expect(hasAttachedPicture({ durationSec: 1, video: { codec: 'h264', width: 2, height: 2 } })).toBe(false);
    expect(hasAttachedPicture({ durationSec: 1 })).toBe(false);
  });
});
