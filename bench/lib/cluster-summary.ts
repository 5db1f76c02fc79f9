/**
 * What the cluster benchmark derives from its measured runs: ratios to the 1-server run and to
 * the 3-server primary-only run, CPU milliseconds per request for the capacity model, and the
 * short reading that goes into the results file. Pure functions of the recorded figures.
 */

export interface CpuSplit {
  nodes: number[];
  nodesTotal: number;
  primary: number;
  standby: number;
  postgresTotal: number;
  haproxy: number;
  redis: number;
  /** The benchmark's own process: the load generator. */
  loadGenerator: number;
}

export interface ClusterRun {
  route: string;
  servers: number;
  replica: boolean;
  requestsPerSec: number;
  requestsTotal: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  cpuSec: CpuSplit;
  cpuMsPerRequest: { nodes: number; postgres: number; primary: number; standby: number; haproxy: number };
}

export interface IdleReading {
  setting: string;
  cpuSecPerSec: { nodesTotal: number; primary: number; standby: number };
}

export interface UnlockCheck {
  exact: boolean;
  lost: number;
  duplicated: number;
  purchaseRows: number;
}

export const ROUTES = ['home', 'playlist detail', 'unlock'] as const;
export const REPLICA_ROUTES = ['home', 'playlist detail'] as const;

export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
export const ratio = (a: number, b: number) => (b > 0 ? round(a / b) : null);

/** CPU ms per answered request of each part in one run. */
export function perRequest(cpuSec: CpuSplit, requests: number): ClusterRun['cpuMsPerRequest'] {
  const ms = (seconds: number) => round((seconds * 1000) / Math.max(1, requests), 4);
  return {
    nodes: ms(cpuSec.nodesTotal),
    postgres: ms(cpuSec.postgresTotal),
    primary: ms(cpuSec.primary),
    standby: ms(cpuSec.standby),
    haproxy: ms(cpuSec.haproxy),
  };
}

function find(runs: ClusterRun[], route: string, servers: number, replica: boolean): ClusterRun {
  const run = runs.find((r) => r.route === route && r.servers === servers && r.replica === replica);
  if (!run) throw new Error(`no run of ${route} with ${servers} servers${replica ? ' + replica' : ''}`);
  return run;
}

function compare(subject: ClusterRun, base: ClusterRun) {
  return {
    reqPerSec: ratio(subject.requestsPerSec, base.requestsPerSec),
    p50: ratio(subject.latencyP50Ms, base.latencyP50Ms),
    p99: ratio(subject.latencyP99Ms, base.latencyP99Ms),
    nodeCpu: ratio(subject.cpuSec.nodesTotal, base.cpuSec.nodesTotal),
    postgresCpu: ratio(subject.cpuSec.postgresTotal, base.cpuSec.postgresTotal),
    nodeCpuPerRequest: ratio(subject.cpuMsPerRequest.nodes, base.cpuMsPerRequest.nodes),
    postgresCpuPerRequest: ratio(subject.cpuMsPerRequest.postgres, base.cpuMsPerRequest.postgres),
  };
}

/** Share (%) of the CPU all measured parts used in a run that went to each of them. */
function shares(run: ClusterRun) {
  const { nodesTotal, postgresTotal, haproxy, redis, loadGenerator } = run.cpuSec;
  const total = nodesTotal + postgresTotal + haproxy + redis + loadGenerator;
  const pct = (value: number) => (total > 0 ? Math.round((value / total) * 100) : 0);
  return {
    nodes: pct(nodesTotal),
    postgres: pct(postgresTotal),
    haproxy: pct(haproxy),
    redis: pct(redis),
    loadGenerator: pct(loadGenerator),
  };
}

export function summarise(runs: ClusterRun[]) {
  const scalingVs1Server = Object.fromEntries(
    ROUTES.map((route) => [
      route,
      Object.fromEntries(
        [1, 2, 3].map((servers) => [
          `${servers}vs1`,
          compare(find(runs, route, servers, false), find(runs, route, 1, false)),
        ]),
      ),
    ]),
  );
  const replicaVs3ServersPrimaryOnly = Object.fromEntries(
    REPLICA_ROUTES.map((route) => {
      const subject = find(runs, route, 3, true);
      return [
        route,
        {
          ...compare(subject, find(runs, route, 3, false)),
          standbyShareOfPostgresCpu: ratio(subject.cpuSec.standby, subject.cpuSec.postgresTotal),
        },
      ];
    }),
  );
  const cpuMsPerRequest = Object.fromEntries(
    ROUTES.map((route) => {
      const primaryOnly = runs.filter((r) => r.route === route && !r.replica);
      const nodes = primaryOnly.map((r) => r.cpuMsPerRequest.nodes);
      const postgres = primaryOnly.map((r) => r.cpuMsPerRequest.postgres);
      const one = find(runs, route, 1, false);
      return [
        route,
        {
          // One server: the least oversubscribed run, the closest to a server with its own core.
          nodeMsPerRequest: one.cpuMsPerRequest.nodes,
          nodeMsPerRequestRange: [Math.min(...nodes), Math.max(...nodes)],
          postgresMsPerRequest: one.cpuMsPerRequest.postgres,
          postgresMsPerRequestRange: [Math.min(...postgres), Math.max(...postgres)],
          /** Of the PostgreSQL figure: the standby replaying the primary's WAL. */
          standbyMsPerRequest: one.cpuMsPerRequest.standby,
          haproxyMsPerRequest: one.cpuMsPerRequest.haproxy,
          cpuSharePercent1Server: shares(one),
          byRun: runs
            .filter((r) => r.route === route)
            .map((r) => ({ servers: r.servers, replica: r.replica, ...r.cpuMsPerRequest })),
        },
      ];
    }),
  );
  return { ratios: { scalingVs1Server, replicaVs3ServersPrimaryOnly }, cpuMsPerRequest };
}

