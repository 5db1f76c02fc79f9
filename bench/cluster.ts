/**
 * Cluster benchmark: throughput through HAProxy with 1, 2 and 3 site servers sharing one
 * PostgreSQL and one Redis, and with 3 servers reading from a streaming standby.
 *
 *   npm run bench:cluster
 *
 * One primary + streaming standby (apps/api/test/replica-cluster.ts, ports 55450–55469) holds the
 * database of every run. Two cluster starts (cluster/harness.ts → scripts/cluster.mjs, no
 * workers, SEED_DEMO=false):
 *   1. 3 servers with DATABASE_URL + DATABASE_REPLICA_URL: home and playlist detail;
 *   2. 3 servers with DATABASE_URL only: home, playlist detail, unlock; then `stop 3` and the
 *      same with 2 servers, `stop 2` and the same with 1 (a stopped server has drained and
 *      HAProxy's checks have taken it out before the next run, which is checked).
 * Each run: a fixed number of connections from this process (autocannon on its main thread; the
 * servers are other processes), an unrecorded warm-up, then a fixed duration, with the CPU time
 * of each server, of the PostgreSQL primary and standby (postmaster and backends), HAProxy and
 * Redis read from /proc before and after. Every unlock is a different member/episode pair with
 * its own Idempotency-Key; afterwards the database must hold exactly one purchase for every
 * answered pair, a spend for every purchase and wallets that match, and `npm run ledger:check`
 * must pass. Results: bench/results/cluster.json.
 *
 * BENCH_DURATION (s, default 12), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50).
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { connectDatabase, type Database } from '../apps/api/src/db/client.ts';
import { type ReplicaCluster, startReplicaCluster } from '../apps/api/test/replica-cluster.ts';
import { type Cluster, clusterUnavailable, startCluster } from '../cluster/harness.ts';
import { type ClusterFixtures, prepareClusterFixtures } from './lib/cluster-fixtures.ts';
import {
  type ClusterRun,
  type CpuSplit,
  clusterNotes,
  perRequest,
  round,
  summarise,
} from './lib/cluster-summary.ts';
import { type LoadOptions, type LoadResult, measure, type RequestShape, readNumber } from './lib/load.ts';
import { parentPid, treeCpuSeconds } from './lib/proc-cpu.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULT_FILE = fileURLToPath(new URL('./results/cluster.json', import.meta.url));
const PG_PORTS = [55450, 55469] as const;
const DATABASE = 'sogon_bench_cluster';
const PLAYLISTS = 300;
const CHANNELS = 30;
const PAID_EPISODES = 150;
const BUYERS = 400;
/** Seconds after `stop N` before the next run, on top of the server's own drain. */
const SETTLE_MS = 2_000;
/** Seconds of no load over which the background CPU of each part is read. */
const IDLE_SEC = 3;

const options: LoadOptions = {
  durationSec: readNumber(process.env, 'BENCH_DURATION', 12, 1, false),
  connections: readNumber(process.env, 'BENCH_CONNECTIONS', 50, 1, true),
  pipelining: 1,
  warmupSec: 0, // warmed up here, outside the CPU window
  workers: 0, // the unlock's per-request setup runs on this thread; the servers are other processes
};
const WARMUP_SEC = readNumber(process.env, 'BENCH_WARMUP', 3, 0, false);

