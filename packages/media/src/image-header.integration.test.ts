import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageHeaderSize } from './image-header.ts';
import { type ImageKind, sniffImage } from './image-sniff.ts';
import { runFfmpeg } from './run.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sogon-image-header-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function encoded(name: string, width: number, height: number, codec: string[] = []): Promise<Buffer> {
  const file = path.join(dir, name);
  await runFfmpeg(
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${width}x${height}`,
      '-frames:v',
      '1',
      ...codec,
      file,
    ],
    { timeoutMs: 20_000 },
  );
  return readFile(file);
}

describe('imageHeaderSize on files ffmpeg wrote', () => {
  it.each([
    ['a.png', 322, 124, []],
    ['a.jpg', 640, 480, []],
    ['progressive.jpg', 200, 302, ['-c:v', 'mjpeg', '-huffman', 'optimal']],
    ['a.gif', 66, 32, []],
    ['lossy.webp', 330, 210, ['-c:v', 'libwebp']],
    ['lossless.webp', 98, 62, ['-c:v', 'libwebp', '-lossless', '1']],
  ])('reads the size of %s', async (name, width, height, codec) => {
    const bytes = await encoded(name, width, height, codec).catch((error: Error) => {
      // An ffmpeg build without libwebp: nothing to read.
      if (name.endsWith('.webp')) return null;
      throw error;
    });
    if (!bytes) return;
    const kind = sniffImage(bytes) as ImageKind;
    expect(kind).not.toBeNull();
    expect(imageHeaderSize(kind, bytes)).toEqual({ width, height });
  });

  it('finds a JPEG frame header behind an EXIF segment, and not in a head cut before it', async () => {
    const jpeg = await encoded('b.jpg', 48, 32);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x10, 0x02]), Buffer.alloc(0x1000, 0x41)]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    expect(imageHeaderSize('jpeg', withExif)).toEqual({ width: 48, height: 32 });
    expect(imageHeaderSize('jpeg', withExif.subarray(0, 0x800))).toBeNull();
  });
});

describe('imageHeaderSize on crafted headers', () => {
  const png = (width: number, height: number) => {
    const bytes = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).copy(bytes);
    bytes.write('IHDR', 12, 'ascii');
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    return bytes;
  };

  it('reads what a decompression bomb declares', () => {
    expect(imageHeaderSize('png', png(225_000, 225_000))).toEqual({ width: 225_000, height: 225_000 });
  });

  it('answers null for a header cut short, a zero side or a missing IHDR', () => {
    expect(imageHeaderSize('png', png(10, 10).subarray(0, 20))).toBeNull();
    expect(imageHeaderSize('png', png(0, 10))).toBeNull();
    const noIhdr = png(10, 10);
    noIhdr.write('IDAT', 12, 'ascii');
    expect(imageHeaderSize('png', noIhdr)).toBeNull();
    expect(imageHeaderSize('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(imageHeaderSize('gif', Buffer.from('GIF89a\x01'))).toBeNull();
  });

  it('reads a GIF logical screen and a WebP canvas', () => {
    expect(imageHeaderSize('gif', Buffer.from([...Buffer.from('GIF89a'), 0x2f, 0x2a, 0x10, 0]))).toEqual({
      width: 0x2a2f,
      height: 16,
    });
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'ascii');
    vp8x.write('WEBPVP8X', 8, 'ascii');
    vp8x.writeUIntLE(9999, 24, 3);
    vp8x.writeUIntLE(19, 27, 3);
    expect(imageHeaderSize('webp', vp8x)).toEqual({ width: 10_000, height: 20 });
  });
});
