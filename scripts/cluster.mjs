// `npm run cluster -- --nodes 3 --workers 1`: the site as N servers behind HAProxy on this
// machine, with what they share: one PostgreSQL (DATABASE_URL, else an embedded server started
// here), one Redis (REDIS_URL, else a redis-server started here), the data folder's media and
// uploads, and M transcode workers. Prints the balancer's URL and each server's; Ctrl-C stops
// everything in order. Lines typed on standard input control it while it runs (`help`).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApiIfChanged } from './lib/api-build.mjs';
import { CHECK_PATH, DRAIN_MS, haproxyConfig } from './lib/haproxy.mjs';
import { freePort, portFree } from './lib/ports.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const NODE_READY_TIMEOUT_MS = 10 * 60_000;
const SERVICE_READY_TIMEOUT_MS = 2 * 60_000;
const STOP_TIMEOUT_MS = 40_000;
const HELP = `commands: stop N | start N | restart N | kill N (SIGKILL) | stop postgres | start postgres |
          stop redis | start redis | status | quit`;

const say = (line) => console.log(`[cluster] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const { values: options } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    workers: { type: 'string', default: '1' },
    port: { type: 'string' },
    'data-dir': { type: 'string', default: 'data/cluster' },
  },
});
const nodeCount = Number(options.nodes);
const workerCount = Number(options.workers);
if (!Number.isInteger(nodeCount) || nodeCount < 1 || !Number.isInteger(workerCount) || workerCount < 0) {
  console.error('usage: npm run cluster -- [--nodes N≥1] [--workers M≥0] [--port P] [--data-dir D]');
  process.exit(2);
}
const dataDir = path.resolve(options['data-dir']);
const logDir = path.join(dataDir, 'logs');
const stateFile = path.join(dataDir, 'cluster.json');

// --- what the cluster needs from the machine ---------------------------------------------------

function has(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** HAProxy from Debian's packages; installed here when missing and running as root. */
function ensureHaproxy() {
  if (has('haproxy', ['-v'])) return;
  if (process.getuid?.() !== 0) {
    console.error('[cluster] HAProxy is not installed: install it (sudo apt-get install haproxy) and retry.');
    process.exit(1);
  }
  say('installing HAProxy (apt-get install haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`[cluster] apt-get ${args.join(' ')} failed: install haproxy and retry.`);
      process.exit(1);
    }
  }
}

if (!process.env.REDIS_URL && !has('redis-server', ['--version'])) {
  console.error(
    '[cluster] A cluster needs Redis (login limits are counted there for every server): set REDIS_URL, ' +
      'or install redis-server (apt-get install redis-server) and retry.',
  );
  process.exit(1);
}
ensureHaproxy();

// --- child processes ---------------------------------------------------------------------------

/** Every process started here, so an unexpected exit of this script takes them down too. */
const running = new Set();
process.on('exit', () => {
  for (const proc of running) {
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * Starts a process in its own process group (a Ctrl-C reaches this script only, which stops
 * them in order), its output appended to `logFile`. `onLine` sees its standard output.
 */
function startProcess({ name, command, args, env, logFile, onLine }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`--- ${new Date().toISOString()} ${name}: ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { name, child, pid: child.pid, logFile, exit: null };
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
  proc.exited = new Promise((resolve) => {
    child.once('error', (error) => {
      log.write(`could not start: ${error.message}\n`);
      proc.exit = { code: null, signal: null, error };
      resolve(proc.exit);
    });
    child.once('exit', (code, signal) => {
      proc.exit = { code, signal };
      running.delete(proc);
      log.write(`--- ${new Date().toISOString()} ${name} exited (code ${code}, signal ${signal})\n`);
      log.end();
      resolve(proc.exit);
    });
  });
  if (child.pid) running.add(proc);
  return proc;
}

const alive = (proc) => Boolean(proc && !proc.exit);