const say = (line: string) => console.log(`[bench:cluster] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- CPU -------------------------------------------------------------------------------------------

interface Pids {
  nodes: Array<number | null>;
  primary: number;
  standby: number;
  haproxy: number | null;
  redis: number | null;
}

function readCpu(pids: Pids) {
  const [primary, standby, haproxy, redis, ...nodes] = treeCpuSeconds([
    pids.primary,
    pids.standby,
    pids.haproxy,
    pids.redis,
    ...pids.nodes,
  ]);
  const self = process.cpuUsage();
  return {
    nodes,
    primary: primary!,
    standby: standby!,
    haproxy: haproxy!,
    redis: redis!,
    self: (self.user + self.system) / 1e6,
  };
}

function cpuBetween(before: ReturnType<typeof readCpu>, after: ReturnType<typeof readCpu>): CpuSplit {
  const nodes = after.nodes.map((value, index) => round(value - before.nodes[index]!, 2));
  const primary = round(after.primary - before.primary, 2);
  const standby = round(after.standby - before.standby, 2);
  return {
    nodes,
    nodesTotal: round(
      nodes.reduce((sum, value) => sum + value, 0),
      2,
    ),
    primary,
    standby,
    postgresTotal: round(primary + standby, 2),
    haproxy: round(after.haproxy - before.haproxy, 2),
    redis: round(after.redis - before.redis, 2),
    loadGenerator: round(after.self - before.self, 2),
  };
}

/** CPU each part burns per second with no load at all (timers, job polling, replication). */
async function idle(pids: Pids, label: string) {
  const before = readCpu(pids);
  await sleep(IDLE_SEC * 1000);
  const cpu = cpuBetween(before, readCpu(pids));
  const perSec = (value: number) => round(value / IDLE_SEC, 3);
  say(`${label} idle: nodes ${perSec(cpu.nodesTotal)} CPU s/s, pg ${perSec(cpu.postgresTotal)} CPU s/s`);
  return {
    setting: label,
    seconds: IDLE_SEC,
    cpuSecPerSec: {
      nodes: cpu.nodes.map(perSec),
      nodesTotal: perSec(cpu.nodesTotal),
      primary: perSec(cpu.primary),
      standby: perSec(cpu.standby),
      haproxy: perSec(cpu.haproxy),
      redis: perSec(cpu.redis),
    },
  };
}

// --- one measured run --------------------------------------------------------------------------------

type Run = LoadResult & ClusterRun;

async function run(
  route: string,
  url: string,
  pids: Pids,
  setting: { servers: number; replica: boolean },
  shape: RequestShape = {},
): Promise<Run> {
  if (WARMUP_SEC > 0) await measure(url, { ...options, durationSec: WARMUP_SEC }, shape);
  const before = readCpu(pids);
  const result = await measure(url, options, shape);
  const cpuSec = cpuBetween(before, readCpu(pids));
  say(
    `${setting.servers} server(s)${setting.replica ? ' + replica' : ''}  ${route.padEnd(16)} ` +
      `${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.latencyP50Ms} ms  p99 ${result.latencyP99Ms} ms  ` +
      `errors ${result.errors} non-2xx ${result.non2xx}  cpu: nodes ${cpuSec.nodesTotal} s, pg ${cpuSec.primary}+${cpuSec.standby} s, ` +
      `haproxy ${cpuSec.haproxy} s`,
  );
  return {
    route,
    ...setting,
    ...result,
    cpuSec,
    cpuMsPerRequest: perRequest(cpuSec, result.requestsTotal),
  };
}

// --- unlocks ---------------------------------------------------------------------------------------

/**
 * Unlock requests: pair i is member i mod B buying paid episode ⌊i / B⌋, so concurrent requests
 * hit different wallets and no pair is ever sent twice. Remembers which pairs were answered.
 */
function unlockPlan(fixtures: ClusterFixtures) {
  const buyers = fixtures.buyers.length;
  const capacity = buyers * fixtures.paidEpisodeIds.length;
  const answered = new Set<number>();
  const statuses = new Map<number, number>();
  let sent = 0;
  let alreadyOwned = 0;
  const shape: RequestShape = {
    setupRequest(request, context) {
      if (sent >= capacity) throw new Error(`all ${capacity} member/episode pairs are used up`);
      const pair = sent++;
      context.pair = pair;
      const buyer = fixtures.buyers[pair % buyers]!;
      const episode = fixtures.paidEpisodeIds[Math.floor(pair / buyers)]!;
      return {
        ...request,
        path: `/api/live/v2/service/content/purchase/${fixtures.paidPlaylistId}/${episode}`,
        headers: {
          ...request.headers,
          token: buyer.token,
          'x-client': 'web',
          'idempotency-key': `bench-cluster-unlock-${pair}`,
        },
      };
    },
    onResponse(status, body, context) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) {
        answered.add(context.pair as number);
        if (body.includes('"alreadyOwned":true')) alreadyOwned++;
      }
    },
  };
  return {
    shape,
    pairOf(userId: number, contentId: number): number {
      const member = fixtures.buyers.findIndex((buyer) => buyer.userId === userId);
      const episode = fixtures.paidEpisodeIds.indexOf(contentId);
      return episode * buyers + member;
    },
    get sent() {
      return sent;
    },
    answered,
    statuses,
    get alreadyOwned() {
      return alreadyOwned;
    },
  };
}

type UnlockPlan = ReturnType<typeof unlockPlan>;

/** Waits until no purchase is still being written: requests under way when a run stopped finish. */
async function settled(database: Database, playlistId: number): Promise<void> {
  let last = -1;
  for (let attempt = 0; attempt < 30; attempt++) {
    const { rows } = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from purchases where playlist_id = $1',
      [playlistId],
    );
    if (rows[0]!.n === last) return;
    last = rows[0]!.n;
    await sleep(1_000);
  }
  throw new Error('purchases were still being written 30 s after the run');
}

/**
 * What the database holds for the unlocks so far against what was sent and answered, read in
 * one snapshot once nothing is being written any more.
 */
async function verifyUnlocks(database: Database, fixtures: ClusterFixtures, plan: UnlockPlan) {
  await settled(database, fixtures.paidPlaylistId);
  const client = await database.pool.connect();
  let rows: Array<{ user_id: string; content_id: string }>;
  let ledger: { spends: number; spent: number; wallets_off: number; bonus_left: number } | undefined;
  const userIds = fixtures.buyers.map((buyer) => buyer.userId);
  try {
    await client.query('begin isolation level repeatable read read only');
    rows = (
      await client.query<{ user_id: string; content_id: string }>(
        'select user_id, content_id from purchases where playlist_id = $1',
        [fixtures.paidPlaylistId],
      )
    ).rows;
    [ledger] = (
      await client.query<{ spends: number; spent: number; wallets_off: number; bonus_left: number }>(
        `select
           (select count(*)::int from ledger_transactions
             where kind = 'purchase' and user_id = any($1::bigint[])) as spends,
           (select coalesce(sum(-e.amount), 0)::int from ledger_entries e
             join ledger_transactions t on t.id = e.transaction_id
             where t.kind = 'purchase' and e.user_id = any($1::bigint[])
               and e.account in ('member_paid', 'member_bonus')) as spent,
           (select count(*)::int from heart_wallets w
             where w.user_id = any($1::bigint[])
               and w.paid + w.bonus <> $2 - (select count(*) from purchases p
                                             where p.user_id = w.user_id and p.playlist_id = $3)) as wallets_off,
           (select coalesce(sum(paid + bonus), 0)::int from heart_wallets
             where user_id = any($1::bigint[])) as bonus_left`,
        [userIds, fixtures.heartsEach, fixtures.paidPlaylistId],
      )
    ).rows;
    await client.query('commit');
  } finally {
    client.release();
  }
  const seen = new Map<number, number>();
  for (const row of rows) {
    const pair = plan.pairOf(Number(row.user_id), Number(row.content_id));
    seen.set(pair, (seen.get(pair) ?? 0) + 1);
  }
  let lost = 0;
  for (const pair of plan.answered) if (!seen.has(pair)) lost++;
  const duplicated = [...seen.values()].filter((count) => count > 1).length;
  const neverSent = [...seen.keys()].filter((pair) => pair < 0 || pair >= plan.sent).length;
  // Sent but not answered 200: under way when a run stopped (autocannon does not wait for them).
  const committedUnanswered = [...seen.keys()].filter(
    (pair) => pair >= 0 && pair < plan.sent && !plan.answered.has(pair),
  ).length;
  return {
    sent: plan.sent,
    answered200: plan.answered.size,
    statuses: Object.fromEntries(plan.statuses),
    alreadyOwnedAnswers: plan.alreadyOwned,
    purchaseRows: rows.length,
    lost,
    duplicated,
    neverSent,
    committedUnanswered,
    purchaseSpends: ledger!.spends,
    heartsSpent: ledger!.spent,
    walletsNotMatchingPurchases: ledger!.wallets_off,
    heartsLeft: ledger!.bonus_left,
    heartsGranted: fixtures.heartsEach * userIds.length,
    exact:
      lost === 0 &&
      duplicated === 0 &&
      neverSent === 0 &&
      ledger!.spends === rows.length &&
      ledger!.spent === rows.length &&
      ledger!.wallets_off === 0 &&
      ledger!.bonus_left === fixtures.heartsEach * userIds.length - rows.length,
  };
}

/** `npm run ledger:check` against the benchmark's database: its exit code and last lines. */
function ledgerCheck(url: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/ledger-check.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATABASE_REPLICA_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
  say(`ledger:check exit ${result.status}: ${lines.at(-1)}`);
  return { exitCode: result.status, output: lines.slice(-5) };
}

// --- clusters ----------------------------------------------------------------------------------------

async function postmasterOf(url: string): Promise<number> {
  const database = connectDatabase(url, { max: 1 });
  try {
    const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    return parentPid(rows[0]!.pid);
  } finally {
    await database.close();
  }
}

function pidsOf(cluster: Cluster, postgres: { primary: number; standby: number }): Pids {
  const { state } = cluster;
  return {
    nodes: state.nodes.map((node) => node.pid),
    haproxy: state.balancer.pid,
    redis: state.redis.pid,
    ...postgres,
  };
}

/** Every one of `count` requests through the balancer answers 200 (no route to a stopped server). */
async function checkBalancer(url: string, count = 30): Promise<void> {
  for (let index = 0; index < count; index++) {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} through the balancer`);
  }
}

