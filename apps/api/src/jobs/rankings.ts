import {
  type RankingCache,
  type RankingKind,
  REALTIME_KINDS,
  TOP100_KINDS,
} from '#api/modules/ranking/cache';

/** How often each board is recomputed unless told otherwise. */
export const RANKING_INTERVALS_MS = { top100: 5 * 60_000, realtime: 60_000 } as const;

type Board = keyof typeof RANKING_INTERVALS_MS;

const KINDS: Record<Board, readonly RankingKind[]> = { top100: TOP100_KINDS, realtime: REALTIME_KINDS };

/**
 * Recomputes every ranking into the cache (ADR 015): all of them at start, then the TOP 100
 * lists every `intervalMs.top100` (default 5 min) and the realtime list every
 * `intervalMs.realtime` (default 1 min). Each kind is one set-based query; a board's kinds run
 * one after another so the job never holds more than one connection. Runs of a board never
 * overlap; a kind that fails is reported and keeps its previous snapshot. The timers do not keep
 * the process alive; `stop()` clears them and waits for a run in progress. `ready` settles when
 * the first run of every board has finished.
 */
export function startRankings(deps: {
  cache: RankingCache;
  intervalMs?: Partial<Record<Board, number>>;
  onError?: (error: unknown, kind: RankingKind) => void;
}): { ready: Promise<void>; stop: () => Promise<void> } {
  const running = new Map<Board, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const run = async (board: Board) => {
    for (const kind of KINDS[board]) {
      if (stopped) return;
      try {
        await deps.cache.refresh(kind);
      } catch (error) {
        deps.onError?.(error, kind);
      }
    }
  };

  const tick = (board: Board): Promise<void> => {
    const inFlight = running.get(board);
    if (inFlight) return inFlight;
    if (stopped) return Promise.resolve();
    const started = run(board).finally(() => running.delete(board));
    running.set(board, started);
    return started;
  };

  // Realtime first: it is the list whose staleness shows soonest.
  const ready = tick('realtime').then(() => tick('top100'));
  for (const board of ['realtime', 'top100'] as const) {
    const timer = setInterval(
      () => void tick(board),
      deps.intervalMs?.[board] ?? RANKING_INTERVALS_MS[board],
    );
    timer.unref();
    timers.push(timer);
  }

  return {
    ready,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running.values()]);
    },
  };
}
