// Recognises an uploaded image by its first bytes. The file name and the declared mime type come
// from the client and prove nothing; ffmpeg would happily read a playlist or a video instead.

export const IMAGE_KINDS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** How many leading bytes sniffImage needs to decide. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((value, index) => bytes[offset + index] === value);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/** The image format the bytes start with, or null when they are none of JPEG, PNG, WebP and GIF. */
export function sniffImage(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  return null;
}
