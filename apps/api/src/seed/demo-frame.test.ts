import { describe, expect, it } from 'vitest';
import { demoFrameArgs, FRAME_HEIGHT, FRAME_WIDTH } from './demo-frame.ts';

describe('demo audio-toon frames', () => {
  it('draws with geq and scale only (what ffmpeg 4.1 has), at the frame size', () => {
    const args = demoFrameArgs({ colour: '0x2b2459', accent: '0x7a3e5c', seed: 7, output: '/tmp/f.jpg' });
    const graph = args[args.indexOf('-i') + 1]!;
    expect(graph).not.toContain('gradients');
    expect(graph).toMatch(/^color=c=black:s=240x320:d=1,format=rgb24,geq=r='[^']+':g='[^']+':b='[^']+',/);
    expect(graph.endsWith(`scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:flags=bicubic`)).toBe(true);
    // From #2b2459 at the top left towards #7a3e5c.
    expect(graph).toContain('clip(43+(122-43)*');
    expect(args.at(-1)).toBe('/tmp/f.jpg');
  });

  it('moves the glow with the seed and refuses what is not a colour or a path', () => {
    const graphOf = (seed: number) =>
      demoFrameArgs({ colour: '0x000000', accent: '0xffffff', seed, output: 'a.jpg' }).join(' ');
    expect(graphOf(1)).not.toBe(graphOf(2));
    expect(graphOf(3)).toBe(graphOf(3));
    expect(() => demoFrameArgs({ colour: 'red', accent: '0xffffff', seed: 1, output: 'a.jpg' })).toThrow(
      TypeError,
    );
    expect(() => demoFrameArgs({ colour: '0x000000', accent: '0xffffff', seed: 1, output: '-y' })).toThrow(
      TypeError,
    );
  });
});
