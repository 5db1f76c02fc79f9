// Cover images taken from an upload: a video frame at 10 % of the duration (past black intros), or the
// picture embedded in an audio file (MP3/M4A/FLAC cover art). Both become JPEGs at most 720 px wide.

import type { ProbeResult } from './run.ts';

export const COVER_WIDTH = 720;
/** Where in the video the cover frame is taken, as a fraction of the duration. */
export const COVER_AT = 0.1;

export interface CoverArgsOptions {
  input: string;
  /** JPEG file to write. */
  output: string;
  /** Maximum width; narrower pictures are not enlarged. */
  width?: number;
}

export function videoCoverArgs(options: CoverArgsOptions & { durationSec: number }): string[] {
  const { durationSec } = options;
  const at = Number.isFinite(durationSec) && durationSec > 0 ? durationSec * COVER_AT : 0;
  // -ss before -i seeks by key frames then decodes to the exact time: fast on long files.
  return jpegArgs(options, ['-ss', at.toFixed(3)]);
}

export function attachedPictureArgs(options: CoverArgsOptions): string[] {
  return jpegArgs(options, []);
}

/** True when the probe saw cover art in an audio file (an attached picture, no real video). */
export function hasAttachedPicture(probe: ProbeResult): boolean {
  return probe.video?.attachedPic === true;
}

function jpegArgs(options: CoverArgsOptions, seek: string[]): string[] {
  const { input, output, width = COVER_WIDTH } = options;
  for (const [name, value] of [
    ['input', input],
    ['output', output],
  ] as const) {
    if (!value || value.startsWith('-'))
      throw new TypeError(`${name} is required and must not start with "-"`);
  }
  if (!Number.isInteger(width) || width < 16 || width > 4096) {
    throw new RangeError(`width must be an integer in 16..4096, got ${width}`);
  }
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...seek,
    '-i',
    input,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    `scale=w='min(${width},iw)':h=-2:flags=bicubic`,
    '-map_metadata',
    '-1',
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    '-f',
    'image2',
    '-update',
    '1',
    output,
  ];
}
