// `npm run test:e2e`: start the whole site the way a user does (`node scripts/start.mjs`) in a
// fresh temporary DATA_DIR on free ports, wait for it, run the browser journeys in e2e/ against
// it, then stop it with SIGTERM and require a clean shutdown. With E2E_BASE_URL set, the
// journeys run against that site instead and nothing is started.
//
// The journeys get the site's database as E2E_DATABASE_URL (DATABASE_URL, or the embedded
// server's generated credentials): a few of them stand in for the operator console, e.g. to
// block a member. Against E2E_BASE_URL, E2E_DATABASE_URL is taken as given (or left unset).
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedJourneys, retriedJourneys, runJourneys } from './lib/journeys.mjs';
import { freePort } from './lib/ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// A first start builds the web app, renders the demo sources and publishes 40 demo episodes
// through ffmpeg; on a slow shared CI runner that took over six minutes, so allow fifteen.
const READY_TIMEOUT_MS = 15 * 60_000;
const STOP_TIMEOUT_MS = 30_000;
const LOG_TAIL_LINES = 80;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(`[e2e] ${line}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

if (process.env.E2E_BASE_URL) {
  process.exit(await runJourneys({ baseUrl: process.env.E2E_BASE_URL, vitestArgs: process.argv.slice(2) }));
}

const startedAt = Date.now();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sogon-e2e-'));
/** Where vitest's JSON report goes, to name the failed journeys at the very end of the output. */
const journeysReport = path.join(tmp, 'journeys.json');
// mkdtemp makes it 0700; run as root, the embedded PostgreSQL runs as the `postgres` user and
// must be able to reach DATA_DIR/pg inside it.
chmodSync(tmp, 0o755);
const dataDir = path.join(tmp, 'data');
const logFile = path.join(tmp, 'site.log');
const ports = new Set();
const port = await freePort(ports);
const pgPort = await freePort(ports);
const baseUrl = `http://localhost:${port}`;

say(`temp dir ${tmp}`);
say(
  `starting the site: PORT=${port} DATA_DIR=${dataDir} ` +
    (process.env.DATABASE_URL ? '(external PostgreSQL from DATABASE_URL)' : `EMBEDDED_PG_PORT=${pgPort}`),
);
const log = createWriteStream(logFile);
// Its own process group, so a failed run can take down everything it started (build, PostgreSQL).
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    // `npm start` runs in production mode; the password-reset journey reads its mail at /dev/mail.
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true',
  },
});
site.stdout.pipe(log, { end: false });
site.stderr.pipe(log, { end: false });

let siteExit = null;
const exited = new Promise((resolve) => {
  site.once('exit', (code, signal) => {
    siteExit = { code, signal };
    resolve(siteExit);
  });
});
site.once('error', (error) => {
  log.write(`[e2e] could not start the site: ${error.stack ?? error}\n`);
});

const siteOutput = () => {
  try {
    return readFileSync(logFile, 'utf8');
  } catch {
    return '';
  }
};