/** Sends `signal`, waits for the exit; SIGKILL to its group after `timeoutMs`. */
async function stopProcess(proc, signal = 'SIGTERM', timeoutMs = STOP_TIMEOUT_MS) {
  if (!alive(proc)) return proc?.exit ?? null;
  proc.child.kill(signal);
  const exit = await Promise.race([proc.exited, sleep(timeoutMs).then(() => null)]);
  if (exit) return exit;
  say(`${proc.name} did not stop within ${timeoutMs / 1000} s: killing it`);
  try {
    process.kill(-proc.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  return proc.exited;
}

function logTail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Polls `ready()` until it is true; throws when `proc` exits first or time runs out. */
async function waitFor(what, proc, ready, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc && !alive(proc)) {
      throw new Error(
        `${what} exited (code ${proc.exit.code}, signal ${proc.exit.signal}); its log ${proc.logFile}:\n${logTail(proc.logFile)}`,
      );
    }
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s; its log: ${proc?.logFile}`);
}

async function answers200(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

// --- shared services -----------------------------------------------------------------------------

const ports = new Set();
const postgres = {
  url: process.env.DATABASE_URL ?? null,
  managed: !process.env.DATABASE_URL,
  port: null,
  proc: null,
};
const redis = { url: process.env.REDIS_URL ?? null, managed: !process.env.REDIS_URL, port: null, proc: null };

async function startPostgres() {
  let announced = null;
  postgres.proc = startProcess({
    name: 'postgres',
    command: process.execPath,
    args: ['--import', 'tsx', 'apps/api/src/cli/postgres.ts'],
    env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(postgres.port) },
    logFile: path.join(logDir, 'postgres.log'),
    onLine: (line) => {
      if (line.startsWith('{')) announced = JSON.parse(line).url;
    },
  });
  await waitFor('PostgreSQL', postgres.proc, async () => announced !== null, SERVICE_READY_TIMEOUT_MS);
  postgres.url = announced;
}

function redisPing(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

async function startRedis() {
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  redis.proc = startProcess({
    name: 'redis',
    command: 'redis-server',
    args: [
      '--port',
      String(redis.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    env: process.env,
    logFile: path.join(logDir, 'redis.log'),
  });
  redis.url = `redis://127.0.0.1:${redis.port}`;
  await waitFor('Redis', redis.proc, () => redisPing(redis.url), SERVICE_READY_TIMEOUT_MS);
}

// --- servers, workers, balancer ------------------------------------------------------------------

const nodes = [];
const workers = [];
const balancer = { port: null, url: null, proc: null, config: path.join(dataDir, 'haproxy.cfg') };

function sharedEnv() {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres.url, REDIS_URL: redis.url };
  // A replica belongs to the external primary; the embedded server here has none.
  if (postgres.managed) delete env.DATABASE_REPLICA_URL;
  return env;
}

/** Starts server `index` (0-based) and waits for its health check; only the first start seeds. */
async function startNode(index, { seed }) {
  const node = nodes[index];
  node.proc = startProcess({
    name: `node ${index + 1}`,
    command: process.execPath,
    args: ['scripts/start.mjs'],
    env: {
      ...sharedEnv(),
      PORT: String(node.port),
      HOST: '127.0.0.1',
      SITE_URL: process.env.SITE_URL ?? balancer.url,
      SEED_DEMO: seed ? (process.env.SEED_DEMO ?? 'true') : 'false',
      MEDIA_WORKER: workerCount > 0 ? 'false' : (process.env.MEDIA_WORKER ?? 'true'),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
    logFile: node.logFile,
  });
  const started = node.proc;
  void started.exited.then((exit) => {
    if (!node.stopping && node.proc === started) {
      say(
        `node ${index + 1} exited on its own (code ${exit.code}, signal ${exit.signal}); log ${node.logFile}`,
      );
    }
  });
  await waitFor(
    `node ${index + 1}`,
    node.proc,
    () => answers200(`${node.url}/api/live/health`),
    NODE_READY_TIMEOUT_MS,
  );
}

async function stopNode(index, signal = 'SIGTERM') {
  const node = nodes[index];
  node.stopping = true;
  try {
    return await stopProcess(node.proc, signal);
  } finally {
    node.stopping = false;
  }
}

function startWorker(index) {
  workers[index] = startProcess({
    name: `worker ${index + 1}`,
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      '--import',
      './apps/api/src/observability/preload.ts',
      'apps/api/src/worker.ts',
    ],
    env: sharedEnv(),
    logFile: path.join(logDir, `worker-${index + 1}.log`),
  });
}

