/**
 * Catalog benchmark (issue 5): the read paths of discovery on the large catalog
 * (scripts/seed-large-catalog.ts: 2,000 channels, 50,000 playlists, 500,000 episodes), each
 * against the API's trivial route measured by the same client in the same round: home v2,
 * playlist detail, search, the first page of the global and the channel playlist cursors, and
 * the page starting at their 10,000th item. Search runs several keywords (issue 19): a popular
 * one through the first-page answer cache, and the same keyword, a 초성, a number and two typos
 * (a long one, and a short one near many words) on a second server whose search cache is off
 * (what every uncached keyword and every later page costs). Besides req/s and p99 as ratios of
 * the trivial route, and CPU µs per request of this process's server threads and of the
 * database's PostgreSQL backends, it compares deep and first pages (target: deep/first latency
 * ≤ 1.5), under load and one request at a time.
 *
 *   npm run bench:catalog        # seeds sogon_large_catalog first when it is not there (~30 s)
 *
 * BENCH_DURATION (s per target per round, default 5), BENCH_ROUNDS (2), BENCH_CONNECTIONS (50),
 * BENCH_WARMUP (1), BENCH_WORKERS (1); BENCH_TARGETS (comma-separated parts of target names, e.g.
 * `search`) to run only those; DATABASE_URL to use another (seeded or empty) database.
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { buildServer } from '../apps/api/src/http/server.ts';
import {
  catalogCounts,
  isLargeCatalog,
  largeCatalogUrl,
  seedLargeCatalog,
} from '../scripts/seed-large-catalog.ts';
import { composeBenchApp } from './lib/compose.ts';
import { type LoadOptions, type LoadResult, measure, readNumber } from './lib/load.ts';
import { ownThreadsCpuSeconds, pidsCpuSeconds, threadsCpuDelta } from './lib/proc-cpu.ts';
import { HOST, LIVENESS_PATH } from './lib/servers.ts';

const DEEP_ITEM = 10_000;
const PAGE = 16;
/** One-at-a-time latency: this many requests, or fewer when they take longer than the budget. */
const UNLOADED_SAMPLES = 200;
const UNLOADED_BUDGET_MS = 10_000;

