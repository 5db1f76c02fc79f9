import {
  RANKING_PERIODS,
  type TRankedChannel,
  type TRankedPlaylist,
  type TRankingPeriod,
} from '@sogon/contract/schemas/ranking';
import type { RankingLists } from './lists.ts';
import type { RankingRepository } from './repository.ts';
import { REALTIME_HALF_LIFE_MINUTES } from './score.ts';
import { periodWindow, type RankingWindow, realtimeWindow } from './windows.ts';

/** Every ranking the service keeps: one TOP 100 per type and period, and the realtime list. */
export type RankingKind = `top100:${'playlist' | 'channel'}:${TRankingPeriod}` | 'realtime';

export const TOP100_KINDS: readonly RankingKind[] = (['playlist', 'channel'] as const).flatMap((type) =>
  RANKING_PERIODS.map((period) => `top100:${type}:${period}` as const),
);
export const REALTIME_KINDS: readonly RankingKind[] = ['realtime'];

type EntryOf<K extends RankingKind> = K extends `top100:channel:${string}` ? TRankedChannel : TRankedPlaylist;

export interface RankingSnapshot<T> {
  window: RankingWindow;
  computedAt: Date;
  lists: RankingLists<T>;
}

/**
 * The in-process cache of every ranking (ADR 015). The rankings job refreshes it on a timer;
 * requests only read it. Until a kind's first computation has finished, `get` starts it (or joins
 * the one running): every caller waits on the same promise, so a burst of first requests runs
 * the query once. A failed refresh keeps the previous snapshot.
 */
export interface RankingCache {
  get<K extends RankingKind>(kind: K): Promise<RankingSnapshot<EntryOf<K>>>;
  /** Computes the kind now (or joins a computation already running) and stores the result. */
  refresh<K extends RankingKind>(kind: K): Promise<RankingSnapshot<EntryOf<K>>>;
  /** The stored snapshot, without computing. */
  peek<K extends RankingKind>(kind: K): RankingSnapshot<EntryOf<K>> | undefined;
}

export type ComputeRanking = (
  kind: RankingKind,
  now: Date,
) => Promise<RankingSnapshot<TRankedPlaylist> | RankingSnapshot<TRankedChannel>>;

/** One query per kind: the window follows from the kind and the clock. */
export function rankingComputer(rankings: RankingRepository): ComputeRanking {
  return async (kind, now) => {
    if (kind === 'realtime') {
      const window = realtimeWindow(now);
      const lists = await rankings.playlists(window, { now, halfLifeMinutes: REALTIME_HALF_LIFE_MINUTES });
      return { window, computedAt: now, lists };
    }
    const [, type, period] = kind.split(':') as ['top100', 'playlist' | 'channel', TRankingPeriod];
    const window = periodWindow(period, now);
    if (type === 'channel') return { window, computedAt: now, lists: await rankings.channels(window) };
    return { window, computedAt: now, lists: await rankings.playlists(window) };
  };
}

/** Where computed rankings are shared between servers (snapshot.repository.ts); absent, in-process only. */
export interface RankingStore {
  save(kind: RankingKind, snapshot: RankingSnapshot<unknown>): Promise<void>;
  load(kind: RankingKind): Promise<RankingSnapshot<unknown> | null>;
}

/** How long a server answers from its copy before it reads the shared snapshot again. */
export const RANKING_FRESH_MS = 30_000;

export function createRankingCache(deps: {
  compute: ComputeRanking;
  store?: RankingStore;
  now?: () => Date;
  freshMs?: number;
}): RankingCache {
  const now = deps.now ?? (() => new Date());
  const freshMs = deps.freshMs ?? RANKING_FRESH_MS;
  type Snapshot = Awaited<ReturnType<ComputeRanking>>;
  const snapshots = new Map<RankingKind, { snapshot: Snapshot; readAt: number }>();
  const running = new Map<RankingKind, Promise<Snapshot>>();
  const loading = new Map<RankingKind, Promise<Snapshot>>();

  const keep = (kind: RankingKind, snapshot: Snapshot) => {
    snapshots.set(kind, { snapshot, readAt: now().getTime() });
    return snapshot;
  };

  function refresh(kind: RankingKind): Promise<Snapshot> {
    const inFlight = running.get(kind);
    if (inFlight) return inFlight;
    const computation = deps
      .compute(kind, now())
      .then(async (snapshot) => {
        await deps.store?.save(kind, snapshot);
        return keep(kind, snapshot);
      })
      .finally(() => running.delete(kind));
    running.set(kind, computation);
    return computation;
  }

  /** The shared snapshot (or, before any server computed the kind, a computation now). */
  function load(kind: RankingKind, stale: Snapshot | undefined): Promise<Snapshot> {
    const inFlight = loading.get(kind);
    if (inFlight) return inFlight;
    const read = deps
      .store!.load(kind)
      .then((shared) => (shared ? keep(kind, shared as Snapshot) : stale ? stale : refresh(kind)))
      .catch((error: unknown) => {
        if (stale) return stale;
        throw error;
      })
      .finally(() => loading.delete(kind));
    loading.set(kind, read);
    return read;
  }

  // The map holds each kind's own entry type; the casts restore what `kind` already says.
  return {
    get: (kind) => {
      const stored = snapshots.get(kind);
      if (stored && (!deps.store || now().getTime() - stored.readAt < freshMs)) {
        return Promise.resolve(stored.snapshot) as never;
      }
      if (!deps.store) return refresh(kind) as never;
      return load(kind, stored?.snapshot) as never;
    },
    refresh: (kind) => refresh(kind) as never,
    peek: (kind) => snapshots.get(kind)?.snapshot as never,
  };
}
