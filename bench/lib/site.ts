/**
 * The whole site for browser benchmarks: `scripts/start.mjs` on a fresh DATA_DIR (demo content,
 * embedded PostgreSQL, or a given database without the demo seed), unless BENCH_BASE_URL points at
 * a running one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/browser.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchSite {
  base: string;
  /** The site's DATA_DIR, empty when BENCH_BASE_URL was given. */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Waits until every demo episode is published (the site answers before its media pipeline is
 * done, ADR 026), so no transcoding runs beside a measurement.
 */
async function demoMediaPublished(base: string): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const health = await fetch(`${base}/api/live/health`)
      .then((response) => response.json() as Promise<{ result?: { demoMedia?: { done?: boolean } } }>)
      .catch(() => null);
    if (health?.result?.demoMedia?.done !== false) return;
    if (Date.now() > deadline) throw new Error('the demo episodes were not published within 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export interface SiteOptions {
  /**
   * The site's database (DATABASE_URL) instead of the embedded one; the demo seed is off
   * (SEED_DEMO=false), so the site shows that database's catalog only. It migrates it and its
   * periodic jobs write into it: give it a copy.
   */
  databaseUrl?: string;
  /** Runs on the fresh DATA_DIR before the site starts (e.g. writes the pictures the rows name). */
  prepareDataDir?: (dataDir: string) => Promise<void>;
}

/** The site, answering and with its demo media published (a given one is waited for too). */
export async function startSite(options: SiteOptions = {}): Promise<BenchSite> {
  const site = await startOrReuseSite(options);
  try {
    await demoMediaPublished(site.base);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}

async function startOrReuseSite(options: SiteOptions): Promise<BenchSite> {
  const given = process.env.BENCH_BASE_URL;
  if (given) return { base: given.replace(/\/$/, ''), dataDir: '', stop: async () => {} };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sogon-bench-site-'));
  // The embedded PostgreSQL runs as its own user when we are root: it must reach DATA_DIR/pg.
  await chmod(dataDir, 0o755);
  await options.prepareDataDir?.(dataDir);
  const database = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl, SEED_DEMO: 'false' }
    : { EMBEDDED_PG_PORT: String(await freePort()) };
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...database,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/live/health/live`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('site did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { base, dataDir, stop };
}
