import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { previewPlaylist, previewSegmentCount, segmentIndex, segmentIvs } from './preview-playlist.ts';

/** Reads a file of an HLS package by its path inside the package (`a128/index.m3u8`), or null. */
export type PackageReader = (relativePath: string) => Promise<Buffer | null>;

export interface PreviewPackage {
  /** The preview's own AES-128 key; null when the package is clear (free and not adult when published). */
  key: Buffer | null;
  /** Its length (the longest rendition's); 0 when the episode is one segment and has no preview. */
  ms: number;
}

const MPEG_TS_SYNC = 0x47;

/**
 * Writes the free preview of a package into `outDir`, as a package of its own: the master
 * playlist, and per rendition the first segments (previewSegmentCount) with their media
 * playlist. An encrypted package's segments are decrypted with its key and encrypted again
 * with a new random preview key and IV, so the preview key opens the preview and nothing else,
 * and a preview holder never sees a byte of the episode's own ciphertext. Nothing is written
 * when the episode has no preview.
 */
export async function writePreviewPackage(input: {
  read: PackageReader;
  renditions: readonly string[];
  /** The package's key; null for a clear package (its segments are copied). */
  aesKey: Buffer | null;
  durationMs: number;
  segmentSec: number;
  segmentCount: number;
  outDir: string;
}): Promise<PreviewPackage> {
  const segments = previewSegmentCount({
    durationSec: input.durationMs / 1000,
    segmentSec: input.segmentSec,
    segmentCount: input.segmentCount,
  });
  if (segments === 0) return { key: null, ms: 0 };
  const key = input.aesKey ? randomBytes(16) : null;
  const iv = randomBytes(16);
  let ms = 0;
  for (const rendition of input.renditions) {
    const playlist = await required(input.read, `${rendition}/index.m3u8`);
    const text = playlist.toString('utf8');
    const cut = previewPlaylist(text, segments, key ? iv.toString('hex') : null);
    const ivs = segmentIvs(text);
    await mkdir(path.join(input.outDir, rendition), { recursive: true });
    for (const [index, name] of cut.segments.entries()) {
      if (segmentIndex(name) === null) throw new Error(`unexpected segment name in ${rendition}: ${name}`);
      const stored = await required(input.read, `${rendition}/${name}`);
      let bytes = stored;
      if (input.aesKey && key) {
        const clear = decrypt(stored, input.aesKey, ivs[index]!);
        if (clear[0] !== MPEG_TS_SYNC) throw new Error(`${rendition}/${name} did not decrypt to MPEG-TS`);
        bytes = encrypt(clear, key, iv);
      }
      await writeFile(path.join(input.outDir, rendition, name), bytes);
    }
    await writeFile(path.join(input.outDir, rendition, 'index.m3u8'), cut.text);
    ms = Math.max(ms, Math.round(cut.durationSec * 1000));
  }
  await writeFile(path.join(input.outDir, 'master.m3u8'), await required(input.read, 'master.m3u8'));
  return { key, ms };
}

async function required(read: PackageReader, name: string): Promise<Buffer> {
  const bytes = await read(name);
  if (!bytes) throw new Error(`the package has no ${name}`);
  return bytes;
}

function decrypt(bytes: Buffer, key: Buffer, iv: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

function encrypt(bytes: Buffer, key: Buffer, iv: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(bytes), cipher.final()]);
}
