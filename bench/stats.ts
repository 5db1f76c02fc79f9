/**
 * Channel statistics benchmark: GET /v1/channel/{id}/stat for a busy channel (40 playlists, 800
 * episodes, every episode played every hour for 92 days: 1.77 million activity rows, with daily
 * visitors and 20,000 unlocks), for the default 7 days, 30 days and the longest period (92 days),
 * against the API's trivial route measured by the same client in the same round (trivial, 7,
 * trivial, 30, trivial, 92, trivial: each target's baseline is the mean of its two neighbours).
 * Server CPU per request: this process's main thread (the server; autocannon fires from a worker
 * thread) and the PostgreSQL backends of the benchmark's database. Also one request at a time:
 * what the creator waits for the page.
 *
 *   npm run bench:stats
 *
 * BENCH_DURATION (s per target per round, default 5), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10),
 * BENCH_LABEL (default "after"): the result is kept under this label in results/stats.json beside
 * the other labels already there (e.g. "before", run on the commit before a change).
 */

import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatKstDate } from '@sogon/contract/time/kst';
import { request } from 'undici';
import type { connectDatabase } from '../apps/api/src/db/client.ts';
import { buildServer } from '../apps/api/src/http/server.ts';
import { makeChannel, makeUser } from '../apps/api/test/factories.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { type LoadOptions, type LoadResult, measure, oneAtATime, readNumber } from './lib/load.ts';
import { databaseBackendsCpuSeconds, mainThreadCpuSeconds, parentPid } from './lib/proc-cpu.ts';
import { HOST, LIVENESS_PATH } from './lib/servers.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/stats.json', import.meta.url));
const PLAYLISTS = 40;
const EPISODES_PER_PLAYLIST = 20;
const DAYS = 92;
const UNLOCKS = 20_000;
const DAY_MS = 86_400_000;

const options: LoadOptions = {
  durationSec: readNumber(process.env, 'BENCH_DURATION', 5, 1, false),
  connections: readNumber(process.env, 'BENCH_CONNECTIONS', 10, 1, true),
  pipelining: 1,
  warmupSec: 1,
  workers: 1,
};
const ROUNDS = readNumber(process.env, 'BENCH_ROUNDS', 2, 1, true);
const LABEL = process.env.BENCH_LABEL?.trim() || 'after';
const PERIODS = [7, 30, 92] as const;

type Pool = ReturnType<typeof connectDatabase>['pool'];

