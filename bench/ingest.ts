/**
 * Playtime ingest benchmark (issue 19): how many playtime events per second reach PostgreSQL
 * through the batch endpoint (POST /v2/content/playtime, `BENCH_BATCH` events per request)
 * against the single-event endpoint (POST /v2/content/playtime/{id}) in the same run, on a fresh
 * database with members listening to many episodes. Load comes from a child process; "stored" is
 * counted in the database afterwards (the summed listened seconds of the members' positions, each
 * event being one second), after the buffer's last flush.
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { RUNTIME_DEFAULTS } from '../apps/api/src/app/settings.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { buildServer } from '../apps/api/src/http/server.ts';
import { createAccountRepository, createSessions } from '../apps/api/src/modules/account/index.ts';
import { makePlaylist, makeUser } from '../apps/api/test/factories.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { forkLoad } from './lib/fork-load.ts';
import type { IngestLoadInput, IngestLoadResult } from './lib/ingest-load.ts';
import { readNumber } from './lib/load.ts';
import { mainThreadCpuSeconds, treeCpuSeconds } from './lib/proc-cpu.ts';
import { HOST } from './lib/servers.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/ingest.json', import.meta.url));
const SECONDS = readNumber(process.env, 'BENCH_DURATION', 5, 1, false);
const CONNECTIONS = readNumber(process.env, 'BENCH_CONNECTIONS', 32, 1, true);
const BATCH = readNumber(process.env, 'BENCH_BATCH', 100, 1, true);
const MEMBERS = readNumber(process.env, 'BENCH_MEMBERS', 1_000, 1, true);
const EPISODES = readNumber(process.env, 'BENCH_EPISODES', 100, 1, true);
const ROUNDS = readNumber(process.env, 'BENCH_ROUNDS', 1, 1, true);
const TARGET_EVENTS_PER_SEC = 50_000;

interface Stored {
  /** Summed listened seconds of all positions: one per member event stored. */
  listened: number;
  /** Summed playtime seconds of the activity rows: one per event stored. */
  activity: number;
  positions: number;
}

async function stored(database: Database): Promise<Stored> {
  const { rows } = await database.pool.query<Stored>(`
    select (select coalesce(sum(listened), 0)::bigint from playback_positions) as listened,
           (select coalesce(sum(playtime_sec), 0)::bigint from content_activity) as activity,
           (select count(*)::bigint from playback_positions) as positions`);
  return rows[0]!;
}

/** The backends serving this benchmark's database (its pool's connections). */
async function backendPids(database: Database): Promise<number[]> {
  const { rows } = await database.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return rows.map((row) => row.pid);
}

/** CPU seconds of each of our backends now, by pid. */
function backendCpu(pids: number[]): Map<number, number> {
  const seconds = treeCpuSeconds(pids);
  return new Map(pids.map((pid, index) => [pid, seconds[index]!]));
}

