/**
 * Foundation benchmark: request overhead of the API's trivial route against a bare node:http JSON
 * server, both loaded by autocannon in this process over loopback, interleaved in one run.
 * The ratio is the figure; absolute req/s are not comparable between runs or machines.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { type LoadOptions, type LoadResult, loadOptionsFromEnv, measure, readNumber } from './lib/load.ts';
import { mainThreadCpuSeconds } from './lib/proc-cpu.ts';
import {
  checkTarget,
  type RunningServer,
  startApiServer,
  startBareServer,
  startFastifyServer,
} from './lib/servers.ts';

const TARGET_RATIO = 0.8;
/** Issue 19: the API's server CPU per request within 5 % of bare node:http. */
const CPU_TARGET_RATIO = 0.95;
const DEFAULT_ROUNDS = 2;
const RESULT_FILE = fileURLToPath(new URL('./results/foundation-api-overhead.json', import.meta.url));
/** Beyond the planned load time, for server start-up, checks and closing. */
const RUN_GRACE_MS = 60_000;

type TargetName = 'bare' | 'fastify' | 'api';

interface TargetSummary {
  url: string;
  requestsPerSec: number;
  /** Main-thread CPU µs per request (the servers run there; the load generator does not). */
  cpuUsPerRequest: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rounds: LoadResult[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function summarize(url: string, rounds: LoadResult[]): TargetSummary {
  return {
    url,
    requestsPerSec: round(mean(rounds.map((r) => r.requestsPerSec)), 1),
    cpuUsPerRequest: round(mean(rounds.map((r) => r.cpuUsPerRequest ?? Number.NaN)), 2),
    latencyP50Ms: round(mean(rounds.map((r) => r.latencyP50Ms)), 2),
    latencyP99Ms: round(mean(rounds.map((r) => r.latencyP99Ms)), 2),
    errors: sum(rounds.map((r) => r.errors)),
    timeouts: sum(rounds.map((r) => r.timeouts)),
    non2xx: sum(rounds.map((r) => r.non2xx)),
    rounds,
  };
}

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Share of the last 10 s some task waited for a CPU (Linux PSI), a direct reading of machine noise. */
async function cpuPressure(): Promise<number | null> {
  try {
    const text = await readFile('/proc/pressure/cpu', 'utf8');
    const match = /^some avg10=([\d.]+)/m.exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function loadAverage() {
  const [m1 = 0, m5 = 0, m15 = 0] = os.loadavg();
  return { m1: round(m1, 2), m5: round(m5, 2), m15: round(m15, 2) };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const int = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);

async function main(): Promise<number> {
  const load = loadOptionsFromEnv();
  const rounds = readNumber(process.env, 'BENCH_ROUNDS', DEFAULT_ROUNDS, 1, true);
  const perRound: LoadOptions = { ...load, durationSec: load.durationSec / rounds };
  const plannedMs = rounds * 2 * (perRound.warmupSec + perRound.durationSec) * 1000;

  // Last resort against a hung step the per-step timeouts missed: unref'd, so it never keeps the process up.
  setTimeout(() => {
    console.error(`bench: still running ${(plannedMs + RUN_GRACE_MS) / 1000} s after start; giving up`);
    process.exit(1);
  }, plannedMs + RUN_GRACE_MS).unref();

  const servers: RunningServer[] = [];
  const closeAll = async () => {
    const results = await Promise.allSettled(servers.splice(0).map((server) => server.close()));
    for (const result of results) {
      if (result.status === 'rejected') console.error('bench: close failed:', result.reason);
    }
  };
  process.once('SIGINT', () => {
    console.error('\nbench: interrupted, closing servers');
    void closeAll().finally(() => process.exit(130));
  });

  const startedAt = new Date();
  const loadBefore = loadAverage();
  const pressureBefore = await cpuPressure();
  console.log(
    `foundation benchmark: api vs plain Fastify vs bare node:http, ${rounds} interleaved rounds × ${round(perRound.durationSec, 2)} s ` +
      `(+${perRound.warmupSec} s warm-up each), ${load.connections} connections, pipelining ${load.pipelining}, ` +
      `load generator on ${load.workers > 0 ? `${load.workers} worker thread(s)` : 'the main thread'}`,
  );
  const cpus = os.availableParallelism();
  console.log(
    `node ${process.version}, ${cpus} cpu(s), load average ${loadBefore.m1}` +
      (pressureBefore === null ? '' : `, cpu pressure ${pressureBefore}%`),
  );
  if (loadBefore.m1 > cpus || (pressureBefore ?? 0) > 10) {
    console.log('note: other work is running on this machine; expect the per-round ratios to spread');
  }

  try {
    // Each server joins `servers` as soon as it listens, so a failure starting the next still closes it.
    const bareServer = await startBareServer();
    servers.push(bareServer);
    const fastifyServer = await startFastifyServer();
    servers.push(fastifyServer);
    const apiServer = await startApiServer();
    servers.push(apiServer);
    const targets: Record<TargetName, RunningServer> = {
      bare: bareServer,
      fastify: fastifyServer,
      api: apiServer,
    };
    for (const target of Object.values(targets)) await checkTarget(target.url);

    const measured: Record<TargetName, LoadResult[]> = { bare: [], fastify: [], api: [] };
    for (let index = 1; index <= rounds; index++) {
      for (const name of ['bare', 'fastify', 'api'] as const) {
        const result = await measure(targets[name].url, perRound, {}, mainThreadCpuSeconds);
        measured[name].push(result);
        console.log(
          `  round ${index}/${rounds} ${name.padEnd(7)} ${int(result.requestsPerSec).padStart(7)} req/s  ` +
            `p50 ${ms(result.latencyP50Ms)} ms  p99 ${ms(result.latencyP99Ms)} ms  ` +
            `server CPU ${result.cpuUsPerRequest} µs/req` +
            (result.errors || result.non2xx ? `  errors ${result.errors}  non-2xx ${result.non2xx}` : ''),
        );
      }
    }
    await closeAll();

    const bare = summarize(targets.bare.url, measured.bare);
    const api = summarize(targets.api.url, measured.api);
    const fastify = summarize(targets.fastify.url, measured.fastify);
    // Where the API's CPU goes: bare → Fastify is the framework's, Fastify → API is ours.
    const cpuBareOverFastify = round(bare.cpuUsPerRequest / fastify.cpuUsPerRequest);
    const cpuFastifyOverApi = round(fastify.cpuUsPerRequest / api.cpuUsPerRequest);
    const ratio = round(api.requestsPerSec / bare.requestsPerSec);
    const p99Ratio = round(api.latencyP99Ms / bare.latencyP99Ms);
    // Efficiency: the bare server's CPU per request over the API's (1.00× = no overhead at all).
    const cpuRatio = round(bare.cpuUsPerRequest / api.cpuUsPerRequest);
    const perRoundRatios = measured.api.map((result, index) => ({
      round: index + 1,
      requestsPerSec: round(result.requestsPerSec / measured.bare[index]!.requestsPerSec),
      latencyP99: round(result.latencyP99Ms / measured.bare[index]!.latencyP99Ms),
    }));
    const failures = [bare, fastify, api].reduce((sum, target) => sum + target.errors + target.non2xx, 0);
    const belowTarget = ratio < TARGET_RATIO;

    console.log(
      `\n${table([
        ['target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
        [
          'bare',
          int(bare.requestsPerSec),
          ms(bare.latencyP50Ms),
          ms(bare.latencyP99Ms),
          String(bare.errors),
          String(bare.non2xx),
        ],
        [
          'fastify',
          int(fastify.requestsPerSec),
          ms(fastify.latencyP50Ms),
          ms(fastify.latencyP99Ms),
          String(fastify.errors),
          String(fastify.non2xx),
        ],
        [
          'api',
          int(api.requestsPerSec),
          ms(api.latencyP50Ms),
          ms(api.latencyP99Ms),
          String(api.errors),
          String(api.non2xx),
        ],
        ['api/bare', `${ratio.toFixed(2)}×`, '', `${p99Ratio.toFixed(2)}×`, '', ''],
      ])}`,
    );
    console.log(
      `server CPU per request (main thread): bare ${bare.cpuUsPerRequest} µs, fastify ${fastify.cpuUsPerRequest} µs, ` +
        `api ${api.cpuUsPerRequest} µs; bare/api ${cpuRatio.toFixed(2)}× (target ≥ ${CPU_TARGET_RATIO}), ` +
        `bare/fastify ${cpuBareOverFastify.toFixed(2)}× (the framework), fastify/api ${cpuFastifyOverApi.toFixed(2)}× (ours)`,
    );
    console.log(
      `per round api/bare req/s: ${perRoundRatios.map((r) => `${r.requestsPerSec.toFixed(2)}×`).join(', ')}`,
    );
    if (failures > 0) {
      console.log('WARNING: errors or non-2xx answers during the run; the figures are not trustworthy');
    }

    const finishedAt = new Date();
    const report = {
      benchmark: 'foundation-api-overhead',
      description:
        'GET /api/live/health/live on the API (buildServer, liveness route only) vs a bare node:http JSON server and a plain Fastify instance',
      timestamp: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: (git('status', '--porcelain', '--untracked-files=no') ?? '') !== '',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      cpus,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAverage(),
      cpuPressureSomeAvg10Before: pressureBefore,
      cpuPressureSomeAvg10After: await cpuPressure(),
      settings: {
        rounds: rounds,
        order: 'bare, fastify, api per round',
        roundDurationSec: perRound.durationSec,
        totalDurationPerTargetSec: load.durationSec,
        warmupSecPerRound: perRound.warmupSec,
        connections: load.connections,
        pipelining: load.pipelining,
        loadGeneratorWorkers: load.workers,
      },
      target: { ratioAtLeast: TARGET_RATIO, cpuRatioAtLeast: CPU_TARGET_RATIO },
      ratio: {
        requestsPerSec: ratio,
        cpuBareOverApi: cpuRatio,
        cpuBareOverFastify,
        cpuFastifyOverApi,
        latencyP99: p99Ratio,
        perRound: perRoundRatios,
      },
      belowTarget,
      trustworthy: failures === 0,
      bare,
      fastify,
      api,
    };
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(`${RESULT_FILE}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
    await rename(`${RESULT_FILE}.tmp`, RESULT_FILE);
    console.log(`wrote ${RESULT_FILE}`);

    console.log(
      `\napi overhead: api/bare = ${ratio.toFixed(2)}× req/s (target ≥ ${TARGET_RATIO.toFixed(2)})` +
        (belowTarget ? '  BELOW TARGET' : ''),
    );
    return 0;
  } catch (error) {
    console.error('bench failed:', error);
    return 1;
  } finally {
    await closeAll();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  return 1;
});
// Everything is closed by now; if some handle still keeps the process up, say so and leave anyway.
setTimeout(() => {
  console.error('bench: a handle kept the process alive after closing; exiting');
  process.exit();
}, 5_000).unref();
