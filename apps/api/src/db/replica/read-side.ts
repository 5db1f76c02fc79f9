import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '#api/db/client';
import * as schema from '#api/db/schema/index';
import { parseLsn } from './lsn.ts';
import { currentReadScope, type ReadScope } from './read-scope.ts';
import type { Replica, ReplicaState } from './replica.ts';
import type { WriteMarks } from './write-marks.ts';

/**
 * The database the repositories of lag-tolerant reads get (catalog, search, rankings, channel
 * statistics, feeds, playlist pages): the read replica when one is configured and may answer
 * this read, else the primary. Without a replica it is the primary's `Db` itself.
 */
export type ReadDb = NodePgDatabase<typeof schema> & {
  /** The pool (or, with a replica, the router choosing one per query): for prepared raw statements. */
  $client: Pick<pg.Pool, 'query'>;
};

/** The replica's part of the read side: what the HTTP layer needs for read-your-writes. */
export interface ReplicaReads {
  /** Remembers the primary's WAL position now as the member's last write (after a write request). */
  markWrite(userId: number): Promise<void>;
  /** The replica's last known state (for health answers and logs). */
  state(): ReplicaState;
  /** Asks the replica now (tests and health checks; reads never wait for it). */
  refresh(): Promise<ReplicaState>;
  close(): Promise<void>;
}

export interface ReadSide {
  db: ReadDb;
  /** Null when reads go to the primary only (no DATABASE_REPLICA_URL). */
  replica: ReplicaReads | null;
}

/** No replica: lag-tolerant reads are the primary's, through the same `Db`. */
export function primaryReads(db: Db): ReadSide {
  return { db, replica: null };
}

// Errors after which the replica is taken as down (connection lost or refused, shutting down,
// starting up, out of connections), and those after which only this read moves to the primary (a
// standby cancels a query that conflicts with replay; the pool's queue is full).
const REPLICA_DOWN = /^(08|57P0[1-3]|53300)/;
const READ_RETRIED = /^(40001|40P01)$/;

function classify(error: unknown): 'down' | 'retry' | 'throw' {
  const failure = error as { code?: unknown; message?: unknown };
  const code = typeof failure?.code === 'string' ? failure.code : '';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    if (REPLICA_DOWN.test(code)) return 'down';
    return READ_RETRIED.test(code) ? 'retry' : 'throw';
  }
  if (String(failure?.message).includes('timeout exceeded when trying to connect')) return 'retry';
  // No SQLSTATE: the network or the connection failed (ECONNREFUSED, terminated, timed out).
  return 'down';
}

/**
 * Lag-tolerant reads over a streaming replica with read-your-writes (the way GitLab's database
 * load balancing does it): a request that may write reads from the primary; a member who wrote
 * in the last minute reads from the replica only once its replay position has passed the
 * primary's WAL position recorded after that write; everyone else reads from the replica while it
 * is usable. A read the replica cannot serve (down, or a query cancelled by replay) runs on the
 * primary instead. Decided per query from the request's scope, so repositories keep one code
 * path; the `Pool`-named router lets Drizzle run a transaction on one connection of one server.
 */
export function replicaReads(deps: {
  primary: pg.Pool;
  replica: Replica;
  marks: WriteMarks;
}): ReadSide & { replica: ReplicaReads } {
  const { primary, replica, marks } = deps;

  function markOf(scope: ReadScope, memberId: number): Promise<bigint | 'unknown' | null> {
    if (scope.mark?.memberId !== memberId) {
      const lsn = marks.get(memberId).then(
        (text) => (text === null ? null : parseLsn(text)),
        // Without the marks, the member's last write is unknown: the primary answers.
        () => 'unknown' as const,
      );
      scope.mark = { memberId, lsn };
    }
    return scope.mark.lsn;
  }

  async function replicaMayAnswer(): Promise<boolean> {
    const scope = currentReadScope();
    if (scope?.writes) return false;
    const mark = scope?.memberId != null ? await markOf(scope, scope.memberId) : null;
    const state = replica.current();
    if (!state.usable) return false;
    if (mark === null) return true;
    return mark !== 'unknown' && state.replayLsn !== null && state.replayLsn >= mark;
  }

  /** What Drizzle sees as its pool: each query or transaction goes to one server. */
  class ReadRoutingPool {
    async query(config: unknown, values?: unknown) {
      const run = (pool: pg.Pool) => pool.query(config as pg.QueryConfig, values as unknown[]);
      if (await replicaMayAnswer()) {
        try {
          return await run(replica.pool);
        } catch (error) {
          const kind = classify(error);
          if (kind === 'throw') throw error;
          if (kind === 'down') replica.failed(error);
        }
      }
      return run(primary);
    }

    async connect(): Promise<pg.PoolClient> {
      if (await replicaMayAnswer()) {
        try {
          return await replica.pool.connect();
        } catch (error) {
          if (classify(error) === 'down') replica.failed(error);
        }
      }
      return primary.connect();
    }
  }

  const db = drizzle(new ReadRoutingPool() as unknown as pg.Pool, { schema }) as ReadDb;
  return {
    db,
    replica: {
      async markWrite(userId) {
        const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
        await marks.mark(userId, rows[0]!.lsn);
      },
      state: () => replica.current(),
      refresh: () => replica.refresh(),
      close: () => replica.close(),
    },
  };
}
