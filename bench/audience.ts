/**
 * Audience numbers benchmark (issue 37), two subjects:
 *
 *   npm run bench:retention   GET /v1/channel/{id}/stat/retention for a 3-hour episode with
 *                             1,000,000 play events rolled up (content_retention, 10 s buckets)
 *   npm run bench:fans        GET /v1/channel/{id}/stat/fans (the owner's top 50) and the public
 *                             GET /v1/channel/{id}/fans over 100,000 supporters of one channel
 *
 * The play events go through the real roll-up path (plays.ts `retentionRows` into the playback
 * buffer, flushed by its batch writer); the supporters' spends are channel_earnings rows, so the
 * trigger of migration 0050 keeps the monthly roll-up. Load comes from a separate process
 * (lib/get-load.ts), target and the API's trivial route interleaved (trivial, target, trivial…:
 * each target's baseline is the mean of its neighbours). Target p99 ≤ 50 ms for the curve. A server
 * reuses an episode's curve for RETENTION_REUSE_MS (2 s, the playback buffer's flush period), so
 * under load most asks are the reused answer and one read per 2 s goes to the roll-up (one read:
 * ~2.3 ms serial on an idle machine, the string-packed buckets of audience.repository.ts).
 *
 * BENCH_DURATION (s per target per round, default 5), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10).
 * Results: bench/results/retention.json, bench/results/fans.json.
 */

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { buildServer } from '../apps/api/src/http/server.ts';
import {
  createPlaybackBuffer,
  createPlaybackRepository,
  type EndKind,
  retentionRows,
} from '../apps/api/src/modules/playback/index.ts';
import { makeChannel, makeContent, makePlaylist, makeUser } from '../apps/api/test/factories.ts';
import { composeBenchApp } from './lib/compose.ts';
import { type BenchDatabase, openBenchDatabase } from './lib/database.ts';
import { forkLoad } from './lib/fork-load.ts';
import type { GetLoadInput } from './lib/get-load.ts';
import { type LoadOptions, type LoadResult, readNumber } from './lib/load.ts';
import { HOST, LIVENESS_PATH } from './lib/servers.ts';

const SUBJECT = process.argv[2];
if (SUBJECT !== 'retention' && SUBJECT !== 'fans') {
  console.error('usage: node --import tsx bench/audience.ts retention|fans');
  process.exit(2);
}
const RESULT_FILE = fileURLToPath(new URL(`./results/${SUBJECT}.json`, import.meta.url));
const PLAY_EVENTS = 1_000_000;
const EPISODE_SEC = 3 * 3600;
const SUPPORTERS = 100_000;
const P99_TARGET_MS = 50;

const options: LoadOptions = {
  durationSec: readNumber(process.env, 'BENCH_DURATION', 5, 1, false),
  connections: readNumber(process.env, 'BENCH_CONNECTIONS', 10, 1, true),
  pipelining: 1,
  warmupSec: 1,
  workers: 1,
};
const ROUNDS = readNumber(process.env, 'BENCH_ROUNDS', 2, 1, true);

/** A deterministic generator (mulberry32): the same curve on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 1,000,000 plays of one episode through the roll-up path; answers the flush time. */
async function seedPlays(database: BenchDatabase, contentId: number) {
  const buffer = createPlaybackBuffer({
    writer: createPlaybackRepository(database.db),
    flushEveryMs: 60 * 60 * 1000,
    maxKeys: 1_000_000,
  });
  const next = random(37);
  const started = performance.now();
  for (let index = 0; index < PLAY_EVENTS; index += 1) {
    // Most plays start at 0, a fifth resume somewhere; listeners drift off over the hours.
    const from = next() < 0.8 ? 0 : Math.floor(next() * EPISODE_SEC * 0.7);
    const length = Math.floor(-Math.log(1 - next()) * 2400);
    const to = Math.min(EPISODE_SEC, from + length);
    const roll = next();
    const kind: EndKind = to >= EPISODE_SEC ? 'finished' : roll < 0.45 ? 'slept' : 'left';
    for (const row of retentionRows({ contentId, durationSec: EPISODE_SEC, from, to, kind })) {
      buffer.addRetention(row);
    }
    if (index % 200_000 === 199_999 && !(await buffer.flush())) throw new Error('retention flush failed');
  }
  if (!(await buffer.stop())) throw new Error('retention flush failed');
  const rows = await database.pool.query<{ rows: number; starts: string }>(
    'select count(*)::int as rows, sum(starts)::text as starts from content_retention where content_id = $1',
    [contentId],
  );
  return {
    seconds: Math.round(performance.now() - started) / 1000,
    rows: rows.rows[0]!.rows,
    plays: Number(rows.rows[0]!.starts),
  };
}

