import pg from 'pg';
import { keepRequestContext, timedClient } from '#api/observability/timed-client';
import { parseLsn } from './lsn.ts';

/** What the read side last learnt of the replica; never waited for on a read. */
export interface ReplicaState {
  /** Answering, in recovery (a standby) and at most `maxLagSeconds` behind. */
  usable: boolean;
  /** How far it had replayed the primary's WAL when last asked; null before the first answer. */
  replayLsn: bigint | null;
  /** Why it is not usable, while it is not. */
  reason: string | null;
}

export interface ReplicaOptions {
  url: string;
  /** Connections to the replica (fewer than the primary's: it serves cheap, cacheable reads). */
  max?: number;
  /** How old the replay position may be before a read asks again, in the background. */
  refreshMs?: number;
  /** How long an unusable replica is left alone before it is asked again. */
  retryMs?: number;
  /** A replica further behind than this serves no reads (write marks outlive it: 60 s). */
  maxLagSeconds?: number;
  log: (line: string) => void;
  now?: () => number;
}

export const REPLICA_DEFAULTS = { max: 5, refreshMs: 50, retryMs: 1_000, maxLagSeconds: 30 } as const;

// The standby's lag in seconds: 0 while it has replayed all it received (an idle primary sends
// nothing, so the last replayed transaction's age would overstate it), else the age of that
// transaction.
const PROBE = `
  select pg_is_in_recovery() as recovery,
         pg_last_wal_replay_lsn()::text as replay,
         case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
              else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
         end::float8 as lag`;

/**
 * The read replica (DATABASE_REPLICA_URL): a small read-only pool and what is known of its
 * health and replay position. Opening it never connects; reads learn its state in the background
 * (at most one probe per `refreshMs`), so a replica that is down or slow to answer never holds a
 * read up: until it answers, and while it does not, reads go to the primary. Each change between
 * usable and unusable is logged once.
 */
export function openReplica(options: ReplicaOptions) {
  const refreshMs = options.refreshMs ?? REPLICA_DEFAULTS.refreshMs;
  const retryMs = options.retryMs ?? REPLICA_DEFAULTS.retryMs;
  const maxLagSeconds = options.maxLagSeconds ?? REPLICA_DEFAULTS.maxLagSeconds;
  const now = options.now ?? Date.now;
  const pool = new pg.Pool({
    Client: timedClient('replica'),
    connectionString: options.url,
    max: options.max ?? REPLICA_DEFAULTS.max,
    idleTimeoutMillis: 30_000,
    // A replica that does not answer soon is treated as down; the read goes to the primary.
    connectionTimeoutMillis: 1_000,
    // A replica URL that points at a primary by mistake must not take writes.
    options: '-c default_transaction_read_only=on',
  });
  keepRequestContext(pool);
  pool.on('error', () => {});

  let status: 'unknown' | 'usable' | 'unusable' = 'unknown';
  let reason: string | null = 'not asked yet';
  let replayLsn: bigint | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<void> | null = null;
  let closed = false;

  function unusable(why: string) {
    if (status !== 'unusable') {
      options.log(`read replica unusable (${why}): lag-tolerant reads go to the primary until it recovers`);
    }
    status = 'unusable';
    reason = why;
    checkedAt = now();
  }

  function usable(lsn: bigint) {
    if (status === 'unusable') options.log('read replica answers again: lag-tolerant reads use it');
    status = 'usable';
    reason = null;
    if (replayLsn === null || lsn > replayLsn) replayLsn = lsn;
    checkedAt = now();
  }

  async function probe(): Promise<void> {
    try {
      const { rows } = await pool.query<{ recovery: boolean; replay: string | null; lag: number }>(PROBE);
      const row = rows[0]!;
      if (!row.recovery || row.replay === null) unusable('it is not a standby in recovery');
      else if (row.lag > maxLagSeconds) unusable(`it is ${Math.round(row.lag)} s behind the primary`);
      else usable(parseLsn(row.replay));
    } catch (error) {
      unusable((error as Error).message || String(error));
    }
  }

  /** Asks the replica now (one probe at a time); resolves with what it answered. */
  async function refresh(): Promise<ReplicaState> {
    if (!closed) {
      probing ??= probe().finally(() => {
        probing = null;
      });
      await probing;
    }
    return state();
  }

  function state(): ReplicaState {
    return { usable: status === 'usable', replayLsn, reason };
  }

  return {
    pool,
    refresh,
    /** The last known state, asking again in the background when it is older than allowed. */
    current(): ReplicaState {
      const age = now() - checkedAt;
      if (!closed && !probing && age >= (status === 'unusable' ? retryMs : refreshMs)) void refresh();
      return state();
    },
    /** A read failed to reach it: unusable until the next probe, `retryMs` later, says otherwise. */
    failed(error: unknown) {
      unusable((error as Error)?.message || String(error));
    },
    async close() {
      closed = true;
      await probing;
      await pool.end();
    },
  };
}

export type Replica = ReturnType<typeof openReplica>;