/** The busy channel: its playlists, episodes, 92 days of hourly activity, visitors and unlocks. */
async function seed(db: ReturnType<typeof connectDatabase>['db'], pool: Pool, ownerId: number) {
  const channel = await makeChannel(db, { ownerUserId: ownerId, name: '바쁜 채널' });
  await pool.query(
    `insert into playlists (channel_id, title, media_type, is_free, price)
     select $1, '플레이리스트 ' || n, 'audio', false, 3 from generate_series(1, $2::int) n`,
    [channel.id, PLAYLISTS],
  );
  await pool.query(
    `insert into contents (playlist_id, title, episode_no, media_type, duration_sec)
     select p.id, '에피소드 ' || n, n, 'audio', 900 from playlists p, generate_series(1, $2::int) n
      where p.channel_id = $1`,
    [channel.id, EPISODES_PER_PLAYLIST],
  );
  await pool.query(
    `insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes)
     select c.id, h, 3 + c.id % 5, 1 + c.id % 3, 600 + c.id % 300, c.id % 2
       from contents c join playlists p on p.id = c.playlist_id,
            generate_series(date_trunc('hour', now()) - make_interval(days => $2::int), date_trunc('hour', now()), interval '1 hour') h
      where p.channel_id = $1`,
    [channel.id, DAYS],
  );
  await pool.query(
    `insert into content_visitors (content_id, day, visitors)
     select c.id, d::date, 20 + c.id % 7
       from contents c join playlists p on p.id = c.playlist_id,
            generate_series((now() at time zone 'Asia/Seoul')::date - $2::int, (now() at time zone 'Asia/Seoul')::date, interval '1 day') d
      where p.channel_id = $1`,
    [channel.id, DAYS],
  );
  // Unlocks by members of their own (one row per member and episode, as the unique key wants).
  await pool.query(
    `insert into users (uid, provider, username)
     select 'buyer' || n || '@bench.example', 'email', '구매자' || n from generate_series(1, $1::int) n`,
    [UNLOCKS / 10],
  );
  await pool.query(
    `insert into purchases (user_id, playlist_id, content_id, hearts, created_at)
     select u.id, c.playlist_id, c.id, 3, now() - (random() * $3::int) * interval '1 day'
       from (select id, row_number() over (order by id) as k from users where uid like 'buyer%@bench.example') u
       cross join (select c.id, c.playlist_id, row_number() over (order by c.id) as k
               from contents c join playlists p on p.id = c.playlist_id where p.channel_id = $1) c
      where (u.k + c.k) % 80 = 0
      limit $2::int`,
    [channel.id, UNLOCKS, DAYS],
  );
  await pool.query('analyze');
  const counts = (
    await pool.query<{ activity: number; visitors: number; purchases: number; contents: number }>(
      `select (select count(*) from content_activity)::int as activity,
              (select count(*) from content_visitors)::int as visitors,
              (select count(*) from purchases)::int as purchases,
              (select count(*) from contents)::int as contents`,
    )
  ).rows[0]!;
  return { channelId: channel.id, counts };
}

const unloaded = async (url: string, headers: Record<string, string>) =>
  (await oneAtATime(url, headers, 40))(0.5);

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Run {
  result: LoadResult;
  trivial: number;
  nodeUs: number;
  postgresUs: number;
}

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

