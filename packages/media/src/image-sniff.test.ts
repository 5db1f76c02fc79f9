import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part)) : part)));

describe('sniffImage', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')],
    ['webp', bytes('RIFF', [0x24, 0x11, 0, 0], 'WEBPVP8 ')],
    ['gif', bytes('GIF87a', [1, 0])],
    ['gif', bytes('GIF89a', [1, 0])],
  ])('recognises %s by its signature', (kind, head) => {
    expect(sniffImage(head)).toBe(kind);
  });

  it.each([
    ['empty', bytes()],
    ['text named .png', bytes('hello, this is not an image')],
    ['truncated PNG signature', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['PNG signature with a broken byte', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0b])],
    ['RIFF that is a WAV', bytes('RIFF', [0x24, 0x11, 0, 0], 'WAVEfmt ')],
    ['RIFF cut short', bytes('RIFF', [0, 0, 0, 0], 'WE')],
    ['GIF of an unknown version', bytes('GIF90a')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an HLS playlist', bytes('#EXTM3U\n#EXT-X-VERSION:3\n')],
    ['two JPEG marker bytes only', bytes([0xff, 0xd8])],
  ])('refuses %s', (_label, head) => {
    expect(sniffImage(head)).toBeNull();
  });
});
