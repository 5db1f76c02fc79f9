import type { TAudiotoonFrame, TCaption } from '@sogon/contract/schemas/media';

/** Index of the last item whose start is ≤ ms in a list sorted by start; -1 before the first. */
function lastStartedIndex<T>(items: readonly T[], ms: number, start: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (start(items[mid]!) <= ms) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** The audio-toon image shown at `ms`: each frame stays until the next one; -1 before the first. */
export function frameIndexAt(frames: readonly TAudiotoonFrame[], ms: number): number {
  return lastStartedIndex(frames, ms, (frame) => frame.atMs);
}

/** The script line spoken at `ms`, or -1 between lines (a line ends at its endMs). */
export function captionIndexAt(captions: readonly TCaption[], ms: number): number {
  const index = lastStartedIndex(captions, ms, (caption) => caption.startMs);
  if (index < 0) return -1;
  return ms < captions[index]!.endMs ? index : -1;
}

/** The line to keep in view: the one being spoken, else the last one already heard. */
export function captionInViewAt(captions: readonly TCaption[], ms: number): number {
  return lastStartedIndex(captions, ms, (caption) => caption.startMs);
}
