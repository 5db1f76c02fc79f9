// Pure ffmpeg arguments for a still image scaled to fit a width: whatever came in (JPEG, PNG,
// WebP, GIF), a JPEG at most `maxWidth` wide goes out, with the original's pixels and nothing
// else of it. Audio-toon frames and console banners are made this way; profile pictures are the
// square crop of @sogon/media's profileImageArgs.

import { type ImageKind, PROFILE_IMAGE_MAX_SIDE, stillJpegArgs } from '@sogon/media';

/** The demuxer for each sniffed kind, so bytes that only look like an image are never read as another format. */
const DEMUXER: Record<ImageKind, string> = {
  jpeg: 'jpeg_pipe',
  png: 'png_pipe',
  webp: 'webp_pipe',
  gif: 'gif',
};

/**
 * The stored size: no wider than `maxWidth`, never enlarged, aspect kept, both sides even
 * (4:2:0 JPEG needs them even).
 */
export function fitWidthSize(width: number, height: number, maxWidth: number) {
  const target = Math.min(width, maxWidth);
  const outWidth = Math.max(2, target - (target % 2));
  return { width: outWidth, height: Math.max(2, Math.round((height * outWidth) / width / 2) * 2) };
}

export interface FitWidthOptions {
  input: string;
  kind: ImageKind;
  output: string;
  /** The output size (fitWidthSize of the probed input). */
  width: number;
  height: number;
  /** mjpeg quantiser: 2 (best) to 31 (worst). */
  quality?: number;
}

/** First frame only, scaled, flattened on white, re-encoded without metadata (stillJpegArgs). */
export function fitWidthArgs(options: FitWidthOptions): string[] {
  const { input, kind, output, width, height, quality = 3 } = options;
  if (!input || input.startsWith('-'))
    throw new TypeError('input path is required and must not start with "-"');
  if (!output || output.startsWith('-'))
    throw new TypeError('output path is required and must not start with "-"');
  if (!Object.hasOwn(DEMUXER, kind)) throw new TypeError(`unknown image kind: ${kind}`);
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 2 || side > PROFILE_IMAGE_MAX_SIDE || side % 2 !== 0) {
      throw new RangeError(`output sides must be even integers within [2, ${PROFILE_IMAGE_MAX_SIDE}]`);
    }
  }
  if (!Number.isInteger(quality) || quality < 2 || quality > 31) {
    throw new RangeError(`quality must be an integer within [2, 31], got ${quality}`);
  }
  return stillJpegArgs({
    input,
    demuxer: DEMUXER[kind],
    output,
    filter: `scale=${width}:${height}:flags=lanczos,setsar=1`,
    width,
    height,
    quality,
  });
}
