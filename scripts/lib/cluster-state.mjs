// What `npm run cluster` writes to DATA_DIR/cluster.json (for the tests and other tools) and
// prints when it is up: where each part is, its process and its log.
import path from 'node:path';

/** `cluster`: the balancer, nodes, workers and services of scripts/cluster.mjs, with `alive(proc)`. */
export function clusterState({ balancer, nodes, workers, postgres, redis, dataDir, logDir, alive }) {
  return {
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
}

/** The lines printed once the cluster is up (passwords left out). */
export function summaryLines({ balancer, nodes, workers, postgres, redis, logDir, stateFile, alive }) {
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
  return lines;
}

function redactPassword(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
