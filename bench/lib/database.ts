import { randomBytes } from 'node:crypto';
import { connectDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { openTestDatabaseServer } from '../../apps/api/test/database-server.ts';

export interface BenchDatabase extends Database {
  /** Closes the pool, drops the database and stops a server started for it. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one benchmark run, on the local PostgreSQL (or
 * DATABASE_URL, or an embedded server started for it).
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const server = await openTestDatabaseServer();
  const name = `sogon_bench_${randomBytes(4).toString('hex')}`;
  const admin = connectDatabase(server.adminUrl, { max: 1 });
  await admin.pool.query(`create database ${name}`);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { max: 10 });
  const drop = async () => {
    await database.close();
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.close();
    await server.stop();
  };
  try {
    await runMigrations(database.db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, drop };
}
