import { describe, expect, it } from 'vitest';
import { demoVideoArgs } from './demo-video.ts';

describe('demoVideoArgs', () => {
  it('encodes H.264 yuv420p with the audio copied, output last', () => {
    const args = demoVideoArgs({ audioFile: '/tmp/a.m4a', durationSec: 20, output: '/tmp/v.mp4', seed: 3 });
    expect(args.at(-1)).toBe('/tmp/v.mp4');
    expect(args.join(' ')).toContain('-c:v libx264');
    expect(args.join(' ')).toContain('-pix_fmt yuv420p');
    expect(args.join(' ')).toContain('-c:a copy');
    expect(args.join(' ')).toContain('-t 20');
    expect(args.join(' ')).toContain('seed=4');
  });

  it.each([0, -1, Number.NaN, 601])('rejects duration %s', (durationSec) => {
    expect(() => demoVideoArgs({ audioFile: 'a', durationSec, output: 'o' })).toThrow(RangeError);
  });

  it('rejects an output that ffmpeg would read as an option', () => {
    expect(() => demoVideoArgs({ audioFile: 'a', durationSec: 1, output: '-y' })).toThrow(TypeError);
  });
});