/** The short reading of the figures that goes with them into the results file. */
export function clusterNotes(input: {
  machine: { nproc: number; model: string; loadAverageBefore: number[] };
  runs: ClusterRun[];
  idle: IdleReading[];
  unlockChecks: UnlockCheck[];
  ledgerCheck: { exitCode: number | null };
}): string {
  const { ratios, cpuMsPerRequest: cost } = summarise(input.runs);
  const scaling = ratios.scalingVs1Server;
  const x = (value: number | null | undefined) => `${value ?? '?'}×`;
  const each = (pick: (route: (typeof ROUTES)[number]) => string) =>
    ROUTES.map((route) => `${route} ${pick(route)}`).join(', ');
  const lastCheck = input.unlockChecks.at(-1);
  const failed = input.runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  const redisMax = Math.max(...input.runs.map((run) => run.cpuSec.redis));
  const idle3 = input.idle.find((entry) => entry.setting === '3 servers');
  const replica = Object.entries(ratios.replicaVs3ServersPrimaryOnly)
    .map(
      ([route, r]) =>
        `${route} ${x(r.reqPerSec)} req/s with the standby taking ${Math.round((r.standbyShareOfPostgresCpu ?? 0) * 100)} % of the PostgreSQL CPU`,
    )
    .join('; ');
  return [
    `${input.machine.nproc} cores (${input.machine.model}), load average ${input.machine.loadAverageBefore[0]?.toFixed(1)} before the run: other work shares the machine.`,
    'The servers, PostgreSQL (primary and standby), HAProxy, Redis and the load generator all share these cores, so adding servers adds no CPU: req/s ratios near or below 1 are expected, and no run here shows what one server can do on a core of its own.',
    `req/s, 3 vs 1 server: ${each((route) => x(scaling[route]?.['3vs1']?.reqPerSec))}.`,
    `The one part the servers share does the same work per request however many there are: PostgreSQL CPU per request, 3 vs 1 server, ${(['playlist detail', 'unlock'] as const).map((route) => `${route} ${x(scaling[route]?.['3vs1']?.postgresCpuPerRequest)}`).join(', ')} (home reuses its answer and spends ${cost.home!.postgresMsPerRequest} ms of PostgreSQL per request, too little for a ratio); Redis, the other shared part, used at most ${redisMax} CPU s in a run. Errors or non-2xx answers over all runs: ${failed}.`,
    `Node CPU per request grows with the number of node processes (3 vs 1: ${each((route) => x(scaling[route]?.['3vs1']?.nodeCpuPerRequest))}): three processes time-sharing two cores with everything else (more context switches, less work per event-loop wake-up, three JITs to warm), not waiting on each other; so the 1-server figures below are the ones to plan with, the range is what oversubscription costs.`,
    `CPU per request on 1 server (range over 1–3 servers): ${ROUTES.map((route) => {
      const c = cost[route]!;
      return `${route} ${c.nodeMsPerRequest} ms node (${c.nodeMsPerRequestRange.join('–')}) + ${c.postgresMsPerRequest} ms PostgreSQL (${c.postgresMsPerRequestRange.join('–')}, of which ${c.standbyMsPerRequest} ms the standby replaying WAL) + ${c.haproxyMsPerRequest} ms HAProxy`;
    }).join('; ')}.`,
    `Where the time goes on 1 server (share of the measured CPU): ${ROUTES.map((route) => {
      const s = cost[route]!.cpuSharePercent1Server;
      return `${route} node ${s.nodes} %, PostgreSQL ${s.postgres} %, HAProxy ${s.haproxy} %, load generator ${s.loadGenerator} %`;
    }).join('; ')}.`,
    `Replica, 3 servers, against 3 servers on the primary alone: ${replica}. The reads move to the standby as intended; on one machine the standby competes for the same cores, so this shows where the reads go, not a gain.`,
    `With no load the 3 servers burn ${idle3?.cpuSecPerSec.nodesTotal ?? '?'} CPU s/s between them.`,
    `Unlocks: ${lastCheck?.purchaseRows} purchases, ${lastCheck?.lost} lost, ${lastCheck?.duplicated} duplicated, every check ${input.unlockChecks.every((check) => check.exact) ? 'exact' : 'NOT exact'}; ledger:check exit ${input.ledgerCheck.exitCode}.`,
  ].join(' ');
}
