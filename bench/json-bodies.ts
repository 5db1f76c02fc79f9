/**
 * JSON bodies benchmark (issue 36): how long the API's trivial route (`/health/live`) takes to
 * answer while senders push 1 MB JSON bodies of about 330,000 empty objects (`[{},{},…]`) at a
 * route that takes a body, against the same route idle, in the same run. Two floods: without a
 * session (what anyone can send), and with a made-up `token` cookie (what gets past the
 * anonymous limit without knowing anything). The figures to quote are the ratios p50 and p99
 * under flood ÷ idle, and the server's CPU per flood request.
 *
 *   node --import tsx bench/json-bodies.ts
 *
 * The server (the application as production composes it, on a fresh database; the flood goes to
 * the login route) runs in this process; the senders and the latency probe (one GET after
 * another) each run in a child process, loopback only. BENCH_DURATION (s per phase, default 8),
 * BENCH_CONNECTIONS (senders, 10), BENCH_BODY_BYTES (1 MiB), BENCH_VARIANT (a label for this
 * run's entry in bench/results/json-bodies.json, default `new`: run it as `old` on the code
 * before the change to keep both side by side).
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/api/src/http/server.ts';
import type { BodyFloodInput, BodyFloodResult } from './lib/body-flood-load.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { forkLoad } from './lib/fork-load.ts';
import type { LatencyProbeInput, LatencyProbeResult } from './lib/latency-probe.ts';
import { readNumber } from './lib/load.ts';
import { mainThreadCpuSeconds } from './lib/proc-cpu.ts';
import { checkTarget, HOST, LIVENESS_PATH } from './lib/servers.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/json-bodies.json', import.meta.url));
const SECONDS = readNumber(process.env, 'BENCH_DURATION', 8, 1, false);
const CONNECTIONS = readNumber(process.env, 'BENCH_CONNECTIONS', 10, 1, true);
const BODY_BYTES = readNumber(process.env, 'BENCH_BODY_BYTES', 1024 * 1024 - 64, 16, true);
const VARIANT = (process.env.BENCH_VARIANT ?? 'new').trim() || 'new';
/** The flood starts this long before the probe, and ends this long after it. */
const LEAD_SEC = 1;
const BODY_PATH = '/api/live/v1/user/auth/login';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const probe = (url: string) =>
  forkLoad<LatencyProbeInput, LatencyProbeResult>(
    new URL('./lib/latency-probe.ts', import.meta.url),
    { url, seconds: SECONDS },
    SECONDS * 1000 + 60_000,
    'latency probe',
  );

const flood = (input: BodyFloodInput) =>
  forkLoad<BodyFloodInput, BodyFloodResult>(
    new URL('./lib/body-flood-load.ts', import.meta.url),
    input,
    input.seconds * 1000 + 60_000,
    'body flood',
  );

interface Phase {
  probe: LatencyProbeResult;
  flood: BodyFloodResult | null;
  /** Main-thread CPU ms per flood request (the server's event loop), null when idle. */
  serverCpuMsPerFloodRequest: number | null;
}

function gitCommit(): { commit: string; changedFiles: string[] } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const status = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'apps/api/src/http', 'packages/contract/src/validation'],
      { encoding: 'utf8' },
    );
    return { commit, changedFiles: status.split('\n').filter(Boolean) };
  } catch {
    return { commit: 'unknown', changedFiles: [] };
  }
}

async function main() {
  const loadAverageBefore = os.loadavg().map((value) => round(value));
  const database = await openBenchDatabase();
  const composed = await composeBenchApp(database.db);
  const app = await buildServer({ logger: false, routes: composed.routes });
  app.addHook('onClose', () => composed.close());
  try {
    await app.listen({ host: HOST, port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const origin = `http://${HOST}:${address.port}`;
    const liveness = `${origin}${LIVENESS_PATH}`;
    await checkTarget(liveness);

    const phase = async (forgedToken: boolean | null): Promise<Phase> => {
      if (forgedToken === null)
        return { probe: await probe(liveness), flood: null, serverCpuMsPerFloodRequest: null };
      const cpuBefore = mainThreadCpuSeconds();
      const flooding = flood({
        origin,
        path: BODY_PATH,
        seconds: SECONDS + 2 * LEAD_SEC,
        connections: CONNECTIONS,
        bytes: BODY_BYTES,
        forgedToken,
      });
      await new Promise((resolve) => setTimeout(resolve, LEAD_SEC * 1000));
      const probed = await probe(liveness);
      const flooded = await flooding;
      const cpuMs = (mainThreadCpuSeconds() - cpuBefore) * 1000;
      return {
        probe: probed,
        flood: flooded,
        serverCpuMsPerFloodRequest: flooded.requests > 0 ? round(cpuMs / flooded.requests, 3) : null,
      };
    };

    const idle = await phase(null);
    const anonymous = await phase(false);
    const forged = await phase(true);
    const idleAgain = await phase(null);
    const baseline = {
      p50Ms: round((idle.probe.p50Ms + idleAgain.probe.p50Ms) / 2, 3),
      p99Ms: round((idle.probe.p99Ms + idleAgain.probe.p99Ms) / 2, 3),
    };
    const ratio = (loaded: Phase) => ({
      p50: round(loaded.probe.p50Ms / baseline.p50Ms),
      p99: round(loaded.probe.p99Ms / baseline.p99Ms),
    });
    const entry = {
      at: new Date().toISOString(),
      ...gitCommit(),
      node: process.version,
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
      loadAverageBefore,
      loadAverageAfter: os.loadavg().map((value) => round(value)),
      settings: {
        seconds: SECONDS,
        senders: CONNECTIONS,
        bodyBytes: anonymous.flood?.bodyBytes ?? BODY_BYTES,
      },
      idleBaseline: baseline,
      ratioOverIdle: { anonymousFlood: ratio(anonymous), forgedTokenFlood: ratio(forged) },
      phases: { idle, anonymousFlood: anonymous, forgedTokenFlood: forged, idleAgain },
    };
    let previous: { runs?: Record<string, unknown> } = {};
    try {
      previous = JSON.parse(await readFile(RESULT_FILE, 'utf8'));
    } catch {}
    const report = {
      benchmark: 'json-bodies',
      description:
        '/health/live latency (one GET after another, from a child process) while senders in another child ' +
        'process post 1 MB JSON bodies of ~350k empty objects to the login route of the composed application, ' +
        'without a session and with a made-up token cookie, against the same route idle (mean of an idle phase ' +
        'before and after). ' +
        'Loopback only. Each run is kept under its BENCH_VARIANT (old = the code before issue 36, new = after).',
      runs: { ...(previous.runs ?? {}), [VARIANT]: entry },
    };
    await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
    const line = (name: string, loaded: Phase) =>
      `${name}: p50 ${loaded.probe.p50Ms} ms, p99 ${loaded.probe.p99Ms} ms over ${loaded.probe.samples} probes ` +
      `(×${ratio(loaded).p50} / ×${ratio(loaded).p99} of idle), ` +
      `${loaded.flood?.requests ?? 0} flood requests ${JSON.stringify(loaded.flood?.byStatus ?? {})}, ` +
      `${loaded.serverCpuMsPerFloodRequest ?? '-'} ms server CPU each`;
    console.log(`[${VARIANT}] idle: p50 ${baseline.p50Ms} ms, p99 ${baseline.p99Ms} ms`);
    console.log(`[${VARIANT}] ${line('anonymous flood', anonymous)}`);
    console.log(`[${VARIANT}] ${line('forged-token flood', forged)}`);
  } finally {
    await app.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
