// The newcomer's first start, as CI and `npm run bench:first-start` run it: clone this commit
// into a fresh folder, run the README's own quick-start line exactly as written (no
// DATABASE_URL, a fresh DATA_DIR, free ports), wait until `/` answers with Korean text, stop it
// with SIGINT (Ctrl-C) and require a clean shutdown. With --restart, `npm start` runs once more
// on the same data and is timed to ready. The media tools are pinned to the npm-shipped
// binaries of the clone, so a system ffmpeg cannot hide a gap. With --journeys, the browser
// journeys (e2e/) run against that first start before it is stopped, with the dev mail box on
// as `npm run test:e2e` has it: one build and one demo seeding for both (ADR 079).
//
//   node scripts/newcomer.mjs [--restart] [--journeys] [--json FILE] [--keep] [-- vitest args]
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedJourneys, retriedJourneys, runJourneys } from './lib/journeys.mjs';
import { freePort } from './lib/ports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dashes = process.argv.indexOf('--');
const args = dashes < 0 ? process.argv.slice(2) : process.argv.slice(2, dashes);
/** What follows `--` goes to vitest with --journeys (journey files, `-t name`). */
const vitestArgs = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const restart = args.includes('--restart');
const keep = args.includes('--keep');
const journeys = args.includes('--journeys');
const jsonFile = args.includes('--json') ? path.resolve(args[args.indexOf('--json') + 1] ?? '') : null;

const READY_TIMEOUT_MS = 20 * 60_000;
const STOP_TIMEOUT_MS = 30_000;
const HANGUL = /[\uac00-\ud7a3]/;
/** How often `/` is asked until it answers: a restart is timed to within this. */
const POLL_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => console.log(`[newcomer] ${line}`);
const secondsOf = (ms) => Math.round(ms / 100) / 10;

/** The first shell line of the README's "Quick start" section. */
function quickStartLine() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Quick start'));
  const block = section && /```sh\n([^\n]+)\n/.exec(section);
  if (!block) throw new Error('README.md has no ```sh block under "## Quick start"');
  return block[1].trim();
}

/** Runs `command` in its own process group, logging to `logFile`; resolves helpers to watch it. */
function launch(command, cwd, env, logFile) {
  const log = createWriteStream(logFile);
  const child = spawn('bash', ['-c', command], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const startedAt = Date.now();
  const marks = {};
  /** The server's own "ready in … (imports …, database …)" line, the phases of its start. */
  const lines = { ready: null };
  let buffered = '';
  const watch = (chunk) => {
    log.write(chunk);
    buffered += chunk.toString('utf8');
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) {
      const at = Date.now() - startedAt;
      if (/^\[sogon\] /.test(line) && !line.includes('"level"')) say(`  +${secondsOf(at)} s ${line}`);
      for (const [name, pattern] of MARKS) if (!(name in marks) && pattern.test(line)) marks[name] = at;
      if (lines.ready === null && /^\[sogon\] ready in/.test(line))
        lines.ready = line.slice('[sogon] '.length);
    }
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, startedAt, marks, lines, exited, logFile, closeLog: () => new Promise((r) => log.end(r)) };
}

