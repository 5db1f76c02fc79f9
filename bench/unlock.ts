/**
 * Unlock benchmark (issue 7): 200 concurrent buyers unlocking paid episodes with hearts on real
 * PostgreSQL, against the trivial liveness route on the same server driven by the same client
 * loops (a child process, lib/unlock-load.ts), then the ledger check (zero drift expected). Two shapes: 200 members each buying their
 * own episodes (row locks never shared), and 200 requests of one member (every spend queues on
 * one wallet row).
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/api/src/http/server.ts';
import { makeContent, makePlaylist, makeUser } from '../apps/api/test/factories.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { forkLoad } from './lib/fork-load.ts';
import { databaseBackendsCpuSeconds, mainThreadCpuSeconds, parentPid } from './lib/proc-cpu.ts';
import { HOST } from './lib/servers.ts';
import type { UnlockLoadInput, UnlockLoadResult } from './lib/unlock-load.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/unlock.json', import.meta.url));
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const EPISODES = 400;

interface Loop {
  requests: number;
  non2xx: number;
  errors: number;
  perSec: number;
  /** Server main-thread CPU µs per request (the load runs in a process of its own). */
  nodeCpuUsPerRequest?: number;
  /** CPU µs per request of the PostgreSQL backends serving the bench database. */
  postgresCpuUsPerRequest?: number;
}

async function main() {
  const database = await openBenchDatabase();
  try {
    const composed = await composeBenchApp(database.db);
    const { services } = composed;
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const base = `http://${HOST}:${(app.server.address() as AddressInfo).port}/api/live`;

    const playlist = await makePlaylist(database.db, { isFree: false, price: 1, bundlePrice: 0 });
    const episodes: number[] = [];
    for (let index = 0; index < EPISODES; index += 1) {
      episodes.push(
        (
          await makeContent(database.db, {
            playlistId: playlist.id,
            isFree: false,
            price: 1,
            episodeNo: index + 1,
          })
        ).id,
      );
    }
    // The shared-wallet run needs more episodes than it can buy in its time, inserted in one go.
    const sharedPlaylist = await makePlaylist(database.db, { isFree: false, price: 1, bundlePrice: 0 });
    const sharedEpisodes = (
      await database.pool.query<{ id: number }>(
        `insert into contents (playlist_id, title, episode_no, media_type, is_free, price)
         select $1, '에피소드 ' || n, n, 'audio', false, 1 from generate_series(1, 20000) n returning id`,
        [sharedPlaylist.id],
      )
    ).rows.map((row) => Number(row.id));
    const tokens: string[] = [];
    const userIds: number[] = [];
    for (let index = 0; index < BUYERS; index += 1) {
      const user = await makeUser(database.db);
      userIds.push(user.id);
      const token = randomBytes(32).toString('base64url');
      const { createHash } = await import('node:crypto');
      await database.pool.query(
        `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
        [user.id, createHash('sha256').update(token).digest()],
      );
      tokens.push(token);
      await services.ledger.transaction((tx) =>
        services.ledger.credit(tx, {
          userId: user.id,
          kind: 'grant',
          idempotencyKey: 'bench',
          paid: 0,
          bonus: 100_000,
        }),
      );
    }

    const backend = (
      await database.pool.query<{ pid: number; name: string }>(
        'select pg_backend_pid() as pid, current_database() as name',
      )
    ).rows[0]!;
    const postmaster = parentPid(backend.pid);
    /** One run of `shape` from the load process, with the server's and PostgreSQL's CPU per request. */
    const measured = async (shape: UnlockLoadInput['shape'], seconds = SECONDS): Promise<Loop> => {
      const node0 = mainThreadCpuSeconds();
      const postgres0 = databaseBackendsCpuSeconds(postmaster, backend.name);
      const loop = await forkLoad<UnlockLoadInput, UnlockLoadResult>(
        new URL('./lib/unlock-load.ts', import.meta.url),
        {
          base,
          shape,
          workers: BUYERS,
          seconds,
          tokens,
          own: { playlistId: playlist.id, episodes },
          shared: { playlistId: sharedPlaylist.id, episodes: sharedEpisodes },
        },
        seconds * 1000 + 60_000,
        `${shape} load`,
      );
      const perRequest = (cpuSeconds: number) => Math.round((cpuSeconds * 1e6) / Math.max(loop.requests, 1));
      return {
        ...loop,
        nodeCpuUsPerRequest: perRequest(mainThreadCpuSeconds() - node0),
        postgresCpuUsPerRequest: perRequest(databaseBackendsCpuSeconds(postmaster, backend.name) - postgres0),
      };
    };

    await measured('live', 1); // warm-up
    const baseline1 = await measured('live');
    const own = await measured('own');
    const baseline2 = await measured('live');
    const contended = await measured('shared');
    const baseline = (baseline1.perSec + baseline2.perSec) / 2;

    const report = await services.ledger.check();
    const counts = (
      await database.pool.query(
        `select (select count(*) from purchases)::int as purchases,
                (select count(*) from ledger_transactions where kind = 'purchase')::int as spends,
                (select coalesce(sum(hearts), 0) from purchases)::int as hearts_recorded,
                (select coalesce(sum(amount), 0) from ledger_entries where account = 'sales')::int as hearts_sold`,
      )
    ).rows[0];

    console.log(
      `${BUYERS} concurrent clients, ${SECONDS} s per run, node ${process.version}, ${os.availableParallelism()} cpus`,
    );
    console.log(`GET /health/live baseline      ${baseline.toFixed(0)} req/s`);
    const cpu = (loop: Loop) =>
      `CPU per request: node ${loop.nodeCpuUsPerRequest} µs, PostgreSQL ${loop.postgresCpuUsPerRequest} µs`;
    console.log(`  ${cpu(baseline1)}; after: ${cpu(baseline2)}`);
    console.log(
      `unlock, own wallets            ${own.perSec} req/s = ${(own.perSec / baseline).toFixed(3)}× (${own.non2xx} non-2xx, ${own.errors} errors)`,
    );
    console.log(`  ${cpu(own)}`);
    console.log(
      `unlock, one shared wallet      ${contended.perSec} req/s = ${(contended.perSec / baseline).toFixed(3)}× (${contended.non2xx} non-2xx, ${contended.errors} errors)`,
    );
    console.log(`  ${cpu(contended)}`);
    console.log(
      `ledger check: ${report.walletDrift.length} drifting wallets, ${report.unbalancedTransactions.length} unbalanced transactions; ` +
        `${counts.purchases} purchases / ${counts.spends} spends, hearts recorded ${counts.hearts_recorded} = sold ${counts.hearts_sold}`,
    );
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'unlock',
          at: new Date().toISOString(),
          node: process.version,
          cpus: os.availableParallelism(),
          loadAverage: os.loadavg(),
          buyers: BUYERS,
          secondsPerRun: SECONDS,
          baseline: { runs: [baseline1, baseline2], perSec: baseline },
          ownWallets: { ...own, ratio: Number((own.perSec / baseline).toFixed(3)) },
          sharedWallet: { ...contended, ratio: Number((contended.perSec / baseline).toFixed(3)) },
          ledgerCheck: { ...report, ...counts },
        },
        null,
        2,
      )}\n`,
    );
    await app.close();
  } finally {
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