const options: LoadOptions = {
  durationSec: readNumber(process.env, 'BENCH_DURATION', 5, 1, false),
  connections: readNumber(process.env, 'BENCH_CONNECTIONS', 50, 1, true),
  pipelining: 1,
  warmupSec: readNumber(process.env, 'BENCH_WARMUP', 1, 0, false),
  workers: readNumber(process.env, 'BENCH_WORKERS', 1, 0, true),
};
const ROUNDS = readNumber(process.env, 'BENCH_ROUNDS', 2, 1, true);
const ONLY = (process.env.BENCH_TARGETS ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
/** A run of some targets only keeps the whole run's figures: it writes beside them. */
const RESULT_FILE = fileURLToPath(
  new URL(ONLY.length > 0 ? './results/catalog-partial.json' : './results/catalog.json', import.meta.url),
);
/** How long the cached server reuses a home answer and a first page of search. */
const ANSWER_CACHE_MS = 10_000;

type Pool = ReturnType<typeof connectDatabase>['pool'];

/** Visible to a visitor: published, neither the playlist nor its channel 19+. */
const VISIBLE = `p.status = 'published' and not p.is_adult and not ch.is_adult`;
const CURSOR = `to_char(p.open_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The cursor of the item before the `item`th (1-based) and the id of the `item`th, newest first. */
async function cursorBefore(pool: Pool, item: number, channelId: number | null) {
  const where = channelId === null ? VISIBLE : `${VISIBLE} and p.channel_id = ${Number(channelId)}`;
  const { rows } = await pool.query<{ cursor: string; id: number }>(
    `select ${CURSOR} as cursor, p.id from playlists p join channels ch on ch.id = p.channel_id
     where ${where} order by p.open_dt desc, p.id desc offset $1 limit 2`,
    [item - 2],
  );
  if (rows.length < 2) throw new Error(`fewer than ${item} visible playlists`);
  return { lastCursor: rows[0]!.cursor, lastId: rows[0]!.id, expectedId: rows[1]!.id };
}

async function targets(pool: Pool) {
  const { rows: mega } = await pool.query<{ channel_id: number }>(
    `select p.channel_id from playlists p join channels ch on ch.id = p.channel_id where ${VISIBLE}
     group by p.channel_id order by count(*) desc limit 1`,
  );
  const channelId = mega[0]!.channel_id;
  // A typical playlist: visible, ten episodes, paid (so the detail works out access).
  const { rows: typical } = await pool.query<{ id: number }>(
    `select p.id from playlists p join channels ch on ch.id = p.channel_id
     where ${VISIBLE} and not p.is_free
       and (select count(*) from contents c where c.playlist_id = p.id) = 10
     order by p.id limit 1`,
  );
  const global = await cursorBefore(pool, DEEP_ITEM, null);
  const channel = await cursorBefore(pool, DEEP_ITEM, channelId);
  const deep = (cursor: { lastCursor: string; lastId: number }) =>
    `&lastCursor=${encodeURIComponent(cursor.lastCursor)}&lastId=${cursor.lastId}`;
  const search = (keyword: string) => `/v2/search?keyword=${encodeURIComponent(keyword)}`;
  const list: Target[] = [
    { name: 'home v2', path: '/v2/service/home', caches: 'home answer (10 s, per audience)' },
    {
      name: 'playlist detail',
      path: `/v2/playlist/${typical[0]!.id}`,
      caches: 'the visitor page of the audience (10 s, shared), its bytes serialized once with ETag/gzip',
    },
    {
      name: 'playlist detail member',
      path: `/v2/playlist/${typical[0]!.id}`,
      asMember: true,
      caches:
        'session (5 s); the visitor page of the audience, the member parts (held, liked, counts) read live in one statement per event-loop turn for all members asking in it (decision 058) and spliced into its bytes',
    },
    {
      name: 'search 빗소리 cached',
      path: search('빗소리'),
      caches: 'search first page (per keyword, sort, audience and catalog version)',
    },
    {
      name: 'search 빗소리',
      path: search('빗소리'),
      uncached: true,
      caches: 'none: search cache off (a popular keyword not yet cached, or a later page)',
    },
    { name: 'search ㅂㅅㄹ', path: search('ㅂㅅㄹ'), uncached: true, caches: 'none (초성)' },
    {
      name: 'search 31337',
      path: search('31337'),
      uncached: true,
      caches: 'none (a number with one hit, none for a visitor: no similar words, ADR 041)',
    },
    { name: 'search 빗솔리', path: search('빗솔리'), uncached: true, caches: 'none (a typo of 빗소리)' },
    {
      name: 'search 소래',
      path: search('소래'),
      uncached: true,
      caches: 'none (a short word no title has, near many words: 소리, 소나기, …)',
    },
    { name: 'cursor first', path: `/v2/playlistCursor?offset=${PAGE}` },
    {
      name: 'cursor deep',
      path: `/v2/playlistCursor?offset=${PAGE}${deep(global)}`,
      expectedId: global.expectedId,
    },
    { name: 'channel first', path: `/v2/channel/${channelId}/playlist?offset=${PAGE}` },
    {
      name: 'channel deep',
      path: `/v2/channel/${channelId}/playlist?offset=${PAGE}${deep(channel)}`,
      expectedId: channel.expectedId,
    },
  ];
  return {
    channelId,
    list: list.filter((target) => ONLY.length === 0 || ONLY.some((part) => target.name.includes(part))),
  };
}

interface Target {
  name: string;
  path: string;
  expectedId?: number;
  /** Served by the server whose search answer cache is off. */
  uncached?: boolean;
  /** The answer caches a request passes through (documentation in the result). */
  caches?: string;
  /** Asked by a signed-in member (their session token), not a visitor. */
  asMember?: boolean;
}

/** A member's session token on the bench's server: joined and signed in through the API. */
async function memberToken(origin: string): Promise<string> {
  const uid = `bench-${Date.now()}@sogon.test`;
  const body = (payload: object) => ({
    method: 'POST' as const,
    headers: { 'x-client': 'web', 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const joined = await request(
    `${origin}/api/live/v1/user/auth/join`,
    body({
      uid,
      password: 'bench-secret-1',
      provider: 'email',
      alarmCheck: 0,
      policyAccept: 1,
      privacyAccept: 1,
    }),
  );
  await joined.body.dump();
  const login = await request(
    `${origin}/api/live/v1/user/auth/login`,
    body({ uid, password: 'bench-secret-1' }),
  );
  const token = ((await login.body.json()) as { result?: { token?: string } }).result?.token;
  if (!token) throw new Error('the bench member could not sign in');
  return token;
}

/** The PostgreSQL backends of this database (the servers' pool). */
async function backendPids(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

/** Every browser asks for compressed answers; the cached ones are sent precompressed. */
const AS_A_BROWSER = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };

/**
 * One warmed-up measurement with the CPU it cost per request: this process's threads that ran
 * throughout (the servers; autocannon's worker thread starts and stops within the run, so it is
 * left out) and the database's backends (a backend that came or went during the run is left out).
 */
async function measureWithCpu(pool: Pool, url: string, headers: Record<string, string>) {
  if (options.warmupSec > 0)
    await measure(url, { ...options, durationSec: options.warmupSec, warmupSec: 0 }, { headers });
  const pids = await backendPids(pool);
  const node = ownThreadsCpuSeconds();
  const pg = pidsCpuSeconds(pids);
  const result = await measure(url, { ...options, warmupSec: 0 }, { headers });
  const nodeSec = threadsCpuDelta(node, ownThreadsCpuSeconds());
  const pgSec = threadsCpuDelta(pg, pidsCpuSeconds(pids));
  const per = (seconds: number) =>
    result.requestsTotal > 0 ? Math.round((seconds * 1e6) / result.requestsTotal) : null;
  return { result, nodeUsPerRequest: per(nodeSec), pgUsPerRequest: per(pgSec) };
}

/** One request: 200 with a result; a deep page must start at the 10,000th item. */
async function check(url: string, headers: Record<string, string>, expectedId?: number): Promise<void> {
  const response = await request(url, { headers });
  const body = (await response.body.json()) as { result?: { items?: Array<{ id: number }> } };
  if (response.statusCode !== 200 || !body.result) {
    throw new Error(`${url} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  if (expectedId !== undefined && body.result.items?.[0]?.id !== expectedId) {
    throw new Error(
      `${url} starts at ${body.result.items?.[0]?.id}, expected item ${DEEP_ITEM} (${expectedId})`,
    );
  }
}

