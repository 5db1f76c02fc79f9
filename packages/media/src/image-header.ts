// The width and height an image file declares in its header, read without decoding a pixel.
// Decoding costs memory and CPU in proportion to the declared size, which a decompression bomb
// sets at will (a few kilobytes of zeros can declare 20000 x 20000); reading it first lets a
// caller refuse such a file, or a request whose images add up to too much, before any decoder runs.

import type { ImageKind } from './image-sniff.ts';

export interface ImageHeaderSize {
  width: number;
  height: number;
}

/** Enough leading bytes for the header of a PNG, GIF or WebP; a JPEG may need more (its SOF follows the APPn segments). */
export const IMAGE_HEADER_BYTES = 64 * 1024;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  Array.from(text).every((char, index) => bytes[offset + index] === char.charCodeAt(0));

const u16be = (bytes: Uint8Array, offset: number) => (bytes[offset]! << 8) | bytes[offset + 1]!;
const u16le = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);
const u24le = (bytes: Uint8Array, offset: number) => u16le(bytes, offset) | (bytes[offset + 2]! << 16);
const u32be = (bytes: Uint8Array, offset: number) =>
  u16be(bytes, offset) * 0x10000 + u16be(bytes, offset + 2);

function size(width: number, height: number): ImageHeaderSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** IHDR is the first chunk of every PNG: width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Uint8Array): ImageHeaderSize | null {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  return size(u32be(bytes, 16), u32be(bytes, 20));
}

/** The logical screen, which every frame of a GIF is drawn on. */
function gifSize(bytes: Uint8Array): ImageHeaderSize | null {
  if (bytes.length < 10) return null;
  return size(u16le(bytes, 6), u16le(bytes, 8));
}

/** The first chunk after `WEBP`: extended (VP8X, the canvas), lossless (VP8L) or lossy (VP8). */
function webpSize(bytes: Uint8Array): ImageHeaderSize | null {
  if (ascii(bytes, 12, 'VP8X') && bytes.length >= 30) {
    return size(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  }
  if (ascii(bytes, 12, 'VP8L') && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(bytes, 12, 'VP8 ') && bytes.length >= 30) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return size(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT, JPG or DAC. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the segments before the image data to the first start-of-frame. */
function jpegSize(bytes: Uint8Array): ImageHeaderSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // The image data (or the end) before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return null;
    const length = u16be(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      // Height 0 means "given later by a DNL segment": too odd to trust.
      return size(u16be(bytes, offset + 7), u16be(bytes, offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * The size the header of an image of `kind` (as sniffImage named it) declares, or null when the
 * bytes hold no readable header (cut short, damaged, or a JPEG whose frame header lies beyond them).
 */
export function imageHeaderSize(kind: ImageKind, bytes: Uint8Array): ImageHeaderSize | null {
  switch (kind) {
    case 'png':
      return pngSize(bytes);
    case 'gif':
      return gifSize(bytes);
    case 'webp':
      return webpSize(bytes);
    case 'jpeg':
      return jpegSize(bytes);
    default:
      return null;
  }
}
