import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 12 * 60_000;
const COMMAND_TIMEOUT_MS = 3 * 60_000;

/** What scripts/cluster.mjs writes to DATA_DIR/cluster.json. */
export interface ClusterState {
  balancer: { url: string; pid: number | null };
  nodes: Array<{ url: string; port: number; pid: number | null; log: string }>;
  workers: Array<{ pid: number | null; log: string }>;
  postgres: { url: string; managed: boolean; pid: number | null };
  redis: { url: string; managed: boolean; pid: number | null };
  dataDir: string;
}

export interface Cluster {
  readonly state: ClusterState;
  /** The balancer's URL. */
  readonly url: string;
  /** Runs a control command (`restart 2`, `kill 2`, `stop postgres`…) and waits for its answer. */
  command(line: string): Promise<void>;
  /** Everything the script printed so far. */
  output(): string;
  /** Ctrl-C to the script; resolves with its exit code once everything stopped. */
  stop(): Promise<number | null>;
}

function has(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** Why no cluster can run here (no redis-server, no HAProxy and no root to install it), or null. */
export function clusterUnavailable(): string | null {
  if (!has('redis-server', ['--version'])) return 'redis-server is not installed';
  if (!has('haproxy', ['-v']) && process.getuid?.() !== 0) {
    return 'HAProxy is not installed (and not root to install it)';
  }
  return null;
}

/**
 * Starts `npm run cluster` in a fresh temporary data folder, with its own embedded PostgreSQL
 * and redis-server (DATABASE_URL and REDIS_URL of this process are left out; `env` may give
 * them, e.g. a primary and its replica), and waits until it is ready.
 */
export async function startCluster(options: {
  nodes?: number;
  workers?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sogon-cluster-'));
  chmodSync(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  const { DATABASE_URL: _database, REDIS_URL: _redis, DATABASE_REPLICA_URL: _replica, ...env } = process.env;
  const script: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/cluster.mjs',
      '--nodes',
      String(options.nodes ?? 3),
      '--workers',
      String(options.workers ?? 1),
      '--data-dir',
      dataDir,
      '--port',
      '0',
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...env, SEED_DEMO: 'false', ...options.env },
    },
  );
  const lines: string[] = [];
  const waiting = new Set<(line: string) => void>();
  for (const stream of [script.stdout!, script.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const listener of waiting) listener(line);
    });
  }
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    script.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    });
  });
  const output = () => lines.join('\n');

  /** Resolves with the first line `match` accepts; rejects when the script exits or time runs out. */
  const lineMatching = (match: (line: string) => boolean, timeoutMs: number, what: string) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`${what}: no answer in ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const listener = (line: string) => {
        if (match(line)) done(null, line);
      };
      const onExit = () => done(new Error(`${what}: the cluster script exited (${exitCode})\n${output()}`));
      function done(error: Error | null, line?: string) {
        clearTimeout(timer);
        waiting.delete(listener);
        script.off('exit', onExit);
        if (error) reject(error);
        else resolve(line!);
      }
      waiting.add(listener);
      script.once('exit', onExit);
    });

  const readState = () =>
    JSON.parse(readFileSync(path.join(dataDir, 'cluster.json'), 'utf8')) as ClusterState;
  let state: ClusterState;
  const stop = async () => {
    if (exitCode === undefined) {
      script.kill('SIGINT');
      const code = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 90_000))]);
      if (exitCode === undefined) {
        try {
          process.kill(-script.pid!, 'SIGKILL');
        } catch {}
      }
      rmSync(tmp, { recursive: true, force: true });
      return code;
    }
    rmSync(tmp, { recursive: true, force: true });
    return exitCode;
  };
  try {
    await lineMatching((line) => line.includes('[cluster] ready in'), READY_TIMEOUT_MS, 'start');
    state = readState();
  } catch (error) {
    await stop();
    throw error;
  }

  let queue = Promise.resolve();
  return {
    get state() {
      return state;
    },
    url: state.balancer.url,
    output,
    command(line) {
      const run = queue.then(async () => {
        const answer = lineMatching(
          (printed) =>
            printed === `[cluster] ok: ${line}` || printed.startsWith(`[cluster] failed: ${line}:`),
          COMMAND_TIMEOUT_MS,
          line,
        );
        script.stdin!.write(`${line}\n`);
        const printed = await answer;
        if (!printed.includes('] ok: ')) throw new Error(printed);
        state = readState();
      });
      queue = run.catch(() => {});
      return run;
    },
    stop,
  };
}
