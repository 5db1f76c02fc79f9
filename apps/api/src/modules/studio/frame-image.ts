// Pure ffmpeg arguments for audio-toon images: whatever came in (JPEG, PNG, WebP), a JPEG at most
// FRAME_MAX_WIDTH wide goes out, with the original's pixels and nothing else of it.

import { FRAME_MAX_WIDTH } from '@sogon/contract/schemas/studio';
import { PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_MIN_SIDE, stillJpegArgs } from '@sogon/media';

/** The image kinds an audio-toon frame may be (GIF is not: its frames are an animation). */
export const FRAME_KINDS = ['jpeg', 'png', 'webp'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** The demuxer for each sniffed kind, so bytes that only look like an image are never read as another format. */
const DEMUXER: Record<FrameKind, string> = { jpeg: 'jpeg_pipe', png: 'png_pipe', webp: 'webp_pipe' };

/** The same bounds as profile images: smaller is no picture, larger costs too much memory to decode. */
export function frameSizeAllowed(width: number, height: number): boolean {
  const within = (side: number) =>
    Number.isInteger(side) && side >= PROFILE_IMAGE_MIN_SIDE && side <= PROFILE_IMAGE_MAX_SIDE;
  return within(width) && within(height);
}

/**
 * The stored size: no wider than the limit, never enlarged, aspect kept, both sides even
 * (4:2:0 JPEG needs them even).
 */
export function frameOutputSize(width: number, height: number, maxWidth = FRAME_MAX_WIDTH) {
  const target = Math.min(width, maxWidth);
  const outWidth = Math.max(2, target - (target % 2));
  return { width: outWidth, height: Math.max(2, Math.round((height * outWidth) / width / 2) * 2) };
}

export interface FrameImageOptions {
  input: string;
  kind: FrameKind;
  output: string;
  /** The output size (frameOutputSize of the probed input). */
  width: number;
  height: number;
  /** mjpeg quantiser: 2 (best) to 31 (worst). */
  quality?: number;
}

/** First frame only, scaled, flattened on white, re-encoded without metadata (stillJpegArgs). */
export function frameImageArgs(options: FrameImageOptions): string[] {
  const { input, kind, output, width, height, quality = 3 } = options;
  if (!input || input.startsWith('-'))
    throw new TypeError('input path is required and must not start with "-"');
  if (!output || output.startsWith('-'))
    throw new TypeError('output path is required and must not start with "-"');
  if (!Object.hasOwn(DEMUXER, kind)) throw new TypeError(`unknown frame kind: ${kind}`);
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
