// ffmpeg arguments for one demo audio-toon image: a diagonal two-colour gradient with a soft
// glow whose place depends on the seed. Drawn with `geq` on a quarter-size canvas and scaled
// up, which every supported ffmpeg has (the `gradients` source needs ffmpeg 4.4; npm ships 4.1).

export const FRAME_WIDTH = 960;
export const FRAME_HEIGHT = 1280;

export interface DemoFrameOptions {
  /** Top-left and bottom-right colours, `0xRRGGBB`. */
  colour: string;
  accent: string;
  seed: number;
  output: string;
}

function channels(hex: string): [number, number, number] {
  const match = /^0x([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new TypeError(`colour must be 0xRRGGBB, got ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function demoFrameArgs({ colour, accent, seed, output }: DemoFrameOptions): string[] {
  if (!output || output.startsWith('-')) throw new TypeError('output must be a path');
  const from = channels(colour);
  const to = channels(accent);
  // The glow's centre, as fractions of the canvas, from the seed (golden-ratio steps).
  const gx = (0.2 + ((seed * 0.618034) % 1) * 0.6).toFixed(3);
  const gy = (0.15 + ((seed * 0.381966) % 1) * 0.5).toFixed(3);
  const mix = '((X/W+Y/H)/2)';
  const glow = `(0.45*exp(-(pow(X/W-${gx},2)+pow(Y/H-${gy},2)*0.56)*9))`;
  const channel = (i: number) =>
    `clip(${from[i]}+(${to[i]}-${from[i]})*${mix}+(255-${from[i]})*${glow},0,255)`;
  const graph = [
    `color=c=black:s=${FRAME_WIDTH / 4}x${FRAME_HEIGHT / 4}:d=1`,
    'format=rgb24',
    `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`,
    `scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:flags=bicubic`,
  ].join(',');
  return [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', graph],
    ...['-frames:v', '1', '-q:v', '4', '-map_metadata', '-1', '-f', 'image2', output],
  ];
}