async function main() {
  const database = await openBenchDatabase();
  try {
    const owner = await makeUser(database.db);
    const token = randomBytes(32).toString('base64url');
    await database.pool.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [owner.id, createHash('sha256').update(token).digest()],
    );
    console.log('seeding a busy channel…');
    const seeded = await seed(database.db, database.pool, owner.id);
    const backend = (
      await database.pool.query<{ pid: number; name: string }>(
        'select pg_backend_pid() as pid, current_database() as name',
      )
    ).rows[0]!;
    const postmaster = parentPid(backend.pid);
    const postgresCpu = () => databaseBackendsCpuSeconds(postmaster, backend.name);

    const composed = await composeBenchApp(database.db, { media: { worker: false } });
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;
    const headers = { token, 'x-client': 'bench' };
    const today = formatKstDate(new Date(), 'YYYY-MM-DD');
    const targets = PERIODS.map((days) => ({
      name: `stat ${days} days`,
      days,
      url:
        days === 7
          ? `${origin}/api/live/v1/channel/${seeded.channelId}/stat`
          : `${origin}/api/live/v1/channel/${seeded.channelId}/stat?startDt=${formatKstDate(Date.now() - (days - 1) * DAY_MS, 'YYYY-MM-DD')}&endDt=${today}&sortCol=hearts`,
    }));
    const trivial = `${origin}${LIVENESS_PATH}`;
    for (const target of targets) {
      const response = await request(target.url, { headers });
      const body = (await response.body.json()) as { result?: { totals: { plays: number; hearts: number } } };
      if (
        response.statusCode !== 200 ||
        !body.result ||
        body.result.totals.plays === 0 ||
        body.result.totals.hearts === 0
      ) {
        throw new Error(
          `${target.name} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`,
        );
      }
    }

    const runs = new Map<string, Run[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      let before = await measure(trivial, options);
      for (const target of targets) {
        const node0 = mainThreadCpuSeconds();
        const postgres0 = postgresCpu();
        const result = await measure(target.url, options, { headers });
        const node1 = mainThreadCpuSeconds();
        const postgres1 = postgresCpu();
        const after = await measure(trivial, options);
        const base = (before.requestsPerSec + after.requestsPerSec) / 2;
        before = after;
        const run: Run = {
          result,
          trivial: base,
          nodeUs: Math.round(((node1 - node0) * 1e6) / result.requestsTotal),
          postgresUs: Math.round(((postgres1 - postgres0) * 1e6) / result.requestsTotal),
        };
        runs.set(target.name, [...(runs.get(target.name) ?? []), run]);
        console.log(
          `round ${round} ${target.name.padEnd(13)} ${result.requestsPerSec.toFixed(1).padStart(7)} req/s ` +
            `p99 ${result.latencyP99Ms} ms, node ${run.nodeUs} µs + PostgreSQL ${run.postgresUs} µs per request | trivial ${base.toFixed(0)} req/s`,
        );
      }
    }
    const trivialAlone = await unloaded(trivial, {});
    const summary = [];
    for (const target of targets) {
      const rounds = runs.get(target.name)!;
      const alone = await unloaded(target.url, headers);
      summary.push({
        name: target.name,
        days: target.days,
        perSec: median(rounds.map((run) => run.result.requestsPerSec)),
        p99Ms: median(rounds.map((run) => run.result.latencyP99Ms)),
        reqRatio: Number(median(rounds.map((run) => run.result.requestsPerSec / run.trivial)).toPrecision(3)),
        nodeCpuUsPerRequest: median(rounds.map((run) => run.nodeUs)),
        postgresCpuUsPerRequest: median(rounds.map((run) => run.postgresUs)),
        oneAtATimeMedianMs: alone,
        oneAtATimeRatio: round3(alone / trivialAlone),
        errors: rounds.reduce(
          (sum, run) => sum + run.result.errors + run.result.timeouts + run.result.non2xx,
          0,
        ),
      });
    }
    console.log(
      `\n${seeded.counts.contents} episodes, ${seeded.counts.activity} activity rows, ${seeded.counts.visitors} visitor rows, ` +
        `${seeded.counts.purchases} unlocks; ${options.connections} connections, ${options.durationSec} s × ${ROUNDS} rounds, ` +
        `node ${process.version}, ${os.availableParallelism()} cpus`,
    );
    console.log(`trivial one at a time: ${trivialAlone} ms`);
    for (const row of summary) {
      console.log(
        `${row.name.padEnd(13)} ${row.perSec.toFixed(1).padStart(7)} req/s = ${row.reqRatio}× trivial, p99 ${row.p99Ms} ms, ` +
          `node ${row.nodeCpuUsPerRequest} µs + PostgreSQL ${row.postgresCpuUsPerRequest} µs per request; ` +
          `one at a time ${row.oneAtATimeMedianMs} ms = ${row.oneAtATimeRatio}× trivial${row.errors ? ` (${row.errors} errors)` : ''}`,
      );
    }
    const previous = await readFile(RESULT_FILE, 'utf8').then(
      (text) => JSON.parse(text) as { runs?: Record<string, unknown> },
      () => ({}) as { runs?: Record<string, unknown> },
    );
    const run = {
      at: new Date().toISOString(),
      commit: commit(),
      node: process.version,
      cpus: os.availableParallelism(),
      loadAverage: os.loadavg(),
      seeded: seeded.counts,
      options: { ...options, rounds: ROUNDS },
      trivialOneAtATimeMs: trivialAlone,
      targets: summary,
    };
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'channel-stats',
          note:
            'Ratios to the trivial route measured in the same round; 2 cores shared with other work ' +
            '(load average in each run), so quote ratios, not req/s. CPU: node = the server (main thread), ' +
            'postgres = the backends of the benchmark database. Each label is one run (BENCH_LABEL).',
          runs: { ...(previous.runs ?? {}), [LABEL]: run },
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
