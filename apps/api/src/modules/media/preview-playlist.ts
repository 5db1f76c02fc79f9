/**
 * The free preview of a paid episode: its media playlists cut after the segments that start
 * within the first `previewSec` seconds. The segment route enforces the same limit, so the
 * rest is not reachable with a preview token even by guessing segment names.
 */
export interface PreviewCut {
  text: string;
  /** Segments 0..segments-1 are part of the preview. */
  segments: number;
}

export function previewPlaylist(playlist: string, previewSec: number): PreviewCut {
  const out: string[] = [];
  let start = 0;
  let segments = 0;
  let pendingDuration: number | null = null;
  let stopped = false;
  for (const line of playlist.split(/\r?\n/)) {
    if (line === '#EXT-X-ENDLIST' || line === '') continue;
    if (stopped) continue;
    if (line.startsWith('#EXTINF:')) {
      if (start >= previewSec && segments > 0) {
        stopped = true;
        continue;
      }
      pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length));
      out.push(line);
      continue;
    }
    if (!line.startsWith('#') && pendingDuration !== null) {
      out.push(line);
      start += pendingDuration;
      segments += 1;
      pendingDuration = null;
      continue;
    }
    out.push(line);
  }
  out.push('#EXT-X-ENDLIST', '');
  return { text: out.join('\n'), segments };
}

/** How many segments of a media playlist fall within the preview window. */
export function previewSegmentCount(segmentSec: number, previewSec: number): number {
  return Math.max(1, Math.ceil(previewSec / segmentSec));
}

/** `seg_00012.ts` → 12; anything else → null (never a path component we did not write). */
export function segmentIndex(name: string): number | null {
  const match = /^seg_(\d{5})\.ts$/.exec(name);
  return match ? Number(match[1]) : null;
}
