/**
 * Which 10 % step a screen reader should hear next: progress is announced when it crosses a
 * new multiple of `step` (and at 100 %), never more often, however often the bar moves.
 */
export function nextAnnouncement(percent: number, lastAnnounced: number | null, step = 10): number | null {
  const reached = percent >= 100 ? 100 : Math.floor(percent / step) * step;
  if (lastAnnounced !== null && reached <= lastAnnounced) return null;
  if (lastAnnounced === null && reached === 0) return null;
  return reached;
}

/** Whole percent of a fraction, never showing 100 before the end. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.floor((done / total) * 100));
}
