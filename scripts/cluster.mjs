import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApiIfChanged } from './lib/api-build.mjs';
import { clusterState, summaryLines } from './lib/cluster-state.mjs';
import { CHECK_PATH, DRAIN_MS, ensureHaproxy, haproxyConfig, has } from './lib/haproxy.mjs';
import { freePort, portFree } from './lib/ports.mjs';
import { answers200, processGroup } from './lib/processes.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const NODE_READY_TIMEOUT_MS = 10 * 60_000;
const SERVICE_READY_TIMEOUT_MS = 2 * 60_000;
const STOP_TIMEOUT_MS = 40_000;
const HELP = `commands: stop N | start N | restart N | kill N (SIGKILL) | stop postgres | start postgres |
          stop redis | start redis | status | quit`;

const say = (line) => console.log(`[cluster] ${line}`);
const _sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

if (!process.env.REDIS_URL && !has('redis-server', ['--version'])) {
  console.error(
    '[cluster] A cluster needs Redis (login limits are counted there for every server): set REDIS_URL, ' +
      'or install redis-server (apt-get install redis-server) and retry.',
  );
  process.exit(1);
}
ensureHaproxy(say);

const { startProcess, stopProcess, alive, waitFor } = processGroup({
  cwd: root,
  say,
  stopTimeoutMs: STOP_TIMEOUT_MS,
});

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

const view = () => ({ balancer, nodes, workers, postgres, redis, dataDir, logDir, stateFile, alive });

function writeState() {
  writeFileSync(stateFile, `${JSON.stringify(clusterState(view()), null, 2)}\n`);
}

function summary() {
  for (const line of summaryLines(view())) say(line);
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
