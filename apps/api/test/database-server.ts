import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '#api/db/embedded';

export interface TestDatabaseServer {
  /** Connection URL of a maintenance database with the right to create databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL server tests create their databases on: TEST_DATABASE_URL or DATABASE_URL
 * when set, else the machine's local server, else an embedded server in a temporary folder.
 */
export async function openTestDatabaseServer(): Promise<TestDatabaseServer> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { adminUrl: given, stop: async () => {} };
  if (await reachable(LOCAL_SERVER)) return { adminUrl: LOCAL_SERVER, stop: async () => {} };

  const dir = await mkdtemp(path.join(tmpdir(), 'sogon-test-pg-'));
  // mkdtemp makes it 0700; as root, the embedded server runs as `postgres` and must reach it, or
  // its cluster would move to /var/lib/sogon and outlive the run.
  await chmod(dir, 0o755);
  const port = 55000 + Math.floor(Math.random() * 4000);
  const embedded = await startEmbeddedPostgres({ dataDir: dir, port });
  return {
    adminUrl: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
