import pg from 'pg';
import type { Config } from '#api/config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#api/db/embedded';

const APP_DATABASE = 'sogon';

/** The PostgreSQL server the site uses: DATABASE_URL's, or the embedded one it started. */
export interface DatabaseServer {
  url: string;
  embedded: EmbeddedDatabase | null;
}

/**
 * DATABASE_URL when given; otherwise starts the embedded server under DATA_DIR with its own
 * `sogon` database. scripts/start.mjs calls it before the rest of the server is loaded, so the
 * embedded server boots while this process loads its code.
 */
export async function startDatabaseServer(
  config: Config,
  log: (line: string) => void,
): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  log(`starting embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.DATA_DIR}/pg)`);
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    say: log,
  });
  try {
    return { url: await ensureDatabase(embedded.url, APP_DATABASE), embedded };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
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
