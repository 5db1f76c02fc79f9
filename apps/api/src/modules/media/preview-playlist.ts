import { PREVIEW_SECONDS, PREVIEW_SHARE } from '@sogon/contract/schemas/media';

/**
 * The free preview of a paid episode, as playlists: how many segments it has and its media
 * playlists. The preview is a package of its own (preview-package.ts writes it): these
 * playlists list only its segments and name the preview key, never the episode's.
 */

/**
 * Segments in the preview: at most PREVIEW_SECONDS and PREVIEW_SHARE of the episode, rounded
 * down to whole segments, at least one, and never every segment (that would be the whole
 * episode): an episode of one segment has no preview (0).
 */
export function previewSegmentCount(input: {
  durationSec: number;
  segmentSec: number;
  segmentCount: number;
}): number {
  const { durationSec, segmentSec, segmentCount } = input;
  if (segmentCount <= 1 || !(segmentSec > 0)) return 0;
  const budgetSec = Math.min(PREVIEW_SECONDS, durationSec * PREVIEW_SHARE);
  // The epsilon keeps 8 / 4 at 2 when the duration is 39.999999 s of floating point.
  const whole = Math.floor(budgetSec / segmentSec + 1e-6);
  return Math.min(segmentCount - 1, Math.max(1, whole));
}

export interface PreviewCut {
  text: string;
  /** The segment URIs it lists, in order. */
  segments: string[];
  /** Sum of their EXTINF durations. */
  durationSec: number;
}

/**
 * A media playlist of the first `segments` segments of `playlist`, ended. With `ivHex`, every
 * EXT-X-KEY line names that IV (the preview's segments are encrypted again, with the preview
 * key and this IV); without, the playlist must be a clear one.
 */
export function previewPlaylist(playlist: string, segments: number, ivHex: string | null): PreviewCut {
  const out: string[] = [];
  const listed: string[] = [];
  let durationSec = 0;
  let pendingDuration: number | null = null;
  for (const line of playlist.split(/\r?\n/)) {
    if (line === '#EXT-X-ENDLIST' || line === '') continue;
    if (listed.length >= segments) break;
    if (line.startsWith('#EXTINF:')) {
      pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
      out.push(line);
    } else if (line.startsWith('#EXT-X-KEY:')) {
      if (ivHex === null) throw new Error('an encrypted playlist needs the preview IV');
      out.push(`#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x${ivHex}`);
    } else if (!line.startsWith('#') && pendingDuration !== null) {
      out.push(line);
      listed.push(line);
      durationSec += pendingDuration;
      pendingDuration = null;
    } else {
      out.push(line);
    }
  }
  out.push('#EXT-X-ENDLIST', '');
  return { text: out.join('\n'), segments: listed, durationSec: Math.round(durationSec * 1e6) / 1e6 };
}

/** The IV of each segment of an encrypted media playlist (RFC 8216 5.2); the media package reads it too. */
export { segmentIvs } from '@sogon/media';

/** `seg_00012.ts` → 12; anything else → null (never a path component we did not write). */
export function segmentIndex(name: string): number | null {
  const match = /^seg_(\d{5})\.ts$/.exec(name);
  return match ? Number(match[1]) : null;
}
