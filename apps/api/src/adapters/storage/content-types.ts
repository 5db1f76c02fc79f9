import path from 'node:path';

/** The type a stored object is given (and a file without one is served as) by its extension. */
const BY_EXTENSION: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** `covers/p1.svg` → `image/svg+xml`; an extension not listed is `application/octet-stream`. */
export function contentTypeOfKey(key: string): string {
  return BY_EXTENSION[path.posix.extname(key).toLowerCase()] ?? UNKNOWN_CONTENT_TYPE;
}
