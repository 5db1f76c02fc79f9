import type pg from 'pg';
import PgBoss from 'pg-boss';
import { log } from '#api/observability/logger';
import { jobDuration } from '#api/observability/metrics';
import { currentReqId, withReqId } from '#api/observability/request-scope';

/**
 * The one job system (ADR 028): pg-boss on PostgreSQL, in its own `pgboss` schema, one instance
 * per process. Queued work (transcodes) and periodic jobs (renewals, expiries) are both pg-boss
 * queues: a queued job is taken by one process, and a periodic job is sent once per cron tick
 * for the whole cluster (pg-boss's cron monitor takes a database-wide turn and sends each
 * schedule with a one-minute singleton key), so N servers run each tick once.
 */

export interface QueueDefinition<T extends object> {
  name: string;
  /** pg-boss queue settings: policy, retries, expiry. */
  options: Omit<PgBoss.Queue, 'name'>;
  /** Worked in this process when given; a process that only sends leaves it out. */
  handler?: (job: PgBoss.JobWithMetadata<T>) => Promise<void>;
  /** How often this process asks for a job (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
}

/** A job the cluster runs once per tick of `cron` (minute resolution, Seoul time). */
export interface PeriodicJob {
  name: string;
  cron: string;
  run: () => Promise<void>;
}

export interface JobSystem {
  /** Declares a queue before start(): created on start, and worked here when it has a handler. */
  queue<T extends object>(definition: QueueDefinition<T>): void;
  /**
   * Declares a periodic job before start(): its schedule is written on start, and this process
   * takes its ticks (one tick at a time; at most one more waits, the rest are dropped).
   */
  periodic(job: PeriodicJob): void;
  send<T extends object>(name: string, data: T): Promise<void>;
  /**
   * Sends a job that is not taken before `startAfter`; with `singletonKey`, a second send of the
   * same key while the first waits is dropped (pg-boss singleton), so re-scheduling is safe.
   */
  sendAt<T extends object>(name: string, data: T, startAfter: Date, singletonKey?: string): Promise<void>;
  /** Jobs waiting (created, retry) and running (active) by queue, for the metrics scrape. */
  depths(): Promise<Array<{ queue: string; state: string; count: number }>>;
  /** The periodic jobs declared here, for the registry's tests and the start-up log. */
  periodicJobs(): readonly PeriodicJob[];
  start(): Promise<void>;
  /** Stops taking jobs and waits for the ones running here (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export const JOB_SCHEMA = 'pgboss';
/** The advisory lock under which a process declares its queues and schedules. */
const SETUP_LOCK = 'sogon job system setup';

async function oneAtATime(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [SETUP_LOCK]);
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
export const JOB_TIME_ZONE = 'Asia/Seoul';

/**
 * Runs one job as part of the request that enqueued it (its id in the logs and in what it
 * enqueues), timed into sogon_job_duration_seconds by queue and outcome.
 */
async function runJob(queue: string, job: { id?: string; data?: unknown }, run: () => Promise<void>) {
  const reqId = (job.data as { reqId?: unknown } | undefined)?.reqId;
  const fields = { queue, jobId: job.id, ...(typeof reqId === 'string' ? { reqId } : {}) };
  await withReqId(fields.reqId, async () => {
    // A job a request enqueued is worth a line; the periodic ticks only when debugging.
    if (fields.reqId) log().info(fields, 'job started');
    else log().debug(fields, 'job started');
    const end = jobDuration.startTimer({ queue });
    try {
      await run();
      end({ outcome: 'completed' });
    } catch (error) {
      end({ outcome: 'failed' });
      log().warn({ ...fields, err: error }, 'job failed');
      throw error;
    }
  });
}

export function createJobSystem(deps: {
  pool: pg.Pool;
  onError?: (error: unknown) => void;
  /** How often the cron monitor looks at the schedules and sent ticks are picked up (seconds). */
  cronIntervalSeconds?: number;
}): JobSystem {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.pool.query(text, values) },
    schema: JOB_SCHEMA,
    schedule: true,
    ...(deps.cronIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: deps.cronIntervalSeconds,
          cronWorkerIntervalSeconds: deps.cronIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => deps.onError?.(error));
  const queues: QueueDefinition<object>[] = [];
  const periodic: PeriodicJob[] = [];
  let started: Promise<void> | null = null;

  async function start(): Promise<void> {
    await boss.start();
    // Servers starting together would deadlock creating the same queues' tables: one at a time.
    await oneAtATime(deps.pool, async () => {
      for (const queue of queues) {
        await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
      }
      for (const job of periodic) {
        // stately: one tick runs while at most one more waits; a tick is not retried (the next comes).
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'stately',
          retryLimit: 0,
          expireInSeconds: 3600,
        });
        await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
      }
    });
    for (const queue of queues) {
      const handler = queue.handler;
      if (!handler) continue;
      await boss.work<object>(
        queue.name,
        { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          if (job) await runJob(queue.name, job, () => handler(job));
        },
      );
    }
    for (const job of periodic) {
      await boss.work(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: deps.cronIntervalSeconds ?? 5 },
        ([tick]) => runJob(job.name, tick ?? {}, job.run),
      );
    }
  }

  function declare(): void {
    if (started) throw new Error('jobs must be declared before the job system starts');
  }

  return {
    queue(definition) {
      declare();
      queues.push(definition as QueueDefinition<object>);
    },
    periodic(job) {
      declare();
      periodic.push(job);
    },
    periodicJobs: () => periodic,
    async depths() {
      const { rows } = await deps.pool.query<{ queue: string; state: string; count: number }>(
        `select name as queue, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job
          where state in ('created', 'retry', 'active') group by name, state`,
      );
      return rows;
    },
    async send(name, data) {
      await this.start();
      // Sent while serving a request: the job carries its id (runJob logs with it).
      const reqId = currentReqId();
      await boss.send(name, reqId ? { ...data, reqId } : data);
    },
    async sendAt(name, data, startAfter, singletonKey) {
      await this.start();
      const reqId = currentReqId();
      await boss.send(name, reqId ? { ...data, reqId } : data, {
        startAfter,
        ...(singletonKey ? { singletonKey } : {}),
      });
    },
    start() {
      started ??= start();
      return started;
    },
    async stop(timeoutMs = 30_000) {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
    },
  };
}
