// Folding a tiny last segment into the one before it.
//
// ffmpeg cuts a segment every `-hls_time` seconds and writes whatever is left as a last segment: for an
// AAC source that is the encoder's last frame (1024 samples, 21 ms), so every episode used to end with a
// 21 ms segment (issue 36). A segment that short costs a request and a playlist entry for nothing, and some
// players stall on it. After the run, a last segment shorter than MIN_SEGMENT_SEC is appended to the one
// before it: both come from one muxer run, so their MPEG-TS packets continue each other (continuity
// counters and timestamps), and the second one's PAT/PMT in the middle is what a TS stream repeats anyway.
// Encrypted segments are decrypted with their IVs, joined and encrypted again with the earlier one's IV.

import { createCipheriv, createDecipheriv } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaPlaylist, segmentIvs } from './playlist.ts';

/** A last segment shorter than this is folded into the one before it. */
export const MIN_SEGMENT_SEC = 1;

const MPEG_TS_SYNC = 0x47;

export interface FoldedPlaylist {
  text: string;
  /** The segment URI that was removed (its media now ends the one before it). */
  removed: string;
  /** The segment URI that now holds both. */
  into: string;
}

/**
 * The media playlist with its last segment folded into the one before: that one's EXTINF becomes the sum
 * of both, the last entry goes, and EXT-X-TARGETDURATION grows if the sum rounds above it (RFC 8216
 * 4.3.3.1). Null when there is nothing to fold (fewer than two segments, or a last one of at least
 * `minSec`).
 */
export function foldPlaylistTail(text: string, minSec = MIN_SEGMENT_SEC): FoldedPlaylist | null {
  const info = parseMediaPlaylist(text);
  if (info.segmentCount < 2) return null;
  const last = info.durations[info.segmentCount - 1]!;
  if (!(last < minSec)) return null;
  const merged = info.durations[info.segmentCount - 2]! + last;
  const removed = info.segments[info.segmentCount - 1]!;
  const into = info.segments[info.segmentCount - 2]!;

  const source = text.split(/\r?\n/);
  // Indices of the EXTINF lines and URI lines, in order.
  const extinf: number[] = [];
  const uris: number[] = [];
  source.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('#EXTINF:')) extinf.push(index);
    else if (trimmed.length > 0 && !trimmed.startsWith('#')) uris.push(index);
  });
  const lastUri = uris[uris.length - 1]!;
  const lastInf = extinf[extinf.length - 1]!;
  const keptInf = extinf[extinf.length - 2]!;
  const out: string[] = [];
  for (const [index, line] of source.entries()) {
    if (index === lastUri || index === lastInf) continue;
    if (index === keptInf) {
      const title = line.slice(line.indexOf(',') + 1);
      out.push(`#EXTINF:${merged.toFixed(6)},${line.includes(',') ? title : ''}`);
    } else if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      const target = Number(line.slice('#EXT-X-TARGETDURATION:'.length)) || 0;
      out.push(`#EXT-X-TARGETDURATION:${Math.max(target, Math.round(merged))}`);
    } else {
      out.push(line);
    }
  }
  return { text: out.join('\n'), removed, into };
}

/**
 * Folds a too-short last segment of the media playlist `<dir>/index.m3u8` into the segment before it, on
 * disk. `key` is the package's AES-128 key when the segments are encrypted. Answers whether it folded.
 */
export async function foldShortTail(
  dir: string,
  options: { key?: Uint8Array; minSec?: number; playlist?: string } = {},
): Promise<boolean> {
  const playlistPath = path.join(dir, options.playlist ?? 'index.m3u8');
  const text = await readFile(playlistPath, 'utf8');
  const folded = foldPlaylistTail(text, options.minSec);
  if (!folded) return false;
  for (const uri of [folded.into, folded.removed]) {
    if (!/^[\w.-]+$/.test(uri)) throw new Error(`unexpected segment URI in ${playlistPath}: ${uri}`);
  }
  const [first, second] = await Promise.all([
    readFile(path.join(dir, folded.into)),
    readFile(path.join(dir, folded.removed)),
  ]);
  let joined: Buffer;
  if (options.key) {
    const key = Buffer.from(options.key);
    const ivs = segmentIvs(text);
    const firstIv = ivs[ivs.length - 2]!;
    const clear = Buffer.concat([decrypt(first, key, firstIv), decrypt(second, key, ivs[ivs.length - 1]!)]);
    if (clear[0] !== MPEG_TS_SYNC) throw new Error(`${folded.into} did not decrypt to MPEG-TS`);
    joined = encrypt(clear, key, firstIv);
  } else {
    joined = Buffer.concat([first, second]);
  }
  // The joined segment first, the playlist next, the removed file last: a crash in between leaves a
  // playlist that still names only files that exist (the job is run again from scratch anyway).
  await writeFile(path.join(dir, folded.into), joined);
  await writeFile(playlistPath, folded.text);
  await rm(path.join(dir, folded.removed), { force: true });
  return true;
}

function decrypt(bytes: Buffer, key: Buffer, iv: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

function encrypt(bytes: Buffer, key: Buffer, iv: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(bytes), cipher.final()]);
}