/** Whether any process of the site's group is still alive. */
function groupAlive() {
  try {
    process.kill(-site.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(signal) {
  try {
    process.kill(-site.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops whatever is left of the site: SIGTERM to the group, SIGKILL after 10 s. */
async function killSite() {
  if (!site.pid || !groupAlive()) return;
  signalGroup('SIGTERM');
  for (let waited = 0; waited < 10_000 && groupAlive(); waited += 250) await sleep(250);
  if (groupAlive()) signalGroup('SIGKILL');
  await Promise.race([exited, sleep(2_000)]);
}

async function closeLog() {
  await new Promise((resolve) => log.end(resolve));
}

async function fail(message) {
  console.error(`[e2e] FAILED: ${message}`);
  await killSite();
  await closeLog();
  // Per-request access-log lines would crowd out what matters; the kept log has everything.
  const lines = siteOutput()
    .trimEnd()
    .split('\n')
    .filter((line) => !/^\{"level":30,.*"msg":"(incoming request|request completed)"/.test(line));
  console.error(
    `[e2e] last ${Math.min(LOG_TAIL_LINES, lines.length)} lines of the site's output, without access-log lines (${logFile}):`,
  );
  console.error(lines.slice(-LOG_TAIL_LINES).join('\n'));
  try {
    const kept = path.join(root, 'e2e/artifacts/site.log');
    mkdirSync(path.dirname(kept), { recursive: true });
    copyFileSync(logFile, kept);
    console.error(`[e2e] full site log kept at ${kept}`);
  } catch {
    // nothing to keep
  }
  // Last, where a CI log's tail shows it: which journeys failed, with the first lines of why.
  for (const line of [...retriedJourneys(journeysReport), ...failedJourneys(journeysReport)])
    console.error(line);
  rmSync(tmp, { recursive: true, force: true });
  console.error(`[e2e] failed after ${seconds(Date.now() - startedAt)}`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void fail(`interrupted by ${signal}`));
}

// 1. Wait for the health check and the demo episodes (first start builds the web app and renders
//    and publishes the demo media).
const readyBy = Date.now() + READY_TIMEOUT_MS;
let ready = false;
let lastSeen = 'no answer';
while (Date.now() < readyBy) {
  if (siteExit) {
    await fail(`the site exited before it was ready (code ${siteExit.code}, signal ${siteExit.signal})`);
  }
  try {
    const response = await fetch(`${baseUrl}/api/live/health`, { signal: AbortSignal.timeout(5_000) });
    // The site answers before every demo episode is published (ADR 026); the journeys play them.
    const demo = response.status === 200 ? (await response.json()).result.demoMedia : undefined;
    lastSeen = demo ? `status 200, demo episodes ${JSON.stringify(demo)}` : `status ${response.status}`;
    if (demo === null || demo?.done) {
      ready = true;
      break;
    }
  } catch {
    // not listening yet
  }
  await sleep(1_000);
}
if (!ready) {
  await fail(
    `the site was not ready (health 200 with every demo episode published) within ${seconds(READY_TIMEOUT_MS)}; last seen: ${lastSeen}`,
  );
}
say(`site ready after ${seconds(Date.now() - startedAt)}`);

// 2. The journeys, with the site's database and two console operators made on it.
const testsStartedAt = Date.now();
const testsCode = await runJourneys({
  baseUrl,
  site: { dataDir, pgPort },
  vitestArgs: process.argv.slice(2),
  report: journeysReport,
});
const testsTook = Date.now() - testsStartedAt;
if (testsCode !== 0) await fail(`the browser journeys failed (vitest exit code ${testsCode})`);

// 3. Graceful shutdown: SIGTERM to the site's process only, as a process manager would send it.
say('stopping the site with SIGTERM');
const stopStartedAt = Date.now();
site.kill('SIGTERM');
const stopped = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
if (!stopped) await fail(`the site did not exit within ${seconds(STOP_TIMEOUT_MS)} of SIGTERM`);
if (stopped.code !== 0) {
  await fail(`the site exited with code ${stopped.code} (signal ${stopped.signal}) after SIGTERM`);
}
// Its children (embedded PostgreSQL) must be gone too.
for (let waited = 0; waited < 5_000 && groupAlive(); waited += 250) await sleep(250);
if (groupAlive()) await fail('the site exited but left processes behind (embedded PostgreSQL?)');
await closeLog();
if (!siteOutput().includes('stopped cleanly'))
  await fail("the site exited without printing 'stopped cleanly'");
say(`site stopped cleanly in ${seconds(Date.now() - stopStartedAt)}`);

for (const line of retriedJourneys(journeysReport)) console.log(line);
rmSync(tmp, { recursive: true, force: true });
say(`passed in ${seconds(Date.now() - startedAt)} (journeys ${seconds(testsTook)})`);
process.exit(0);
