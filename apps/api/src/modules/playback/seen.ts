/**
 * "Seen within the last N minutes" per key, in memory: the first report of a viewer on an
 * episode counts a play, the first visit counts a visit, repeats inside the window do not.
 * The window slides (each sighting renews it), so one long listen is one play.
 *
 * Entries are kept in last-seen order, so expired ones are swept from the front in O(expired).
 * Past `maxKeys` the oldest are forgotten (they may then count once more): memory stays bounded.
 * Per process: with several API nodes a viewer may count once per node (architecture.md names
 * Redis as the shared store for that scale).
 */
export function createSeenWindow(options: { windowMs: number; maxKeys?: number }) {
  const maxKeys = options.maxKeys ?? 200_000;
  // Expired keys answer "not seen" whether swept or not, so sweeping only bounds memory: at most
  // every 1/30 of the window (≥ 1 s). Each sweep starts a Map iterator, which walks past the
  // entries deleted since the Map last compacted; once per report that dominated a busy server.
  const sweepEveryMs = Math.max(1_000, options.windowMs / 30);
  const lastSeen = new Map<string, number>();
  let nextSweepAt = -Infinity;

  function sweep(nowMs: number): void {
    for (const [key, at] of lastSeen) {
      if (nowMs - at < options.windowMs && lastSeen.size <= maxKeys) break;
      lastSeen.delete(key);
    }
  }

  /** When `key` was last seen inside the window (null: not seen); either way it is seen now. */
  function touch(key: string, nowMs: number): number | null {
    const at = lastSeen.get(key);
    const previous = at !== undefined && nowMs - at < options.windowMs ? at : null;
    if (at !== undefined) lastSeen.delete(key);
    lastSeen.set(key, nowMs);
    if (nowMs >= nextSweepAt || lastSeen.size > maxKeys) {
      nextSweepAt = nowMs + sweepEveryMs;
      sweep(nowMs);
    }
    return previous;
  }

  return {
    touch,
    /** True when `key` was not seen in the window before now; either way it is seen now. */
    first: (key: string, nowMs: number): boolean => touch(key, nowMs) === null,
    get size() {
      return lastSeen.size;
    },
  };
}

/** Distinct keys per Seoul day: the daily unique visitors of an episode. */
export function createDailySet(options: { maxKeys?: number } = {}) {
  const maxKeys = options.maxKeys ?? 500_000;
  let day = '';
  let keys = new Set<string>();

  return {
    /** True the first time `key` is added on `today` (YYYY-MM-DD). */
    add(today: string, key: string): boolean {
      if (today !== day || keys.size >= maxKeys) {
        day = today;
        keys = new Set();
      }
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
  };
}
