/**
 * A throwaway copy of the large catalog (scripts/seed-large-catalog.ts) for a benchmark whose
 * server writes into its database (migrations, periodic jobs); the shared `sogon_large_catalog`
 * stays as it was (decision 055). `create database … template` copies its files (about 1 GB) in
 * seconds, but PostgreSQL allows it only while nobody is connected to the template, and other
 * benchmarks and sites often are: then the copy goes through pg_dump | pg_restore (about 1.5 min
 * on a busy 2-core machine) and ends with `vacuum (analyze)`, as the seed does, so the copy plans
 * and scans (index-only, with a visibility map) as the original.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { connectDatabase } from '../../apps/api/src/db/client.ts';
import { isLargeCatalog, largeCatalogUrl, seedLargeCatalog } from '../../scripts/seed-large-catalog.ts';

export interface CatalogCopy {
  url: string;
  /** The copy's database name (left behind only if the process is killed: drop it by hand). */
  name: string;
  drop: () => Promise<void>;
}

const SOURCE_IN_USE = '55006';

/** `pg_dump source | pg_restore target`, both the PostgreSQL client tools on PATH. */
function dumpAndRestore(sourceUrl: string, targetUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const dump = spawn('pg_dump', ['--format=custom', '--compress=0', `--dbname=${sourceUrl}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const restore = spawn('pg_restore', ['--no-owner', `--dbname=${targetUrl}`], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    dump.stdout.pipe(restore.stdin);
    const exited = (child: ReturnType<typeof spawn>, name: string) =>
      new Promise<void>((done, fail) => {
        child.once('error', fail);
        child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} exited with ${code}`))));
      });
    Promise.all([exited(dump, 'pg_dump'), exited(restore, 'pg_restore')]).then(() => resolve(), reject);
  });
}

export async function copyLargeCatalog(log: (line: string) => void = console.log): Promise<CatalogCopy> {
  const sourceUrl = await largeCatalogUrl();
  const source = new URL(sourceUrl);
  const sourceName = decodeURIComponent(source.pathname.slice(1));
  const check = connectDatabase(sourceUrl, { max: 1 });
  try {
    if (!(await isLargeCatalog(check.pool))) {
      log('seeding the large catalog (once; kept for the next runs)…');
      await seedLargeCatalog(sourceUrl, log);
    }
  } finally {
    await check.close();
  }

  const name = `${sourceName}_copy_${process.pid}`;
  const adminUrl = new URL(sourceUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const url = new URL(sourceUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    try {
      await admin.query(`create database "${name}" template "${sourceName}"`);
      log(`copied ${sourceName} to ${name} (template) in ${took()}`);
    } catch (error) {
      if ((error as { code?: string }).code !== SOURCE_IN_USE) throw error;
      log(`${sourceName} is in use by another run: copying it to ${name} with pg_dump | pg_restore…`);
      await admin.query(`create database "${name}"`);
      await dumpAndRestore(sourceUrl, url.toString());
      const copy = new pg.Client({ connectionString: url.toString() });
      await copy.connect();
      try {
        await copy.query('vacuum (analyze)');
      } finally {
        await copy.end();
      }
      log(`copied ${sourceName} to ${name} (dump and restore, vacuum) in ${took()}`);
    }
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  } finally {
    await admin.end();
  }
  return { url: url.toString(), name, drop };
}
