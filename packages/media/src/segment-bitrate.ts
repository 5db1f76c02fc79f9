// What a rendition's segments really cost, measured on the files a transcode wrote: the master playlist's
// BANDWIDTH and AVERAGE-BANDWIDTH (RFC 8216 4.3.4.2).
//
// BANDWIDTH must be at least the peak segment bit rate. The RFC's peak is the largest bit rate of any run
// of consecutive segments lasting 0.5–1.5 target durations; a run's rate is a weighted mean of its
// segments' rates, so the largest single segment's rate (bytes × 8 / EXTINF) is never below it, and that
// is what we declare. AVERAGE-BANDWIDTH is the whole rendition's bytes × 8 over its whole duration. Both
// count the bytes a player downloads (MPEG-TS, encrypted when it is).

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaPlaylist } from './playlist.ts';

export interface SegmentBitrate {
  uri: string;
  bytes: number;
  durationSec: number;
  /** bytes × 8 / durationSec. */
  bitsPerSecond: number;
}

export interface RenditionBitrate {
  /** The largest segment bit rate, rounded up (bits/s). */
  peak: number;
  /** All segment bytes × 8 over the summed durations, rounded up (bits/s). */
  average: number;
  segments: SegmentBitrate[];
}

/** Bit rates of a list of segments with their sizes and durations. */
export function bitrateOf(segments: readonly Omit<SegmentBitrate, 'bitsPerSecond'>[]): RenditionBitrate {
  const measured = segments.map((segment) => ({
    ...segment,
    bitsPerSecond: segment.durationSec > 0 ? (segment.bytes * 8) / segment.durationSec : 0,
  }));
  const bytes = measured.reduce((sum, segment) => sum + segment.bytes, 0);
  const seconds = measured.reduce((sum, segment) => sum + segment.durationSec, 0);
  return {
    peak: Math.ceil(Math.max(0, ...measured.map((segment) => segment.bitsPerSecond))),
    average: seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0,
    segments: measured,
  };
}

/** Measures the media playlist `<dir>/index.m3u8` against the sizes of its segment files. */
export async function measureRendition(dir: string, playlist = 'index.m3u8'): Promise<RenditionBitrate> {
  const info = parseMediaPlaylist(await readFile(path.join(dir, playlist), 'utf8'));
  const segments = await Promise.all(
    info.segments.map(async (uri, index) => ({
      uri,
      bytes: (await stat(path.join(dir, uri))).size,
      durationSec: info.durations[index]!,
    })),
  );
  return bitrateOf(segments);
}
