import pg from 'pg';
import type { RedisConnection } from '#api/adapters/redis/connection';
import { createRedisWriteMarks } from '#api/adapters/redis/write-marks';
import type { Config } from '#api/config';
import { connectDatabase, type Database } from '#api/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#api/db/embedded';
import { runMigrations } from '#api/db/migrate';
import { primaryReads, type ReadSide, replicaReads } from '#api/db/replica/read-side';
import { openReplica } from '#api/db/replica/replica';
import { createMemoryWriteMarks } from '#api/db/replica/write-marks';

export interface OpenedDatabase extends Database {
  embedded: EmbeddedDatabase | null;
  /** Lag-tolerant reads: the replica of DATABASE_REPLICA_URL, or the primary itself. */
  reads: ReadSide;
}

const APP_DATABASE = 'sogon';

/**
 * DATABASE_URL when given; otherwise the embedded server under DATA_DIR with its own `sogon`
 * database. With DATABASE_REPLICA_URL a second, smaller, read-only pool serves lag-tolerant reads;
 * opening it never waits for the replica (a replica that is down means reads go to the primary).
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void,
  /** With several servers, the write marks of read-your-writes live in Redis. */
  shared: { redis?: RedisConnection | null } = {},
): Promise<OpenedDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    log(
      `starting embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.DATA_DIR}/pg)`,
    );
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_PG_PORT,
      say: log,
    });
    url = await ensureDatabase(embedded.url, APP_DATABASE);
  }
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

async function ensureDatabase(maintenanceUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
