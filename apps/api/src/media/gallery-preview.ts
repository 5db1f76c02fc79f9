// The one way a gallery preview is made (the demo seed and studio uploads alike): a plain small
// copy of a free picture, or for a paid or members-only one a copy blurred beyond recognition,
// from an image that is already a re-encoded JPEG (still-image.ts).

/** Previews are this wide; locked ones are first shrunk to `BLUR_FROM` pixels so no detail survives. */
export const PREVIEW_WIDTH = 360;
const BLUR_FROM = 24;

/** ffmpeg arguments for a preview: a plain small copy, or for paid items one blurred beyond recognition. */
export function galleryPreviewArgs(options: { input: string; blurred: boolean; output: string }) {
  const { input, blurred, output } = options;
  if (!output || output.startsWith('-') || !input || input.startsWith('-')) {
    throw new TypeError('input and output must be paths');
  }
  const filter = blurred
    ? `scale=${BLUR_FROM}:-2,scale=${PREVIEW_WIDTH}:-2:flags=bicubic,gblur=sigma=8`
    : `scale=${PREVIEW_WIDTH}:-2`;
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-vf',
    filter,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    '-map_metadata',
    '-1',
    '-f',
    'image2',
    output,
  ];
}
