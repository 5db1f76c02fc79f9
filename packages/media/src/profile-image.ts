// Pure argument builder for member profile images: whatever came in (JPEG, PNG, WebP, GIF), one
// square JPEG goes out, with nothing of the original file but its pixels.

import type { ImageKind } from './image-sniff.ts';

/** Side of the stored square, in pixels. */
export const PROFILE_IMAGE_SIZE = 400;
/** Smaller than this is not a picture of anyone; larger costs too much memory to decode. */
export const PROFILE_IMAGE_MIN_SIDE = 16;
export const PROFILE_IMAGE_MAX_SIDE = 8000;

/**
 * The demuxer for each sniffed kind. Naming it stops ffmpeg from guessing a format from the
 * content, so bytes that only look like an image can never be read as something else.
 */
const DEMUXER: Record<ImageKind, string> = {
  jpeg: 'jpeg_pipe',
  png: 'png_pipe',
  webp: 'webp_pipe',
  gif: 'gif',
};

export interface ProfileImageOptions {
  input: string;
  /** What the upload's first bytes said it is (image-sniff.ts). */
  kind: ImageKind;
  output: string;
  size?: number;
  /** mjpeg quantiser: 2 (best) to 31 (worst). */
  quality?: number;
}

/** Whether ffprobe's width and height are within what a profile image may be. */
export function profileImageSizeAllowed(width: number, height: number): boolean {
  const within = (side: number) =>
    Number.isInteger(side) && side >= PROFILE_IMAGE_MIN_SIDE && side <= PROFILE_IMAGE_MAX_SIDE;
  return within(width) && within(height);
}

/** First frame only, centre-cropped to a square, scaled, flattened, re-encoded (stillJpegArgs). */
export function profileImageArgs(options: ProfileImageOptions): string[] {
  const { input, kind, output, size = PROFILE_IMAGE_SIZE, quality = 3 } = options;
  if (!input || input.startsWith('-'))
    throw new TypeError('input path is required and must not start with "-"');
  if (!output || output.startsWith('-'))
    throw new TypeError('output path is required and must not start with "-"');
  if (!Object.hasOwn(DEMUXER, kind)) throw new TypeError(`unknown image kind: ${kind}`);
  if (!Number.isInteger(size) || size < PROFILE_IMAGE_MIN_SIDE || size > 2048 || size % 2 !== 0) {
    throw new RangeError(`size must be an even integer within [16, 2048], got ${size}`);
  }
  if (!Number.isInteger(quality) || quality < 2 || quality > 31) {
    throw new RangeError(`quality must be an integer within [2, 31], got ${quality}`);
  }
  const square = `crop='min(iw,ih)':'min(iw,ih)',scale=${size}:${size}:flags=lanczos,setsar=1`;
  return stillJpegArgs({
    input,
    demuxer: DEMUXER[kind],
    output,
    filter: square,
    width: size,
    height: size,
    quality,
  });
}

export interface StillJpegOptions {
  input: string;
  /** The ffmpeg demuxer named for the sniffed kind (never guessed from the content). */
  demuxer: string;
  output: string;
  /** Filters from the first video frame to the output size (scale, crop). */
  filter: string;
  width: number;
  height: number;
  quality: number;
}

/**
 * The shared tail of every still-image re-encode (profile images, audio-toon frames): first
 * frame only, transparency flattened on white (a transparent PNG would otherwise turn black),
 * baseline JPEG. `-map_metadata -1` and bitexact drop EXIF, GPS, comments and the encoder tag:
 * only pixels survive. Callers validate their own inputs.
 */
export function stillJpegArgs(options: StillJpegOptions): string[] {
  const { input, demuxer, output, filter, width, height, quality } = options;
  const graph =
    `[0:v:0]${filter},format=rgba[fg];color=c=white:s=${width}x${height}[bg];` +
    '[bg][fg]overlay=format=auto:shortest=1,format=yuvj420p[out]';
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    // A damaged image fails the run instead of producing a half-decoded picture.
    '-xerror',
    '-max_pixels',
    String(PROFILE_IMAGE_MAX_SIDE * PROFILE_IMAGE_MAX_SIDE),
    '-f',
    demuxer,
    '-i',
    input,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-frames:v',
    '1',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-c:v',
    'mjpeg',
    '-q:v',
    String(quality),
    '-f',
    'mjpeg',
    output,
  ];
}

/**
 * Markers of the APP1–APP15 and COM segments before the image data of a JPEG: where EXIF, GPS,
 * XMP, ICC profiles and comments live. APP0 (JFIF) says only how to read the pixels.
 */
export function jpegMetadataMarkers(bytes: Uint8Array): number[] {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new TypeError('not a JPEG');
  const found: number[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new TypeError(`JPEG segment expected at byte ${offset}`);
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // image data (or the end) follows
    if ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe) found.push(marker);
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    offset += 2 + length;
  }
  return found;
}
