/**
 * 기다무 benchmark (issue 38): 10,000 members claim the free episode of one new episode of a
 * 기다무 playlist, each with two claims at once sent to two API servers on one database (two tabs
 * on two devices), from a load process of its own (lib/wait-free-load.ts); in the same run the
 * same members unlock one paid episode with hearts the same way (the plain unlock). Reports
 * throughput, p50/p99 latency, the time all claims took (the goal: within a minute), the ratio to
 * the plain unlock, and counts double claims in the database (0 expected), then the ledger check.
 *
 *   npm run bench:wait-free            (BENCH_MEMBERS=10000, BENCH_WORKERS=200)
 *
 * Results: bench/results/wait-free.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { buildServer } from '../apps/api/src/http/server.ts';
import { makeContent, makePlaylist } from '../apps/api/test/factories.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { forkLoad } from './lib/fork-load.ts';
import { HOST } from './lib/servers.ts';
import type { WaitFreeLoadInput, WaitFreeLoadResult } from './lib/wait-free-load.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/wait-free.json', import.meta.url));
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 200);
const PER_MEMBER = 2;
const say = (line: string) => console.log(`[bench:wait-free] ${line}`);

async function main() {
  const database = await openBenchDatabase();
  const url = String(
    (database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
  );
  const secondDatabase = connectDatabase(url, { max: 10 });
  try {
    const servers = [];
    for (const db of [database.db, secondDatabase.db]) {
      const composed = await composeBenchApp(db);
      const app = await buildServer({ logger: false, routes: composed.routes });
      app.addHook('onClose', () => composed.close());
      await app.listen({ host: HOST, port: 0 });
      servers.push({
        app,
        composed,
        base: `http://${HOST}:${(app.server.address() as AddressInfo).port}/api/live`,
      });
    }
    const { services } = servers[0]!.composed;

    // A 기다무 playlist (24 h, rented for 72 h) whose newest episode just opened, and a paid one.
    const waitFree = await makePlaylist(database.db, {
      isFree: false,
      price: 3,
      bundlePrice: 0,
      waitFreeHours: 24,
      waitFreeExcludeNewest: 0,
      waitFreeRentalHours: 72,
    });
    const opened = new Date(Date.now() - 60_000);
    for (const episodeNo of [1, 2]) {
      await makeContent(database.db, {
        playlistId: waitFree.id,
        isFree: false,
        price: 3,
        episodeNo,
        openDt: opened,
      });
    }
    const fresh = await makeContent(database.db, {
      playlistId: waitFree.id,
      isFree: false,
      price: 3,
      episodeNo: 3,
      openDt: opened,
    });
    const paid = await makePlaylist(database.db, { isFree: false, price: 1, bundlePrice: 0 });
    const paidEpisode = await makeContent(database.db, {
      playlistId: paid.id,
      isFree: false,
      price: 1,
      episodeNo: 1,
      openDt: opened,
    });

    say(`making ${MEMBERS} members with sessions and 5 hearts each`);
    const users = (
      await database.pool.query<{ id: number }>(
        `insert into users (uid, provider, username)
         select 'waitfree' || n || '@example.com', 'email', '회원' || n from generate_series(1, $1::int) n returning id`,
        [MEMBERS],
      )
    ).rows.map((row) => Number(row.id));
    const tokens = users.map(() => randomBytes(32).toString('base64url'));
    await database.pool.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select u, decode(h, 'hex'), now() + interval '1 day' from unnest($1::bigint[], $2::text[]) as s(u, h)`,
      [users, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
    );
    for (let at = 0; at < users.length; at += 50) {
      await Promise.all(
        users.slice(at, at + 50).map((userId) =>
          services.ledger.transaction((tx) =>
            services.ledger.credit(tx, {
              userId,
              kind: 'grant',
              idempotencyKey: 'bench',
              paid: 0,
              bonus: 5,
            }),
          ),
        ),
      );
    }

    const bases = servers.map((server) => server.base);
    const load = (path: string, method: 'GET' | 'POST', label: string) =>
      forkLoad<WaitFreeLoadInput, WaitFreeLoadResult>(
        new URL('./lib/wait-free-load.ts', import.meta.url),
        { bases, path, method, tokens, perMember: PER_MEMBER, workers: WORKERS },
        30 * 60_000,
        label,
      );
    say('warm-up');
    await forkLoad<WaitFreeLoadInput, WaitFreeLoadResult>(
      new URL('./lib/wait-free-load.ts', import.meta.url),
      {
        bases,
        path: '/health/live',
        method: 'GET',
        tokens: tokens.slice(0, 500),
        perMember: 2,
        workers: WORKERS,
      },
      60_000,
      'warm-up',
    );
    say('plain unlock: every member buys one episode (two requests each, one per server)');
    const unlock = await load(`/v2/service/content/purchase/${paid.id}/${paidEpisode.id}`, 'GET', 'unlock');
    say(`기다무: every member claims the new episode (two claims each, one per server)`);
    const claim = await load(`/v2/service/content/waitFree/${waitFree.id}/${fresh.id}`, 'POST', 'claim');

    const counts = (
      await database.pool.query(
        `select (select count(*) from rentals where content_id = $1 and source = 'wait_free')::int as rentals,
                (select count(*) from (select user_id from rentals where content_id = $1
                                        group by user_id having count(*) > 1) d)::int as double_claims,
                (select count(*) from wait_free_timers where playlist_id = $2)::int as timers,
                (select coalesce(max(claims), 0) from wait_free_timers where playlist_id = $2)::int as max_claims,
                (select count(*) from purchases where content_id = $3)::int as purchases,
                (select count(*) from ledger_transactions where kind = 'purchase')::int as spends,
                (select count(*) from ledger_transactions where kind = 'rental')::int as rental_spends`,
        [fresh.id, waitFree.id, paidEpisode.id],
      )
    ).rows[0];
    const ledger = await services.ledger.check();
    const ratio = Number((claim.perSec / unlock.perSec).toFixed(3));
    say(
      `${MEMBERS} members × ${PER_MEMBER} requests, ${WORKERS} in flight, 2 servers, node ${process.version}, ${os.availableParallelism()} cpus`,
    );
    say(
      `plain unlock   ${unlock.perSec} req/s, p50 ${unlock.latencyP50Ms} ms, p99 ${unlock.latencyP99Ms} ms, ${unlock.seconds} s, ${JSON.stringify(unlock.statuses)}`,
    );
    say(
      `기다무 claim    ${claim.perSec} req/s, p50 ${claim.latencyP50Ms} ms, p99 ${claim.latencyP99Ms} ms, ${claim.seconds} s, ${JSON.stringify(claim.statuses)}`,
    );
    say(`ratio claim/unlock ${ratio}×; all claims in ${claim.seconds} s (goal: under 60 s)`);
    say(
      `database: ${counts.rentals} 기다무 rentals, ${counts.double_claims} double claims, ${counts.timers} timers (max claims ${counts.max_claims}), ` +
        `${counts.purchases} purchases / ${counts.spends} spends, ${counts.rental_spends} rental spends; ` +
        `ledger: ${ledger.walletDrift.length} drifting wallets, ${ledger.unbalancedTransactions.length} unbalanced`,
    );
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'wait-free',
          at: new Date().toISOString(),
          node: process.version,
          cpus: os.availableParallelism(),
          loadAverage: os.loadavg(),
          members: MEMBERS,
          requestsPerMember: PER_MEMBER,
          inFlight: WORKERS,
          servers: servers.length,
          unlock,
          claim,
          ratio,
          withinAMinute: claim.seconds < 60,
          database: counts,
          ledgerCheck: {
            walletDrift: ledger.walletDrift.length,
            unbalancedTransactions: ledger.unbalancedTransactions.length,
          },
        },
        null,
        2,
      )}\n`,
    );
    for (const server of servers) await server.app.close();
  } finally {
    await secondDatabase.close();
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
