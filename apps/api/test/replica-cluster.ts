import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresPrograms } from '#api/db/embedded';

/**
 * A real PostgreSQL primary with a streaming standby, made from the embedded package's programs
 * in a temporary folder, for tests of the read replica (and of clusters). The package ships
 * initdb, pg_ctl and postgres but no pg_basebackup, so the standby is a cold copy of the primary's
 * cluster taken right after initdb (the same system identifier, before either server ran) with
 * standby.signal and primary_conninfo: it then streams everything the primary writes, exactly as
 * a pg_basebackup -R standby would.
 */
export interface ReplicaCluster {
  /** URL of a database on the primary (trust authentication, loopback only). */
  primaryUrl(database?: string): string;
  /** URL of the same database on the standby. */
  standbyUrl(database?: string): string;
  primaryPort: number;
  standbyPort: number;
  /** Runs one statement on the primary's `postgres` database (or the one named). */
  primaryQuery<R extends pg.QueryResultRow>(sql: string, database?: string): Promise<R[]>;
  standbyQuery<R extends pg.QueryResultRow>(sql: string, database?: string): Promise<R[]>;
  /** Waits until the standby has replayed everything the primary wrote so far. */
  caughtUp(): Promise<void>;
  /** Stops applying WAL on the standby (it still receives it) until resumeReplay. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopStandby(): Promise<void>;
  startStandby(): Promise<void>;
  /** Stops both servers and removes their folders; safe to call twice, and after a failed start. */
  stop(): Promise<void>;
}

const READY = /database system is ready to accept (read-only )?connections/;
const STEP_MS = 30_000;

