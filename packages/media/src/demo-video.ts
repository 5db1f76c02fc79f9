// Pure argument builder for the demo video episodes: a slow "starry sky" made by ffmpeg's own
// `life` source in the site palette, with a demo sound as its audio track. No third-party rights.

export interface DemoVideoOptions {
  /** The stereo audio track (e.g. rendered by demoSoundArgs). */
  audioFile: string;
  durationSec: number;
  output: string;
  /** Changes the pattern; same seed, same video. */
  seed?: number;
  width?: number;
  height?: number;
}

export function demoVideoArgs(options: DemoVideoOptions): string[] {
  const { audioFile, durationSec, output, seed = 0, width = 640, height = 360 } = options;
  if (!Number.isFinite(durationSec) || durationSec <= 0 || durationSec > 600) {
    throw new RangeError(`durationSec must be within (0, 600], got ${durationSec}`);
  }
  if (!output || output.startsWith('-'))
    throw new TypeError('output path is required and must not start with "-"');
  if (!audioFile) throw new TypeError('audioFile is required');
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError('width and height must be even for yuv420p');
  const source =
    `life=s=${width / 4}x${height / 4}:rate=6:ratio=0.06:seed=${seed + 1}:mold=25:` +
    'life_color=#b49cff:death_color=#100e1c:mold_color=#2a2250';
  const look = `scale=${width}:${height}:flags=bicubic,gblur=sigma=1.2,fps=24,format=yuv420p`;
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `${source},${look}`,
    '-i',
    audioFile,
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-t',
    String(durationSec),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'copy',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-f',
    'mp4',
    output,
  ];
}