async function main() {
  const unavailable = clusterUnavailable();
  if (unavailable) throw new Error(`no cluster on this machine: ${unavailable}`);
  const startedAt = Date.now();
  const loadBefore = os.loadavg();
  let replica: ReplicaCluster | null = null;
  let cluster: Cluster | null = null;
  let database: Database | null = null;
  try {
    replica = await startReplicaCluster({ ports: PG_PORTS, say });
    await replica.primaryQuery(`create database ${DATABASE}`);
    const primaryUrl = replica.primaryUrl(DATABASE);
    const standbyUrl = replica.standbyUrl(DATABASE);
    await replica.caughtUp();
    const postgres = {
      primary: await postmasterOf(replica.primaryUrl()),
      standby: await postmasterOf(replica.standbyUrl()),
    };
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: primaryUrl };

    // 1. Three servers reading lag-tolerant data from the standby.
    say('starting 3 servers with DATABASE_URL + DATABASE_REPLICA_URL…');
    let clusterStart = Date.now();
    cluster = await startCluster({ nodes: 3, workers: 0, env: { ...env, DATABASE_REPLICA_URL: standbyUrl } });
    const startSec = { replicaCluster: round((Date.now() - clusterStart) / 1000, 1), primaryCluster: 0 };
    database = connectDatabase(primaryUrl, { max: 4 });
    say(`preparing ${PLAYLISTS} playlists, a paid playlist of ${PAID_EPISODES} episodes, ${BUYERS} members…`);
    const prepareStart = Date.now();
    const fixtures = await prepareClusterFixtures(database, {
      playlists: PLAYLISTS,
      channels: CHANNELS,
      paidEpisodes: PAID_EPISODES,
      buyers: BUYERS,
    });
    const prepareSec = round((Date.now() - prepareStart) / 1000, 1);
    await replica.caughtUp();
    const home = `${cluster.url}/api/live/v2/service/home`;
    const detailPath = `/api/live/v2/playlist/${fixtures.detailPlaylistId}`;
    await checkBalancer(home, 5);
    await checkBalancer(`${cluster.url}${detailPath}`, 5);
    const runs: Run[] = [];
    const idles = [await idle(pidsOf(cluster, postgres), '3 servers + replica')];
    const withReplica = { servers: 3, replica: true };
    runs.push(await run('home', home, pidsOf(cluster, postgres), withReplica));
    runs.push(
      await run('playlist detail', `${cluster.url}${detailPath}`, pidsOf(cluster, postgres), withReplica),
    );
    await cluster.stop();
    cluster = null;

    // 2. Three, two, one servers on the primary alone.
    say('starting 3 servers with DATABASE_URL only…');
    clusterStart = Date.now();
    cluster = await startCluster({ nodes: 3, workers: 0, env });
    startSec.primaryCluster = round((Date.now() - clusterStart) / 1000, 1);
    const plan = unlockPlan(fixtures);
    const unlockChecks: Array<{ servers: number } & Awaited<ReturnType<typeof verifyUnlocks>>> = [];
    for (const servers of [3, 2, 1]) {
      if (servers < 3) {
        await cluster.command(`stop ${servers + 1}`);
        await sleep(SETTLE_MS);
      }
      const running = cluster.state.nodes.filter((node) => node.pid !== null).length;
      if (running !== servers) throw new Error(`${running} servers running, expected ${servers}`);
      const url = cluster.url;
      await checkBalancer(`${url}/api/live/health/live`);
      const setting = { servers, replica: false };
      idles.push(await idle(pidsOf(cluster, postgres), `${servers} servers`));
      runs.push(await run('home', `${url}/api/live/v2/service/home`, pidsOf(cluster, postgres), setting));
      runs.push(await run('playlist detail', `${url}${detailPath}`, pidsOf(cluster, postgres), setting));
      const firstUnlock = `${url}/api/live/v2/service/content/purchase/${fixtures.paidPlaylistId}/${fixtures.paidEpisodeIds[0]}`;
      runs.push(await run('unlock', firstUnlock, pidsOf(cluster, postgres), setting, plan.shape));
      const check = await verifyUnlocks(database, fixtures, plan);
      say(
        `unlocks so far: ${check.sent} sent, ${check.answered200} answered 200, ${check.purchaseRows} purchases, ` +
          `lost ${check.lost}, duplicated ${check.duplicated}, spends ${check.purchaseSpends}, ` +
          `wallets off ${check.walletsNotMatchingPurchases} → ${check.exact ? 'exact' : 'NOT EXACT'}`,
      );
      unlockChecks.push({ servers, ...check });
    }
    const ledger = ledgerCheck(primaryUrl);
    await cluster.stop();
    cluster = null;

    const cpus = os.cpus();
    const result = {
      benchmark: 'cluster',
      at: new Date().toISOString(),
      commit: spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim(),
      node: process.version,
      machine: {
        nproc: os.availableParallelism(),
        model: cpus[0]?.model ?? 'unknown',
        memoryGb: round(os.totalmem() / 2 ** 30, 1),
        loadAverageBefore: loadBefore,
        loadAverageAfter: os.loadavg(),
      },
      settings: {
        ...options,
        warmupSec: WARMUP_SEC,
        loadGenerator: 'autocannon on the main thread of this process (the servers are other processes)',
        playlists: fixtures.playlists,
        paidEpisodes: PAID_EPISODES,
        buyers: BUYERS,
        logLevel: 'warn',
        postgres: 'primary + streaming standby (fsync off, shared_buffers 32MB), loopback',
        order:
          '3 servers + replica (home, detail); restart; 3, 2, 1 servers on the primary (home, detail, unlock)',
      },
      seconds: {
        clusterStart: startSec,
        prepare: prepareSec,
        total: round((Date.now() - startedAt) / 1000, 1),
      },
      runs,
      ...summarise(runs),
      idle: idles,
      unlockChecks,
      ledgerCheck: ledger,
      notes: '',
    };
    result.notes = clusterNotes(result);
    await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    say(`results in ${RESULT_FILE} (${result.seconds.total} s)`);
    const failed = !unlockChecks.every((check) => check.exact) || ledger.exitCode !== 0;
    if (failed) throw new Error('the unlocks did not add up exactly (see unlockChecks / ledgerCheck)');
  } finally {
    await database?.close();
    if (cluster) await cluster.stop();
    await replica?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