/** One load run from a child process (lib/ingest-load.ts). */
const load = (input: IngestLoadInput) =>
  forkLoad<IngestLoadInput, IngestLoadResult>(
    new URL('./lib/ingest-load.ts', import.meta.url),
    input,
    input.seconds * 1000 + 60_000,
    `${input.mode} load`,
  );

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function main() {
  const loadAverageBefore = os.loadavg().map((value) => round(value, 2));
  const database = await openBenchDatabase();
  try {
    // As production runs: live sessions cached for seconds, the buffer's default flush period and size.
    const composed = await composeBenchApp(database.db, {
      sessionCacheMs: RUNTIME_DEFAULTS.sessionCacheMs,
      playback: RUNTIME_DEFAULTS.playback,
    });
    const { services } = composed;
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;

    // The catalog: one playlist of EPISODES published episodes of an hour each.
    const playlist = await makePlaylist(database.db);
    const episodes = (
      await database.pool.query<{ id: number }>(
        `insert into contents (playlist_id, title, episode_no, media_type, duration_sec)
         select $1, '에피소드 ' || n, n, 'audio', 3600 from generate_series(1, $2::int) n returning id`,
        [playlist.id, EPISODES],
      )
    ).rows.map((row) => Number(row.id));
    const sessions = createSessions({ accounts: createAccountRepository(database.db) });
    const tokens: string[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const user = await makeUser(database.db);
      tokens.push(await sessions.issue(user, { ip: '127.0.0.1', userAgent: 'bench-ingest' }));
    }
    // Every (member, episode) position exists before measuring, so both runs update rows alike.
    await database.pool.query(
      `insert into playback_positions (user_id, content_id, playtime, listened, updated_at)
       select u.id, c.id, 0, 0, now() - interval '1 day' from users u cross join contents c
       where c.playlist_id = $1`,
      [playlist.id],
    );
    await database.pool.query('vacuum analyze playback_positions');

    let offset = 0;
    const measure = async (mode: 'single' | 'batch') => {
      const pids = await backendPids(database);
      const droppedBefore = services.playback.stats().dropped;
      const before = await stored(database);
      const pgBefore = backendCpu(pids);
      const nodeBefore = mainThreadCpuSeconds();
      const started = performance.now();
      const input: IngestLoadInput = {
        origin,
        mode,
        seconds: SECONDS,
        connections: CONNECTIONS,
        batch: BATCH,
        tokens,
        episodes,
        offset,
      };
      const result = await load(input);
      offset += result.requests + 1;
      // What was answered is in memory until the buffer writes it: the run ends when it has.
      if (!(await services.playback.flush())) throw new Error('playback flush failed');
      const wallSec = (performance.now() - started) / 1000;
      const nodeSec = mainThreadCpuSeconds() - nodeBefore;
      const allPids = [...new Set([...pids, ...(await backendPids(database))])];
      const pgAfter = backendCpu(allPids);
      const pgSec = allPids.reduce((sum, pid) => sum + (pgAfter.get(pid) ?? 0) - (pgBefore.get(pid) ?? 0), 0);
      const after = await stored(database);
      const events = Number(after.listened) - Number(before.listened);
      const activity = Number(after.activity) - Number(before.activity);
      if (Number(after.positions) !== MEMBERS * EPISODES) throw new Error(`positions: ${after.positions}`);
      const run = {
        mode,
        eventsPerRequest: mode === 'batch' ? BATCH : 1,
        requests: result.requests,
        non2xx: result.non2xx,
        errors: result.errors,
        firstRefusal: result.firstRefusal,
        eventsAnswered: result.events,
        eventsStored: events,
        activitySecondsStored: activity,
        lost: result.events - events,
        loadSec: round(result.elapsedSec, 2),
        wallSec: round(wallSec, 2),
        requestsPerSec: round(result.requests / result.elapsedSec),
        eventsStoredPerSec: round(events / wallSec),
        nodeCpuUsPerEvent: events > 0 ? round((nodeSec * 1e6) / events, 2) : null,
        postgresCpuUsPerEvent: events > 0 ? round((pgSec * 1e6) / events, 2) : null,
        bufferDropped: services.playback.stats().dropped - droppedBefore,
      };
      console.log(
        `${mode.padEnd(6)} ${String(run.eventsPerRequest).padStart(3)}/req  ${run.requestsPerSec} req/s  ` +
          `${run.eventsStoredPerSec} events/s stored  node ${run.nodeCpuUsPerEvent} µs/event  ` +
          `PostgreSQL ${run.postgresCpuUsPerEvent} µs/event  lost ${run.lost}  non-2xx ${run.non2xx}`,
      );
      return run;
    };

    // Unrecorded warm-up of both paths (JIT, episode cache, pool connections).
    const warmup = { origin, seconds: 1, connections: CONNECTIONS, batch: BATCH, tokens, episodes };
    await load({ ...warmup, mode: 'single', offset: 0 });
    await load({ ...warmup, mode: 'batch', offset: 0 });
    await services.playback.flush();

    const rounds: {
      single: Awaited<ReturnType<typeof measure>>;
      batch: Awaited<ReturnType<typeof measure>>;
    }[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const single = await measure('single');
      const batch = await measure('batch');
      rounds.push({ single, batch });
    }
    await app.close();

    type Run = (typeof rounds)[number]['single'];
    /** The median over the rounds of one figure of one mode. */
    const median = (mode: 'single' | 'batch', pick: (run: Run) => number) => {
      const values = rounds.map((pair) => pick(pair[mode])).sort((a, b) => a - b);
      const middle = Math.floor(values.length / 2);
      return values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
    };
    /** Events one CPU-second of server plus database stores: steadier than wall time on a shared machine. */
    const perCpuSecond = (run: Run) =>
      1e6 / ((run.nodeCpuUsPerEvent ?? 0) + (run.postgresCpuUsPerEvent ?? 0));
    const singlePerSec = median('single', (run) => run.eventsStoredPerSec);
    const batchPerSec = median('batch', (run) => run.eventsStoredPerSec);
    const singlePerCpu = median('single', perCpuSecond);
    const batchPerCpu = median('batch', perCpuSecond);
    const loadAverage = os.loadavg().map((value) => round(value, 2));
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
      note:
        'Shared machine: other work ran beside this benchmark (see loadAverage), so events/s swing from ' +
        'run to run; quote the ratios, and the CPU figures, which move less. PostgreSQL CPU is the ' +
        'backends of this database only (WAL writer and checkpointer not included).',
      loadAverageBefore,
      loadAverage,
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        batch: BATCH,
        members: MEMBERS,
        episodes: EPISODES,
        rounds: ROUNDS,
        flushEveryMs: RUNTIME_DEFAULTS.playback.flushEveryMs,
        maxKeys: RUNTIME_DEFAULTS.playback.maxKeys,
        sessionCacheMs: RUNTIME_DEFAULTS.sessionCacheMs,
      },
      rounds,
      summary: {
        of: 'medians over the rounds',
        singleEventsStoredPerSec: round(singlePerSec),
        batchEventsStoredPerSec: round(batchPerSec),
        batchOverSingle: round(batchPerSec / singlePerSec, 2),
        batchOverSinglePerRound: rounds.map((pair) =>
          round(pair.batch.eventsStoredPerSec / pair.single.eventsStoredPerSec, 2),
        ),
        nodeCpuUsPerEvent: {
          single: round(
            median('single', (run) => run.nodeCpuUsPerEvent ?? 0),
            2,
          ),
          batch: round(
            median('batch', (run) => run.nodeCpuUsPerEvent ?? 0),
            2,
          ),
        },
        postgresCpuUsPerEvent: {
          single: round(
            median('single', (run) => run.postgresCpuUsPerEvent ?? 0),
            2,
          ),
          batch: round(
            median('batch', (run) => run.postgresCpuUsPerEvent ?? 0),
            2,
          ),
        },
        eventsStoredPerCpuSecond: { single: Math.round(singlePerCpu), batch: Math.round(batchPerCpu) },
        batchOverSinglePerCpuSecond: round(batchPerCpu / singlePerCpu, 2),
        target: TARGET_EVENTS_PER_SEC,
        targetMet: batchPerSec >= TARGET_EVENTS_PER_SEC,
        lost: rounds.reduce((sum, run) => sum + run.single.lost + run.batch.lost, 0),
      },
    };
    console.log(
      `batch/single ${report.summary.batchOverSingle}×  (${report.summary.batchEventsStoredPerSec} vs ` +
        `${report.summary.singleEventsStoredPerSec} events/s stored; target ${TARGET_EVENTS_PER_SEC}: ` +
        `${report.summary.targetMet ? 'met' : 'BELOW TARGET'})  per CPU-second ` +
        `${report.summary.eventsStoredPerCpuSecond.batch} vs ${report.summary.eventsStoredPerCpuSecond.single} ` +
        `= ${report.summary.batchOverSinglePerCpuSecond}×  load average ${loadAverage.join(' ')}`,
    );
    for (const run of rounds.flatMap((pair) => [pair.single, pair.batch])) {
      if (run.non2xx || run.errors) throw new Error(`failures in a run: ${JSON.stringify(run)}`);
      // Past its hard limit the buffer refuses new positions (answered saved: false) until the
      // database catches up: the load outran what PostgreSQL stored, and the stored figure says so.
      if (run.lost)
        console.log(`note: ${run.mode}: ${run.lost} events answered but not stored (buffer full)`);
    }
    await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
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