/** Why the cluster cannot be made on this machine (the embedded programs are missing), or null. */
export async function replicaClusterUnavailable(): Promise<string | null> {
  try {
    const programs = await postgresPrograms();
    for (const name of ['initdb', 'postgres']) {
      if (!existsSync(programs.binary(name))) return `${programs.binary(name)} is missing`;
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A free loopback port in [from, to], or an error when every one is taken. */
export async function freePort(from: number, to: number, taken: readonly number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

interface Server {
  process: ChildProcess;
  exited: Promise<void>;
}

/**
 * Starts a primary and its streaming standby on two free ports of `ports` (a range of the
 * caller's) and waits until the primary reports the standby streaming. Everything is bounded in
 * time; a start that fails stops what it started and removes the folder before it throws.
 */
export async function startReplicaCluster(
  options: { ports?: readonly [number, number]; say?: (line: string) => void } = {},
): Promise<ReplicaCluster> {
  const [from, to] = options.ports ?? [55430, 55449];
  const programs = await postgresPrograms();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sogon-replica-'));
  // mkdtemp makes it 0700; as root the servers run as `postgres` and must enter it.
  await chmod(dir, 0o755);
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const recent: string[] = [];
  const servers = new Map<'primary' | 'standby', Server>();
  let stopped = false;

  const primaryPort = await freePort(from, to);
  const standbyPort = await freePort(from, to, [primaryPort]);
  const url = (port: number, database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const cluster: ReplicaCluster = {
    primaryPort,
    standbyPort,
    primaryUrl: (database) => url(primaryPort, database),
    standbyUrl: (database) => url(standbyPort, database),
    primaryQuery: (sql, database) => query(url(primaryPort, database), sql),
    standbyQuery: (sql, database) => query(url(standbyPort, database), sql),
    async caughtUp() {
      const [{ lsn }] = (await query<{ lsn: string }>(
        url(primaryPort),
        'select pg_current_wal_lsn()::text as lsn',
      )) as [{ lsn: string }];
      await waitFor(`the standby replaying up to ${lsn}`, async () => {
        const [row] = await query<{ done: boolean }>(
          url(standbyPort),
          `select coalesce(pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn, false) as done`,
        );
        return row?.done === true;
      });
    },
    async pauseReplay() {
      await query(url(standbyPort), 'select pg_wal_replay_pause()');
      await waitFor('replay to pause', async () => {
        const [row] = await query<{ state: string }>(
          url(standbyPort),
          'select pg_get_wal_replay_pause_state() as state',
        );
        return row?.state === 'paused';
      });
    },
    async resumeReplay() {
      await query(url(standbyPort), 'select pg_wal_replay_resume()');
    },
    stopStandby: () => stopServer('standby'),
    async startStandby() {
      await startServer('standby', standbyDir);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopServer('standby');
      await stopServer('primary');
      await rm(dir, { recursive: true, force: true });
    },
  };

  function run(command: string, args: string[]): ChildProcess {
    const child = spawn(command, args, {
      ...programs.account,
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => {
        recent.push(line);
        if (recent.length > 40) recent.shift();
      });
    }
    return child;
  }

  function failure(what: string, cause?: unknown): Error {
    return new Error([`replica cluster: ${what}`, ...recent.slice(-15)].join('\n'), { cause });
  }

  async function startServer(name: 'primary' | 'standby', dataDir: string) {
    const child = run(programs.binary('postgres'), ['-D', dataDir]);
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    void exited.then(() => process.off('exit', kill));
    servers.set(name, { process: child, exited });
    const ready = new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stderr! });
      lines.on('line', (line) => READY.test(line) && resolve());
      child.once('error', reject);
      void exited.then(() => reject(new Error('it exited')));
    });
    await bounded(`the ${name} did not start`, ready);
  }

  async function stopServer(name: 'primary' | 'standby') {
    const server = servers.get(name);
    if (!server) return;
    servers.delete(name);
    if (server.process.exitCode !== null || server.process.signalCode !== null) return;
    server.process.kill('SIGINT'); // fast shutdown
    const killer = setTimeout(() => server.process.kill('SIGKILL'), 10_000);
    await server.exited;
    clearTimeout(killer);
  }

  async function owned(file: string, text: string) {
    await writeFile(file, text, { mode: 0o600 });
    if (programs.account) await chown(file, programs.account.uid, programs.account.gid);
  }

  try {
    if (programs.account) await chown(dir, programs.account.uid, programs.account.gid);
    const initdb = run(programs.binary('initdb'), [
      `--pgdata=${primaryDir}`,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
    ]);
    const initialised = new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    });
    const code = await bounded('initdb did not finish', initialised);
    if (code !== 0) throw failure(`initdb exited with ${code}`);

    const settings = [
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      // The defaults that initdb recorded (the standby checks them): WAL for replicas, 10 senders.
      'wal_level = replica',
      'max_wal_senders = 10',
      "wal_keep_size = '256MB'",
      'hot_standby = on',
      // A test cluster: durability does not matter, speed does.
      'fsync = off',
      'full_page_writes = off',
      "shared_buffers = '32MB'",
    ];
    await appendFile(path.join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await appendFile(
      path.join(primaryDir, 'pg_hba.conf'),
      '\nhost replication postgres 127.0.0.1/32 trust\n',
    );
    // The standby: a copy of the cluster before it ever ran, told to follow the primary.
    await promisify(execFile)('cp', ['-a', primaryDir, standbyDir]);
    await appendFile(path.join(primaryDir, 'postgresql.conf'), `port = ${primaryPort}\n`);
    await appendFile(
      path.join(standbyDir, 'postgresql.conf'),
      [
        `port = ${standbyPort}`,
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=sogon_standby'`,
        'hot_standby_feedback = on',
        '',
      ].join('\n'),
    );
    await owned(path.join(standbyDir, 'standby.signal'), '');

    await startServer('primary', primaryDir);
    await startServer('standby', standbyDir);
    await waitFor('the standby to stream from the primary', async () => {
      const rows = await query<{ state: string }>(
        url(primaryPort),
        "select state from pg_stat_replication where application_name = 'sogon_standby'",
      );
      return rows[0]?.state === 'streaming';
    });
    options.say?.(`replica cluster: primary :${primaryPort}, standby :${standbyPort} streaming (${dir})`);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error instanceof Error && error.message.startsWith('replica cluster:')
      ? error
      : failure((error as Error).message, error);
  }
}

async function query<R extends pg.QueryResultRow>(connectionString: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

async function bounded<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${STEP_MS / 1000} s`)), STEP_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `check` every 50 ms until it is true, for at most STEP_MS. */
async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + STEP_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (${(last as Error).message})` : ''}`);
}