/** Median and p99 of one-at-a-time requests (no load): what a single visitor waits. */
async function unloaded(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ samples: number; medianMs: number; p99Ms: number }> {
  const samples: number[] = [];
  const until = performance.now() + UNLOADED_BUDGET_MS;
  for (let index = 0; index < UNLOADED_SAMPLES && (index < 20 || performance.now() < until); index++) {
    const started = performance.now();
    const response = await request(url, { headers });
    await response.body.dump();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(samples[Math.min(samples.length - 1, Math.floor(samples.length * q))]! * 100) / 100;
  return { samples: samples.length, medianMs: at(0.5), p99Ms: at(0.99) };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const ratio = (a: number, b: number) => (b > 0 ? round3(a / b) : null);
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const url = await largeCatalogUrl({ fresh: process.env.BENCH_FRESH === '1' });
  const database = connectDatabase(url, { max: 10 });
  try {
    if (!(await isLargeCatalog(database.pool))) {
      console.log('seeding the large catalog (once; kept for the next runs)…');
      await seedLargeCatalog(url);
    }
    // A catalog seeded before the latest migration gets it here (seeding migrates a new one).
    await runMigrations(database.db);
    const counts = await catalogCounts(database.pool);
    // Two servers on one pool: answers cached as in production, and search without its cache.
    const composed = await composeBenchApp(database.db, {
      media: { worker: false },
      homeCacheMs: ANSWER_CACHE_MS,
      searchCacheMs: ANSWER_CACHE_MS,
    });
    const bare = await composeBenchApp(database.db, {
      media: { worker: false },
      homeCacheMs: ANSWER_CACHE_MS,
      searchCacheMs: 0,
    });
    const app = await buildServer({ logger: false, routes: composed.routes });
    const uncachedApp = await buildServer({ logger: false, routes: bare.routes });
    await app.listen({ host: HOST, port: 0 });
    await uncachedApp.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;
    const uncachedOrigin = `http://${HOST}:${(uncachedApp.server.address() as AddressInfo).port}`;
    const api = (target: Target) => `${target.uncached ? uncachedOrigin : origin}/api/live${target.path}`;
    try {
      const plan = await targets(database.pool);
      const token = await memberToken(origin);
      const signedIn = (target: Target): Record<string, string> => (target.asMember ? { token } : {});
      for (const target of plan.list) await check(api(target), signedIn(target), target.expectedId);
      const trivial = `${origin}${LIVENESS_PATH}`;

      // Interleaved rounds: the trivial route before and after each target, so drift hits both.
      type Run = { result: LoadResult; trivial: LoadResult[]; nodeUs: number | null; pgUs: number | null };
      const runs = new Map<string, Run[]>();
      for (let round = 1; round <= ROUNDS; round++) {
        for (const target of plan.list) {
          const before = await measure(trivial, options);
          const { result, nodeUsPerRequest, pgUsPerRequest } = await measureWithCpu(
            database.pool,
            api(target),
            { ...AS_A_BROWSER.headers, ...signedIn(target) },
          );
          const after = await measure(trivial, options);
          runs.set(target.name, [
            ...(runs.get(target.name) ?? []),
            { result, trivial: [before, after], nodeUs: nodeUsPerRequest, pgUs: pgUsPerRequest },
          ]);
          console.log(
            `round ${round} ${target.name.padEnd(20)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s ` +
              `p99 ${result.latencyP99Ms} ms, CPU µs/req node ${nodeUsPerRequest} pg ${pgUsPerRequest} ` +
              `| trivial ${((before.requestsPerSec + after.requestsPerSec) / 2).toFixed(0)} req/s`,
          );
        }
      }

      const single = new Map<string, Awaited<ReturnType<typeof unloaded>>>();
      for (const target of plan.list) single.set(target.name, await unloaded(api(target), signedIn(target)));
      single.set('trivial', await unloaded(trivial));

      const summary = plan.list.map((target) => {
        const rounds = runs.get(target.name)!;
        const perRound = rounds.map((run) => {
          const { result, trivial: around } = run;
          const base = {
            perSec: (around[0]!.requestsPerSec + around[1]!.requestsPerSec) / 2,
            p99: (around[0]!.latencyP99Ms + around[1]!.latencyP99Ms) / 2,
          };
          return {
            perSec: result.requestsPerSec,
            nodeCpuUsPerRequest: run.nodeUs,
            pgCpuUsPerRequest: run.pgUs,
            p50Ms: result.latencyP50Ms,
            p99Ms: result.latencyP99Ms,
            trivialPerSec: base.perSec,
            trivialP99Ms: base.p99,
            reqRatio: ratio(result.requestsPerSec, base.perSec),
            p99Ratio: ratio(result.latencyP99Ms, base.p99),
            errors: result.errors + result.timeouts,
            non2xx: result.non2xx,
          };
        });
        const cpu = (values: Array<number | null>) => {
          const known = values.filter((value): value is number => value !== null);
          return known.length > 0 ? Math.round(median(known)) : null;
        };
        return {
          name: target.name,
          path: target.path,
          server: target.uncached ? 'search cache off' : 'answer caches on',
          caches: target.caches ?? 'none',
          perSec: median(perRound.map((run) => run.perSec)),
          nodeCpuUsPerRequest: cpu(perRound.map((run) => run.nodeCpuUsPerRequest)),
          pgCpuUsPerRequest: cpu(perRound.map((run) => run.pgCpuUsPerRequest)),
          p50Ms: median(perRound.map((run) => run.p50Ms)),
          p99Ms: median(perRound.map((run) => run.p99Ms)),
          reqRatio: round3(median(perRound.map((run) => run.reqRatio ?? 0))),
          p99Ratio: round3(median(perRound.map((run) => run.p99Ratio ?? 0))),
          unloaded: single.get(target.name)!,
          rounds: perRound,
        };
      });
      const byName = new Map(summary.map((row) => [row.name, row]));
      const deepVsFirst = (first: string, deep: string) => {
        const a = byName.get(first);
        const b = byName.get(deep);
        if (!a || !b) return null;
        return {
          loadedP50: ratio(b.p50Ms, a.p50Ms),
          loadedP99: ratio(b.p99Ms, a.p99Ms),
          reqPerSec: ratio(a.perSec, b.perSec),
          unloadedMedian: ratio(b.unloaded.medianMs, a.unloaded.medianMs),
          target: 1.5,
        };
      };
      const deep = {
        playlistCursor: deepVsFirst('cursor first', 'cursor deep'),
        channelPlaylist: deepVsFirst('channel first', 'channel deep'),
      };
      const trustworthy = summary.every((row) =>
        row.rounds.every((run) => run.errors === 0 && run.non2xx === 0),
      );
      // A target whose every request outlived a round measured nothing but its own collapse.
      const starved = summary
        .filter((row) => row.rounds.some((run) => run.perSec === 0))
        .map((row) => row.name);

      console.log(
        `\n${counts.channels} channels, ${counts.playlists} playlists, ${counts.contents} episodes; ` +
          `${options.connections} connections, ${options.durationSec} s × ${ROUNDS} rounds, node ${process.version}, ${os.availableParallelism()} cpus`,
      );
      console.log(
        'target                req/s   ×trivial   p99 ms  ×trivial   µs/req node   pg   one-at-a-time median ms',
      );
      for (const row of summary) {
        console.log(
          `${row.name.padEnd(20)} ${row.perSec.toFixed(0).padStart(6)}   ${row.reqRatio.toFixed(3).padStart(7)}   ` +
            `${String(row.p99Ms).padStart(6)}  ${row.p99Ratio.toFixed(2).padStart(7)}   ` +
            `${String(row.nodeCpuUsPerRequest).padStart(9)} ${String(row.pgCpuUsPerRequest).padStart(6)}   ${row.unloaded.medianMs}`,
        );
      }
      for (const [name, value] of Object.entries(deep)) {
        if (!value) continue;
        console.log(
          `${name}: deep/first p50 ${value.loadedP50} · p99 ${value.loadedP99} · one-at-a-time ${value.unloadedMedian} (target ≤ 1.5)`,
        );
      }
      if (!trustworthy) console.log('WARNING: errors or non-2xx answers during the run');
      if (starved.length > 0) {
        console.log(
          `NOTE: no request of ${starved.join(', ')} completed within a ${options.durationSec} s round`,
        );
      }

      await writeFile(
        RESULT_FILE,
        `${JSON.stringify(
          {
            benchmark: 'catalog',
            at: new Date().toISOString(),
            node: process.version,
            cpus: os.availableParallelism(),
            loadAverage: os.loadavg(),
            machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
            note:
              "loadAverage is read at the end, so it counts this run's own servers and load " +
              'generator; other work may have run beside it: quote the ratios.',
            catalog: counts,
            settings: {
              ...options,
              rounds: ROUNDS,
              deepItem: DEEP_ITEM,
              pageSize: PAGE,
              answerCacheMs: ANSWER_CACHE_MS,
              only: ONLY,
            },
            cpu: "µs per request: node = this process's threads that ran through the measured run (the two servers; not the autocannon worker); pg = this database's backends",
            trivial: { path: LIVENESS_PATH, unloaded: single.get('trivial') },
            targets: summary,
            deepVsFirst: deep,
            trustworthy,
            starved,
          },
          null,
          2,
        )}\n`,
      );
    } finally {
      await app.close();
      await uncachedApp.close();
      await composed.close();
      await bare.close();
    }
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