/** 100,000 supporters of one channel: spends of this month and the last (tips and subscriptions among them). */
async function seedSupporters(database: BenchDatabase, channelId: number) {
  const { pool } = database;
  const started = performance.now();
  await pool.query(
    `insert into users (uid, provider, username)
     select 'fan' || n || '@bench.example', 'email', '팬' || n from generate_series(1, $1::int) n`,
    [SUPPORTERS],
  );
  await pool.query(
    `insert into fan_rank_opt_ins (user_id)
     select id from users where uid like 'fan%@bench.example' and id % 10 = 0`,
  );
  for (const [monthsAgo, share] of [
    [1, 0.6],
    [0, 1],
  ] as const) {
    await pool.query(
      `with fans as (
         select id, row_number() over (order by id) as k from users where uid like 'fan%@bench.example'),
       picked as (select id, k from fans where k % 100 < $3::float * 100),
       tx as (
         insert into ledger_transactions (user_id, kind, idempotency_key, reference, created_at)
         select id, case when k % 3 = 0 then 'subscription' else 'tip' end, 'bench-' || $2::int || '-' || id,
                'channel:' || $1::bigint, now() - make_interval(months => $2::int)
           from picked
         returning id, user_id, kind, reference, created_at)
       insert into channel_earnings (channel_id, transaction_id, source, user_id, reference, paid_hearts,
         bonus_hearts, paid_won, bonus_won, earned_at)
       select $1::bigint, tx.id, tx.kind, tx.user_id, tx.reference, 1 + (tx.user_id * 7919) % 500, 0, 0, 0, tx.created_at
         from tx`,
      [channelId, monthsAgo, share],
    );
  }
  await pool.query('analyze');
  const counts = (
    await pool.query<{ supporters: number; monthRows: number; earnings: number; shown: number }>(
      `select (select count(distinct user_id) from channel_earnings where channel_id = $1)::int as supporters,
              (select count(*) from channel_fan_months where channel_id = $1)::int as "monthRows",
              (select count(*) from channel_earnings where channel_id = $1)::int as earnings,
              (select count(*) from channel_fan_months where channel_id = $1 and shown)::int as shown`,
      [channelId],
    )
  ).rows[0]!;
  return { seconds: Math.round(performance.now() - started) / 1000, ...counts };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const load = (url: string, headers: Record<string, string>) =>
  forkLoad<GetLoadInput, LoadResult>(
    new URL('./lib/get-load.ts', import.meta.url),
    { url, headers, options },
    (options.durationSec + options.warmupSec) * 1000 + 60_000,
    url,
  );

async function main() {
  const database = await openBenchDatabase();
  try {
    const owner = await makeUser(database.db);
    const token = randomBytes(32).toString('base64url');
    await database.pool.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [owner.id, createHash('sha256').update(token).digest()],
    );
    const channel = await makeChannel(database.db, { ownerUserId: owner.id, name: '벤치 채널' });
    const playlist = await makePlaylist(database.db, { channelId: channel.id, title: '긴 밤' });
    const episode = await makeContent(database.db, { playlistId: playlist.id, durationSec: EPISODE_SEC });
    console.log(
      SUBJECT === 'retention' ? `rolling up ${PLAY_EVENTS} plays…` : `seeding ${SUPPORTERS} supporters…`,
    );
    const seeded =
      SUBJECT === 'retention'
        ? await seedPlays(database, episode.id)
        : await seedSupporters(database, channel.id);
    await database.pool.query('analyze');
    console.log('seeded', seeded);

    const composed = await composeBenchApp(database.db, { media: { worker: false } });
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}/api/live`;
    const headers = { token, 'x-client': 'bench' };
    const targets =
      SUBJECT === 'retention'
        ? [
            {
              name: 'retention curve',
              url: `${origin}/v1/channel/${channel.id}/stat/retention?contentId=${episode.id}`,
              headers,
            },
          ]
        : [
            { name: 'studio fans', url: `${origin}/v1/channel/${channel.id}/stat/fans`, headers },
            {
              name: 'public fans',
              url: `${origin}/v1/channel/${channel.id}/fans`,
              headers: { 'x-client': 'bench' },
            },
          ];
    const check: Record<string, unknown> = {};
    for (const target of targets) {
      const response = await request(target.url, { headers: target.headers });
      const body = (await response.body.json()) as { result?: Record<string, unknown> };
      const ok =
        response.statusCode === 200 &&
        body.result &&
        (SUBJECT === 'retention'
          ? body.result.plays === PLAY_EVENTS
          : Array.isArray(body.result.fans) && body.result.fans.length === 50);
      if (!ok)
        throw new Error(
          `${target.name} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`,
        );
      check[target.name] =
        SUBJECT === 'retention'
          ? {
              plays: body.result!.plays,
              points: (body.result!.points as unknown[]).length,
              halfAt: body.result!.halfAt,
              slept: body.result!.slept,
              left: body.result!.left,
            }
          : { fans: (body.result!.fans as unknown[]).length, top: (body.result!.fans as unknown[])[0] };
    }
    console.log('answers', JSON.stringify(check));

    const trivial = `${origin.replace(/\/api\/live$/, '')}${LIVENESS_PATH}`;
    const runs = new Map<string, { result: LoadResult; trivial: number; trivialP99: number }[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      let before = await load(trivial, {});
      for (const target of targets) {
        const result = await load(target.url, target.headers);
        const after = await load(trivial, {});
        const base = (before.requestsPerSec + after.requestsPerSec) / 2;
        const baseP99 = (before.latencyP99Ms + after.latencyP99Ms) / 2;
        before = after;
        runs.set(target.name, [
          ...(runs.get(target.name) ?? []),
          { result, trivial: base, trivialP99: baseP99 },
        ]);
        console.log(
          `round ${round} ${target.name.padEnd(16)} ${result.requestsPerSec.toFixed(1).padStart(8)} req/s p99 ${result.latencyP99Ms} ms` +
            ` (${result.non2xx + result.errors} bad) | trivial ${base.toFixed(0)} req/s p99 ${baseP99} ms`,
        );
      }
    }
    const summary = targets.map((target) => {
      const rounds = runs.get(target.name)!;
      const p99Ms = median(rounds.map((run) => run.result.latencyP99Ms));
      return {
        name: target.name,
        perSec: median(rounds.map((run) => run.result.requestsPerSec)),
        p99Ms,
        p50Ms: median(rounds.map((run) => run.result.latencyP50Ms)),
        trivialPerSec: median(rounds.map((run) => run.trivial)),
        trivialP99Ms: median(rounds.map((run) => run.trivialP99)),
        reqRatio: Number(median(rounds.map((run) => run.result.requestsPerSec / run.trivial)).toPrecision(3)),
        p99Ratio: Number(
          median(rounds.map((run) => run.result.latencyP99Ms / run.trivialP99)).toPrecision(3),
        ),
        p99TargetMs: SUBJECT === 'retention' ? P99_TARGET_MS : null,
        meetsP99Target: SUBJECT === 'retention' ? p99Ms <= P99_TARGET_MS : null,
        errors: rounds.reduce(
          (sum, run) => sum + run.result.errors + run.result.timeouts + run.result.non2xx,
          0,
        ),
      };
    });
    for (const row of summary) {
      console.log(
        `${row.name.padEnd(16)} ${row.perSec.toFixed(1)} req/s = ${row.reqRatio}× trivial, p99 ${row.p99Ms} ms ` +
          `(${row.p99Ratio}× trivial's ${row.trivialP99Ms} ms)` +
          (row.meetsP99Target === null ? '' : row.meetsP99Target ? ' — target met' : ' — BELOW TARGET'),
      );
    }
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: SUBJECT === 'retention' ? 'audience-retention' : 'audience-fans',
          note:
            'Ratios to the trivial route (GET /api/live/health/live) measured in the same round, load from a ' +
            'separate process; 2 cores shared with other work (load average below), so quote ratios.',
          at: new Date().toISOString(),
          commit: commit(),
          node: process.version,
          cpus: os.availableParallelism(),
          loadAverage: os.loadavg(),
          seeded,
          answers: check,
          options: { ...options, rounds: ROUNDS },
          targets: summary,
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
