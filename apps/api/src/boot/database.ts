import type { RedisConnection } from '#api/adapters/redis/connection';
import { createRedisWriteMarks } from '#api/adapters/redis/write-marks';
import type { Config } from '#api/config';
import { connectDatabase, type Database } from '#api/db/client';
import type { EmbeddedDatabase } from '#api/db/embedded';
import { runMigrations } from '#api/db/migrate';
import { primaryReads, type ReadSide, replicaReads } from '#api/db/replica/read-side';
import { openReplica } from '#api/db/replica/replica';
import { createMemoryWriteMarks } from '#api/db/replica/write-marks';
import { type DatabaseServer, startDatabaseServer } from './database-server.ts';

export interface OpenedDatabase extends Database {
  embedded: EmbeddedDatabase | null;
  /** Lag-tolerant reads: the replica of DATABASE_REPLICA_URL, or the primary itself. */
  reads: ReadSide;
}

/**
 * Connects to the database server (started here unless `shared.server` is one already starting)
 * and brings its schema up to date. With DATABASE_REPLICA_URL a second, smaller, read-only pool
 * serves lag-tolerant reads; opening it never waits for the replica (a replica that is down means
 * reads go to the primary).
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void,
  shared: {
    /** With several servers, the write marks of read-your-writes live in Redis. */
    redis?: RedisConnection | null;
    server?: Promise<DatabaseServer>;
  } = {},
): Promise<OpenedDatabase> {
  const { url, embedded } = await (shared.server ?? startDatabaseServer(config, log));
  const database = connectDatabase(url);
  try {
    await runMigrations(database.db);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  const reads =
    config.DATABASE_REPLICA_URL && !embedded
      ? openReads(database, config.DATABASE_REPLICA_URL, log, shared.redis ?? null)
      : primaryReads(database.db);
  return {
    ...database,
    embedded,
    reads,
    async close() {
      await reads.replica?.close();
      await database.close();
    },
  };
}

function openReads(
  primary: Database,
  replicaUrl: string,
  log: (line: string) => void,
  redis: RedisConnection | null,
): ReadSide {
  const where = new URL(replicaUrl);
  log(`lag-tolerant reads use the replica at ${where.host}${where.pathname} while it keeps up`);
  return replicaReads({
    primary: primary.pool,
    replica: openReplica({ url: replicaUrl, log }),
    marks: redis ? createRedisWriteMarks(redis) : createMemoryWriteMarks(),
  });
}
