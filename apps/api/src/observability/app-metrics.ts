import type pg from 'pg';
import client from 'prom-client';
import type { JobSystem } from '#api/jobs/job-system';
import { registry } from './metrics.ts';

/**
 * The gauges of one composed app, read when Prometheus scrapes: its pools' connections and its
 * job queues' depth. The answer joins them to the process's counters and histograms.
 */
export function createAppMetrics(deps: { pools: Record<string, pg.Pool>; jobs: JobSystem }) {
  const own = new client.Registry();
  const pools = Object.entries(deps.pools);
  new client.Gauge({
    name: 'sogon_db_pool_connections',
    help: 'Pool connections by pool and state: total (open), idle, waiting (requests queued for one)',
    labelNames: ['pool', 'state'] as const,
    registers: [own],
    collect() {
      this.reset();
      for (const [name, pool] of pools) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new client.Gauge({
    name: 'sogon_job_queue_depth',
    help: 'Jobs by queue and state: created and retry wait, active run',
    labelNames: ['queue', 'state'] as const,
    registers: [own],
    async collect() {
      this.reset();
      // Before the job system's first start its tables may not exist: no depth to report.
      const depths = await deps.jobs.depths().catch(() => []);
      for (const { queue, state, count } of depths) this.set({ queue, state }, count);
    },
  });
  return {
    contentType: registry.contentType,
    /** The Prometheus text exposition: process metrics, then this app's gauges. */
    async exposition(): Promise<string> {
      return `${await registry.metrics()}\n${await own.metrics()}`;
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
