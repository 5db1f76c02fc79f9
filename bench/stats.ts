/**
 * Channel statistics benchmark: GET /v1/channel/{id}/stat for a busy channel (40 playlists, 800
 * episodes, every episode played every hour for 92 days: 1.77 million activity rows, with daily
 * visitors and 20,000 unlocks), for the default 7 days and the longest period (92 days), against
 * the API's trivial route measured by the same client in the same round. Also one request at a
 * time: what the creator waits for the page.
 *
 *   npm run bench:stats
 *
 * BENCH_DURATION (s per target per round, default 5), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10).
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
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
    const composed = await composeBenchApp(database.db, { media: { worker: false } });
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;
    const headers = { token, 'x-client': 'bench' };
    const today = formatKstDate(new Date(), 'YYYY-MM-DD');
    const longStart = formatKstDate(Date.now() - (DAYS - 1) * DAY_MS, 'YYYY-MM-DD');
    const targets = [
      { name: 'stat 7 days', url: `${origin}/api/live/v1/channel/${seeded.channelId}/stat` },
      {
        name: 'stat 92 days',
        url: `${origin}/api/live/v1/channel/${seeded.channelId}/stat?startDt=${longStart}&endDt=${today}&sortCol=hearts`,
      },
    ];
    const trivial = `${origin}${LIVENESS_PATH}`;
    for (const target of targets) {
      const response = await request(target.url, { headers });
      const body = (await response.body.json()) as { result?: { totals: { plays: number } } };
      if (response.statusCode !== 200 || !body.result || body.result.totals.plays === 0) {
        throw new Error(
          `${target.name} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`,
        );
      }
    }

    const runs = new Map<string, Array<{ result: LoadResult; trivial: number }>>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const before = await measure(trivial, options);
        const result = await measure(target.url, options, { headers });
        const after = await measure(trivial, options);
        const base = (before.requestsPerSec + after.requestsPerSec) / 2;
        runs.set(target.name, [...(runs.get(target.name) ?? []), { result, trivial: base }]);
        console.log(
          `round ${round} ${target.name.padEnd(13)} ${result.requestsPerSec.toFixed(1).padStart(7)} req/s ` +
            `p99 ${result.latencyP99Ms} ms | trivial ${base.toFixed(0)} req/s`,
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
        perSec: median(rounds.map((run) => run.result.requestsPerSec)),
        p99Ms: median(rounds.map((run) => run.result.latencyP99Ms)),
        reqRatio: Number(median(rounds.map((run) => run.result.requestsPerSec / run.trivial)).toPrecision(3)),
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
        `${row.name.padEnd(13)} ${row.perSec.toFixed(1).padStart(7)} req/s = ${row.reqRatio}× trivial, p99 ${row.p99Ms} ms; ` +
          `one at a time ${row.oneAtATimeMedianMs} ms = ${row.oneAtATimeRatio}× trivial${row.errors ? ` (${row.errors} errors)` : ''}`,
      );
    }
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'channel-stats',
          at: new Date().toISOString(),
          node: process.version,
          cpus: os.availableParallelism(),
          loadAverage: os.loadavg(),
          seeded: seeded.counts,
          options: { ...options, rounds: ROUNDS },
          trivialOneAtATimeMs: trivialAlone,
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
