/**
 * The in-memory write buffer of playback signals (architecture.md "Counters and events"):
 * reports only touch memory; a flush writes each table with one statement. Positions keep the
 * latest value per (member, episode) and sum the listened seconds; activity and visitors are
 * summed per (episode, hour) and (episode, Seoul day).
 *
 * Flushes never overlap. A table whose write fails keeps its rows for the next flush (merged
 * with whatever arrived meanwhile), so nothing is lost while the database is briefly away.
 */

import type { ActivityRow, BufferWriter, PositionRow, RetentionRow } from './buffer-rows.ts';
import {
  activityKey,
  emptyTables,
  mergeActivity,
  mergePosition,
  mergeRetention,
  mergeSources,
  mergeVisitors,
  positionKey,
  retentionKey,
  sourceKey,
  type TableName,
  visitorKey,
} from './buffer-tables.ts';

export type {
  ActivityRow,
  BufferWriter,
  PositionRow,
  RetentionRow,
  SourceRow,
  VisitorRow,
} from './buffer-rows.ts';

export interface BufferOptions {
  writer: BufferWriter;
  /** How long a write may wait in memory (default 2 s). */
  flushEveryMs?: number;
  /** Flush at once when this many keys wait (default 5,000). */
  maxKeys?: number;
  /** Refuse new keys beyond this (the database has been away for long); default 20 × maxKeys. */
  hardLimit?: number;
  onError?: (error: unknown, table: TableName) => void;
}

type ActivityDelta = Partial<Pick<ActivityRow, 'visits' | 'plays' | 'playtimeSec' | 'likes'>>;

/** Flush period and size trigger of the playback buffer unless told otherwise. */
export const BUFFER_DEFAULTS = { flushEveryMs: 2_000, maxKeys: 5_000 } as const;

