/**
 * Accounts benchmark (issue 3). Three figures, each against a baseline measured in this run:
 *  1. argon2id verifications per second at the shipped parameters (OWASP 19 MiB, t=2, p=1),
 *     sequential and with the libuv pool busy, against SHA-256 of the same input (the cost of a
 *     hash that is not built to be slow);
 *  2. POST /v1/user/auth/login req/s against that parallel verify rate: login is bounded by
 *     password hashing by design, so this ratio says how much else the endpoint costs;
 *  3. GET /v2/user (session lookup on PostgreSQL) req/s against the trivial liveness route on
 *     the same server, interleaved.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/api/src/http/server.ts';
import { createPasswordHasher, OWASP_ARGON2ID } from '../apps/api/src/modules/account/index.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { loadOptionsFromEnv, measure } from './lib/load.ts';
import { HOST } from './lib/servers.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/accounts.json', import.meta.url));
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function rate(seconds: number, parallel: number, work: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        await work();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

async function main() {
  const load = loadOptionsFromEnv({ BENCH_DURATION: '5', BENCH_WARMUP: '1', ...process.env });
  const database = await openBenchDatabase();
  try {
    const composed = await composeBenchApp(database.db, {
      passwords: OWASP_ARGON2ID,
      limits: { loginAccount: { limit: Number.MAX_SAFE_INTEGER, windowMs: 1000 } },
    });
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const base = `http://${HOST}:${(app.server.address() as AddressInfo).port}/api/live`;

    const uid = 'bench@example.com';
    const password = 'bench-password-1';
    const joined = await fetch(`${base}/v1/user/auth/join`, {
      method: 'POST',
      headers: { 'x-client': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({
        uid,
        password,
        provider: 'email',
        alarmCheck: 0,
        policyAccept: 1,
        privacyAccept: 1,
      }),
    });
    const token = ((await joined.json()) as { result: { token: string } }).result.token;

    // 1. Hashing.
    const hasher = createPasswordHasher(OWASP_ARGON2ID);
    const stored = await hasher.hash(password);
    const pool = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const sha = await rate(1, 1, async () => createHash('sha256').update(password).digest());
    const argonSequential = await rate(3, 1, () => hasher.verify(stored, password));
    const argonParallel = await rate(3, pool, () => hasher.verify(stored, password));
    console.log(
      `argon2id m=${OWASP_ARGON2ID.memoryKiB} KiB t=${OWASP_ARGON2ID.timeCost} p=${OWASP_ARGON2ID.parallelism}: ` +
        `${argonSequential.toFixed(1)} verify/s sequential, ${argonParallel.toFixed(1)} verify/s with ${pool} in flight ` +
        `(sha-256 ${Math.round(sha).toLocaleString('en-US')}/s: argon2id is ${(sha / argonSequential).toFixed(0)}× slower by design)`,
    );

    // 2. Login endpoint against the raw verify rate.
    const loginLoad = { ...load, connections: Math.min(load.connections, 8) };
    const login = await measure(`${base}/v1/user/auth/login`, loginLoad, {
      method: 'POST',
      headers: { 'x-client': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({ uid, password }),
    });
    const loginRatio = login.requestsPerSec / argonParallel;
    console.log(
      `POST /v1/user/auth/login: ${login.requestsPerSec.toFixed(1)} req/s, p99 ${login.latencyP99Ms} ms ` +
        `(${login.non2xx} non-2xx) = ${loginRatio.toFixed(2)}× the parallel verify rate`,
    );

    // 3. Session lookup against the trivial route, interleaved.
    const live = [];
    const me = [];
    for (let index = 0; index < 2; index += 1) {
      live.push(await measure(`${base}/health/live`, load));
      me.push(await measure(`${base}/v2/user`, load, { headers: { token } }));
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const liveRps = mean(live.map((r) => r.requestsPerSec));
    const meRps = mean(me.map((r) => r.requestsPerSec));
    const meNon2xx = me.reduce((sum, r) => sum + r.non2xx, 0);
    console.log(
      `GET /v2/user ${Math.round(meRps)} req/s vs GET /health/live ${Math.round(liveRps)} req/s = ` +
        `${(meRps / liveRps).toFixed(2)}× (${meNon2xx} non-2xx)`,
    );

    await app.close();
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'accounts',
          at: new Date().toISOString(),
          node: process.version,
          cpus: os.availableParallelism(),
          loadAverage: os.loadavg().map((v) => round(v)),
          argon2id: { ...OWASP_ARGON2ID, threadPool: pool },
          hashing: {
            sha256PerSec: Math.round(sha),
            argon2idVerifyPerSecSequential: round(argonSequential, 1),
            argon2idVerifyPerSecParallel: round(argonParallel, 1),
          },
          login: { ...login, ratioToParallelVerify: round(loginRatio) },
          me: { requestsPerSec: round(meRps, 1), non2xx: meNon2xx, rounds: me },
          liveness: { requestsPerSec: round(liveRps, 1), rounds: live },
          ratioMeToLiveness: round(meRps / liveRps),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`wrote ${RESULT_FILE}`);
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