/** Log lines whose first appearance times a phase (ms after the command started). */
const MARKS = [
  // start.mjs's first line: npm install is done.
  ['installed', /^\[sogon\] /],
  ['build', /^\[sogon\] building the web app/],
  ['database', /^\[sogon\] starting embedded PostgreSQL/],
  ['demoSources', /^\[sogon\] seeding demo content/],
  ['demoMedia', /^\[sogon\] publishing \d+ of \d+ demo episodes/],
  ['demoMediaDone', /^\[sogon\] demo media published/],
  ['ready', /^\[sogon\] ready in/],
];

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForKoreanHome(run, port) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let settled = null;
  run.exited.then((result) => {
    settled = result;
  });
  while (Date.now() < deadline) {
    if (settled)
      throw new Error(`it exited before answering (code ${settled.code}, signal ${settled.signal})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      if (response.status === 200 && HANGUL.test(body)) return Date.now() - run.startedAt;
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  throw new Error(`/ did not answer 200 with Korean text within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The site answers while the demo episodes still go through the media pipeline (ADR 026): waits
 * until the health answer says every one is published; ms after the command started.
 */
async function waitForDemoEpisodes(run, port) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/api/live/health`, {
      signal: AbortSignal.timeout(10_000),
    });
    const demo = response.status === 200 ? (await response.json()).result.demoMedia : undefined;
    if (demo === null || demo?.done) return Date.now() - run.startedAt;
    await sleep(1_000);
  }
  throw new Error(`the demo episodes were not all published within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Ctrl-C: SIGINT to the whole foreground group, then a clean exit within STOP_TIMEOUT_MS. */
async function interrupt(run) {
  const sentAt = Date.now();
  process.kill(-run.child.pid, 'SIGINT');
  const result = await Promise.race([run.exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
  if (!result) throw new Error(`still running ${STOP_TIMEOUT_MS / 1000} s after SIGINT`);
  for (let waited = 0; waited < 5_000 && groupAlive(run.child.pid); waited += 250) await sleep(250);
  await run.closeLog();
  if (groupAlive(run.child.pid)) throw new Error('exited but left processes behind');
  // npm (and the shell around it) end on the SIGINT itself, as after a Ctrl-C in a terminal; the
  // site's own clean exit is its 'stopped cleanly' line and nothing left running.
  const interrupted = result.code === 0 || result.code === 130 || result.signal === 'SIGINT';
  if (!interrupted) throw new Error(`exited with code ${result.code} (signal ${result.signal}) after SIGINT`);
  if (!readFileSync(run.logFile, 'utf8').includes('[sogon] stopped cleanly')) {
    throw new Error("exited without printing 'stopped cleanly'");
  }
  return Date.now() - sentAt;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sogon-newcomer-'));
const clone = path.join(tmp, 'sogon');
const journeysReport = path.join(tmp, 'journeys.json');

const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const result = {
  benchmark: 'first-start',
  timestamp: new Date().toISOString(),
  commit,
  node: process.version,
  cpus: os.availableParallelism(),
  loadAverageBefore: os.loadavg().map((v) => Number(v.toFixed(2))),
  quickStart: quickStartLine(),
};
let current = null;
let failed = false;
try {
  say(`cloning ${commit.slice(0, 12)} into ${clone}`);
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: 'inherit' });

  const ports = new Set();
  const port = await freePort(ports);
  const pgPort = await freePort(ports);
  const env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'SEED_DEMO', 'NODE_ENV', 'SITE_URL', 'HOST'])
    delete env[name];
  env.FFMPEG_PATH = path.join(clone, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
  env.FFPROBE_PATH = path.join(clone, 'node_modules/@ffprobe-installer/linux-x64/ffprobe');
  // The password-reset journey reads its mail at /dev/mail.
  if (journeys) env.DEV_MAILBOX = 'true';

  say(`running the README's quick start: ${result.quickStart}  (PORT=${port} EMBEDDED_PG_PORT=${pgPort})`);
  current = launch(result.quickStart, clone, env, path.join(tmp, 'first-start.log'));
  const firstReadyMs = await waitForKoreanHome(current, port);
  const marks = current.marks;
  const installedAt = marks.installed ?? 0;
  result.first = {
    totalSec: secondsOf(firstReadyMs),
    installSec: secondsOf(installedAt),
    startSec: secondsOf(firstReadyMs - installedAt),
    buildSec:
      marks.database !== undefined && marks.build !== undefined
        ? secondsOf(marks.database - marks.build)
        : null,
    server: current.lines.ready,
  };
  say(
    `/ answered in Korean ${result.first.totalSec} s after the quick start began (${result.first.startSec} s after npm install)`,
  );
  const episodesMs = await waitForDemoEpisodes(current, port);
  result.first.allEpisodesSec = secondsOf(episodesMs - installedAt);
  result.first.demoMediaSec =
    current.marks.demoMediaDone !== undefined && current.marks.demoMedia !== undefined
      ? secondsOf(current.marks.demoMediaDone - current.marks.demoMedia)
      : null;
  say(`every demo episode playable ${result.first.allEpisodesSec} s after npm install`);
  if (journeys) {
    const startedAt = Date.now();
    const code = await runJourneys({
      baseUrl: `http://localhost:${port}`,
      site: { dataDir: path.join(clone, 'data'), pgPort },
      vitestArgs,
      report: journeysReport,
    });
    result.journeysSec = secondsOf(Date.now() - startedAt);
    for (const line of retriedJourneys(journeysReport)) console.log(line);
    if (code !== 0) throw new Error(`the browser journeys failed (vitest exit code ${code})`);
    say(`the browser journeys passed in ${result.journeysSec} s`);
  }
  result.first.stopSec = secondsOf(await interrupt(current));
  say(`stopped cleanly ${result.first.stopSec} s after SIGINT`);

  if (restart) {
    say('restarting with npm start on the same data');
    current = launch('npm start', clone, env, path.join(tmp, 'restart.log'));
    const restartMs = await waitForKoreanHome(current, port);
    result.restart = { totalSec: secondsOf(restartMs), server: current.lines.ready };
    result.restart.stopSec = secondsOf(await interrupt(current));
    result.firstOverRestart = Number((result.first.startSec / result.restart.totalSec).toFixed(2));
    say(
      `restart answered in ${result.restart.totalSec} s; first start / restart = ${result.firstOverRestart}×`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`[newcomer] FAILED: ${error.message}`);
  if (current && groupAlive(current.child.pid)) {
    process.kill(-current.child.pid, 'SIGKILL');
    await sleep(1_000);
  }
  const lines = current ? readFileSync(current.logFile, 'utf8').trimEnd().split('\n') : [];
  const shown = lines.filter((line) => !/"msg":"(incoming request|request completed)"/.test(line)).slice(-60);
  console.error(`[newcomer] last lines of the output (${current?.logFile}):\n${shown.join('\n')}`);
  if (journeys && current) {
    const kept = path.join(root, 'e2e/artifacts/site.log');
    mkdirSync(path.dirname(kept), { recursive: true });
    copyFileSync(current.logFile, kept);
    console.error(`[newcomer] the site's full log is kept at ${kept}`);
  }
  // Last, where a CI log's tail shows it: which journeys failed, with the first lines of why.
  for (const line of [...retriedJourneys(journeysReport), ...failedJourneys(journeysReport)])
    console.error(line);
} finally {
  result.loadAverageAfter = os.loadavg().map((v) => Number(v.toFixed(2)));
  if (jsonFile && !failed) writeFileSync(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  if (!keep && !failed) {
    rmSync(tmp, { recursive: true, force: true });
    // As root from this private folder the cluster lived in /var/lib/sogon (ADR 021).
    const movedCluster = createHash('sha256').update(path.join(clone, 'data')).digest('hex').slice(0, 16);
    rmSync(path.join('/var/lib/sogon/clusters', movedCluster), { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
