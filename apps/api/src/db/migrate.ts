import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** One number for "the schema is being migrated", held by the server that migrates. */
const MIGRATION_LOCK = 0x50_67_6f_6e; // 'Sgon'

/**
 * Brings the schema up to date. Several servers of a new version may start at once: they take a
 * session advisory lock in turn, so one migrates while the others wait and then find nothing to do.
 */
export async function runMigrations(db: Db): Promise<void> {
  // A connection of its own (not the pool's: a pool of one would wait for itself).
  const holder = new pg.Client(db.$client.options);
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Ending the session releases the lock, also when the migration failed.
    await holder.end();
  }
}