export function createPlaybackBuffer(options: BufferOptions) {
  const flushEveryMs = options.flushEveryMs ?? BUFFER_DEFAULTS.flushEveryMs;
  const maxKeys = options.maxKeys ?? BUFFER_DEFAULTS.maxKeys;
  const hardLimit = options.hardLimit ?? maxKeys * 20;
  let pending = emptyTables();
  /** Rows being written right now: still visible to reads until the write lands. */
  let inflight = emptyTables();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();
  let flushQueued = false;
  let stopped = false;
  /** The last flush failed: retry on the timer only, never in a tight loop against a dead database. */
  let failing = false;
  let dropped = 0;

  const size = () =>
    pending.positions.size +
    pending.activity.size +
    pending.visitors.size +
    pending.retention.size +
    pending.sources.size;

  /** Serialises flushes (and reads that must wait for one) in call order. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = chain.then(work, work);
    chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  function schedule(): void {
    if (stopped) return;
    if (size() >= maxKeys && !failing) {
      if (!flushQueued) {
        flushQueued = true;
        void flush();
      }
      return;
    }
    if (timer || size() === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushEveryMs);
    timer.unref?.();
  }

  /** Room for a new key; an existing key always takes more. */
  function admits(map: Map<string, unknown>, key: string): boolean {
    if (map.has(key) || size() < hardLimit) return true;
    dropped += 1;
    return false;
  }

  async function writeTable<Row>(
    table: TableName,
    rows: Map<string, Row>,
    write: (rows: Row[]) => Promise<void>,
    putBack: (row: Row) => void,
  ): Promise<boolean> {
    if (rows.size === 0) return true;
    try {
      await write([...rows.values()]);
      return true;
    } catch (error) {
      for (const row of rows.values()) putBack(row);
      // Back in `pending` now: reads must not count them twice.
      rows.clear();
      options.onError?.(error, table);
      return false;
    }
  }

  /** Writes everything waiting; resolves false when some table failed (its rows stay buffered). */
  function flush(): Promise<boolean> {
    return serial(async () => {
      flushQueued = false;
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      if (size() === 0) return true;
      inflight = pending;
      pending = emptyTables();
      const { writer } = options;
      try {
        const results = await Promise.all([
          writeTable(
            'positions',
            inflight.positions,
            (rows) => writer.writePositions(rows),
            (row) => mergePosition(pending.positions, row),
          ),
          writeTable(
            'activity',
            inflight.activity,
            (rows) => writer.writeActivity(rows),
            (row) => mergeActivity(pending.activity, row),
          ),
          writeTable(
            'visitors',
            inflight.visitors,
            (rows) => writer.writeVisitors(rows),
            (row) => mergeVisitors(pending.visitors, row),
          ),
          writeTable(
            'retention',
            inflight.retention,
            (rows) => writer.writeRetention(rows),
            (row) => mergeRetention(pending.retention, row),
          ),
          writeTable(
            'sources',
            inflight.sources,
            (rows) => writer.writeSources(rows),
            (row) => mergeSources(pending.sources, row),
          ),
        ]);
        failing = !results.every(Boolean);
        return !failing;
      } finally {
        inflight = emptyTables();
        schedule();
      }
    });
  }

  /** Writes only the positions of one member now (e.g. before listing them). */
  function flushPositionsOf(userId: number): Promise<boolean> {
    return serial(async () => {
      const mine = new Map<string, PositionRow>();
      for (const [key, row] of pending.positions) {
        if (row.userId === userId) {
          mine.set(key, row);
          pending.positions.delete(key);
        }
      }
      inflight.positions = mine;
      try {
        return await writeTable(
          'positions',
          mine,
          (rows) => options.writer.writePositions(rows),
          (row) => mergePosition(pending.positions, row),
        );
      } finally {
        inflight.positions = new Map();
        schedule();
      }
    });
  }

  return {
    addPosition(row: Omit<PositionRow, 'listened'>, listened: number): boolean {
      // One key string per report: building and hashing it shows on a busy server.
      const key = positionKey(row.userId, row.contentId);
      if (!admits(pending.positions, key)) return false;
      mergePosition(pending.positions, { ...row, listened }, key);
      schedule();
      return true;
    },

    /**
     * A position set directly in the database (PUT): a buffered one for the same episode takes
     * the new value too, so the next flush cannot put the older one back.
     */
    overridePlaytime(userId: number, contentId: number, playtime: number, at: Date): void {
      const held = pending.positions.get(positionKey(userId, contentId));
      if (held) {
        held.playtime = playtime;
        held.at = at;
      }
    },

    addActivity(contentId: number, hour: Date, delta: ActivityDelta): boolean {
      const row = { contentId, hour, visits: 0, plays: 0, playtimeSec: 0, likes: 0, ...delta };
      const key = activityKey(contentId, hour);
      if (!admits(pending.activity, key)) return false;
      mergeActivity(pending.activity, row, key);
      schedule();
      return true;
    },

    addVisitor(contentId: number, day: string): boolean {
      if (!admits(pending.visitors, visitorKey(contentId, day))) return false;
      mergeVisitors(pending.visitors, { contentId, day, visitors: 1 });
      schedule();
      return true;
    },

    /** Counters of one retention bucket (a play's start or end). */
    addRetention(row: RetentionRow): boolean {
      if (!admits(pending.retention, retentionKey(row.contentId, row.second))) return false;
      mergeRetention(pending.retention, row);
      schedule();
      return true;
    },

    /** One play started on a channel's episode on a Seoul day, from `source`. */
    addSource(channelId: number, day: string, source: string): boolean {
      const row = { channelId, day, source, plays: 1 };
      if (!admits(pending.sources, sourceKey(row))) return false;
      mergeSources(pending.sources, row);
      schedule();
      return true;
    },

    /** The newest unwritten position of a member in an episode, if any. */
    pendingPosition(userId: number, contentId: number): PositionRow | null {
      const key = positionKey(userId, contentId);
      return pending.positions.get(key) ?? inflight.positions.get(key) ?? null;
    },

    /** Unwritten visits of an episode: all, and those in hours from `since` on. */
    pendingVisits(contentId: number, since: Date): { total: number; since: number } {
      const sum = { total: 0, since: 0 };
      for (const map of [pending.activity, inflight.activity]) {
        for (const row of map.values()) {
          if (row.contentId !== contentId) continue;
          sum.total += row.visits;
          if (row.hour >= since) sum.since += row.visits;
        }
      }
      return sum;
    },

    /**
     * Forgets buffered positions matching `drop` once any write in progress has landed, then
     * runs `remove` (the database delete), so a flush cannot bring the removed rows back.
     */
    removePositions<T>(
      drop: (row: PositionRow) => boolean,
      remove: (dropped: PositionRow[]) => Promise<T>,
    ): Promise<T> {
      return serial(async () => {
        const dropped: PositionRow[] = [];
        for (const [key, row] of pending.positions) {
          if (!drop(row)) continue;
          dropped.push(row);
          pending.positions.delete(key);
        }
        return remove(dropped);
      });
    },

    flush,
    flushPositionsOf,

    /** Keys waiting and reports refused because the buffer was full. */
    stats: () => ({ keys: size(), dropped }),

    /** Stops the timer and writes what is left (shutdown). */
    async stop(): Promise<boolean> {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      return flush();
    },
  };
}

export type PlaybackBuffer = ReturnType<typeof createPlaybackBuffer>;