async function startBalancer() {
  const servers = nodes.map((node) => ({ name: `node${node.index + 1}`, port: node.port }));
  writeFileSync(balancer.config, `${haproxyConfig({ port: balancer.port, servers })}\n`);
  balancer.proc = startProcess({
    name: 'haproxy',
    command: 'haproxy',
    args: ['-db', '-f', balancer.config],
    env: process.env,
    logFile: path.join(logDir, 'haproxy.log'),
  });
  await waitFor(
    'HAProxy',
    balancer.proc,
    () => answers200(`${balancer.url}${CHECK_PATH}`),
    SERVICE_READY_TIMEOUT_MS,
  );
}

function writeState() {
  const state = {
    balancer: {
      url: balancer.url,
      pid: balancer.proc?.pid ?? null,
      config: balancer.config,
      log: path.join(logDir, 'haproxy.log'),
    },
    nodes: nodes.map((node) => ({
      url: node.url,
      port: node.port,
      pid: alive(node.proc) ? node.proc.pid : null,
      log: node.logFile,
    })),
    workers: workers.map((worker) => ({ pid: alive(worker) ? worker.pid : null, log: worker.logFile })),
    postgres: {
      url: postgres.url,
      managed: postgres.managed,
      pid: alive(postgres.proc) ? postgres.proc.pid : null,
    },
    redis: { url: redis.url, managed: redis.managed, pid: alive(redis.proc) ? redis.proc.pid : null },
    dataDir,
  };
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

function summary() {
  const lines = [
    `balancer  ${balancer.url}  (HAProxy, config ${balancer.config}, log ${path.join(logDir, 'haproxy.log')})`,
  ];
  for (const node of nodes) {
    lines.push(
      `node ${node.index + 1}    ${node.url}  ${alive(node.proc) ? `pid ${node.proc.pid}` : 'stopped'}  log ${node.logFile}`,
    );
  }
  for (const [index, worker] of workers.entries()) {
    lines.push(
      `worker ${index + 1}  ${alive(worker) ? `pid ${worker.pid}` : 'stopped'}  log ${worker.logFile}`,
    );
  }
  const where = (service) =>
    service.managed
      ? `started here, log ${path.join(logDir, `${service.name}.log`)}`
      : 'from the environment';
  lines.push(`postgres  ${redactPassword(postgres.url)}  (${where({ ...postgres, name: 'postgres' })})`);
  lines.push(`redis     ${redis.url}  (${where({ ...redis, name: 'redis' })})`);
  lines.push(`state     ${stateFile}`);
  for (const line of lines) say(line);
}

function redactPassword(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

// --- stopping ------------------------------------------------------------------------------------

let shuttingDown = null;
function shutdown(reason, code = 0) {
  shuttingDown ??= (async () => {
    say(
      `${reason}: stopping the balancer, then the servers (each drains ${DRAIN_MS / 1000} s), workers, Redis, PostgreSQL`,
    );
    // Soft stop: HAProxy stops listening and lets requests under way finish.
    if (alive(balancer.proc)) await stopProcess(balancer.proc, 'SIGUSR1', 10_000);
    await Promise.all(nodes.map((node) => stopNode(node.index)));
    await Promise.all(workers.map((worker) => stopProcess(worker)));
    if (redis.managed) await stopProcess(redis.proc);
    if (postgres.managed) await stopProcess(postgres.proc);
    const unclean = nodes.filter(
      (node) => node.proc?.exit && node.proc.exit.code !== 0 && node.proc.exit.code !== null,
    );
    say(
      unclean.length ? `stopped; ${unclean.length} servers exited with an error (see their logs)` : 'stopped',
    );
    process.exit(code);
  })();
  return shuttingDown;
}
process.on('SIGINT', () => {
  if (shuttingDown) {
    say('second interrupt: killing everything');
    process.exit(130);
  }
  void shutdown('SIGINT');
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// --- control on standard input ---------------------------------------------------------------------

function nodeIndex(word) {
  const number = Number(word);
  if (!Number.isInteger(number) || number < 1 || number > nodes.length) {
    throw new Error(`no node ${word} (1…${nodes.length})`);
  }
  return number - 1;
}

async function command(line) {
  const [verb, target] = line.trim().split(/\s+/);
  if (verb === 'help' || !verb) return say(HELP);
  if (verb === 'status') return summary();
  if (verb === 'quit') return shutdown('quit');
  if (target === 'postgres' || target === 'redis') {
    const service = target === 'postgres' ? postgres : redis;
    if (!service.managed) throw new Error(`${target} comes from the environment, not started here`);
    if (verb === 'stop') return void (await stopProcess(service.proc));
    if (verb === 'start') {
      if (alive(service.proc)) throw new Error(`${target} is running`);
      return target === 'postgres' ? startPostgres() : startRedis();
    }
    throw new Error(`unknown command: ${line}`);
  }
  const index = nodeIndex(target);
  if (verb === 'stop') return void (await stopNode(index));
  if (verb === 'kill') return void (await stopNode(index, 'SIGKILL'));
  if (verb === 'start' || verb === 'restart') {
    if (verb === 'restart') await stopNode(index);
    if (alive(nodes[index].proc)) throw new Error(`node ${index + 1} is running`);
    return startNode(index, { seed: false });
  }
  throw new Error(`unknown command: ${line}`);
}

function listenForCommands() {
  let queue = Promise.resolve();
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (!line.trim()) return;
    queue = queue.then(async () => {
      try {
        await command(line);
        writeState();
        say(`ok: ${line.trim()}`);
      } catch (error) {
        say(`failed: ${line.trim()}: ${error.message}`);
      }
    });
  });
}

// --- start ---------------------------------------------------------------------------------------

const startedAt = Date.now();
try {
  mkdirSync(logDir, { recursive: true });
  // Run as root, the embedded PostgreSQL runs as the `postgres` user and must reach DATA_DIR/pg.
  chmodSync(dataDir, 0o755);
  buildWebIfChanged(say);
  // Once here, not by each server as it starts.
  await buildApiIfChanged(say);

  // --port 0: any free port; no --port: 8080 when it is free, else any.
  const wanted = options.port === undefined ? 8080 : Number(options.port);
  if (wanted !== 0 && options.port !== undefined && !(await portFree(wanted))) {
    throw new Error(`port ${wanted} is in use`);
  }
  balancer.port = wanted !== 0 && (await portFree(wanted)) ? wanted : await freePort(ports);
  ports.add(balancer.port);
  balancer.url = `http://127.0.0.1:${balancer.port}`;
  for (let index = 0; index < nodeCount; index++) {
    const port = await freePort(ports);
    nodes.push({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      proc: null,
      stopping: false,
      logFile: path.join(logDir, `node-${index + 1}.log`),
    });
  }

  if (postgres.managed) {
    postgres.port = await freePort(ports);
    say(`starting PostgreSQL on 127.0.0.1:${postgres.port} (data in ${dataDir})`);
    await startPostgres();
  }
  if (redis.managed) {
    redis.port = await freePort(ports);
    say(`starting redis-server on 127.0.0.1:${redis.port}`);
    await startRedis();
  }
  say(`starting node 1 (it seeds; the others wait for it) on ${nodes[0].url}`);
  await startNode(0, { seed: true });
  say(`starting ${nodeCount - 1} more nodes and ${workerCount} workers`);
  for (let index = 0; index < workerCount; index++) startWorker(index);
  await Promise.all(nodes.slice(1).map((node) => startNode(node.index, { seed: false })));
  say(`starting HAProxy on ${balancer.url}`);
  await startBalancer();
  writeState();
  say(`ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${balancer.url}`);
  summary();
  say(`type 'help' for commands; Ctrl-C stops everything`);
  listenForCommands();
} catch (error) {
  console.error(`[cluster] could not start: ${error.message}`);
  await shutdown('start failed', 1);
}
