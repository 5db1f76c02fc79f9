import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#api/boot/database';
import type { Config } from '#api/config';
import { connectDatabase, type Database } from '#api/db/client';

async function runningEmbedded(dataDir: string, port: number): Promise<string | null> {
  try {
    const credentials = JSON.parse(await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
      user: string;
      password: string;
    };
    const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/sogon`;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/**
 * The database a command-line tool works on: DATABASE_URL, else the embedded server under
 * DATA_DIR (the running one when the site is up, or one started for the command). `close`
 * closes the pool and stops a server started here.
 */
export async function openCliDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const url = config.DATABASE_URL ?? (await runningEmbedded(config.DATA_DIR, config.EMBEDDED_PG_PORT));
  if (url) {
    const database = connectDatabase(url, { max: 2 });
    return { database, close: () => database.close() };
  }
  const opened = await openDatabase(config, log);
  return {
    database: opened,
    close: async () => {
      await opened.close();
      await opened.embedded?.stop();
    },
  };
}
