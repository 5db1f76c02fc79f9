import type pg from 'pg';
import PgBoss from 'pg-boss';
import { MAX_ATTEMPTS } from './pipeline.ts';

export const TRANSCODE_QUEUE = 'media-transcode';

export interface TranscodeQueue {
  start(): Promise<void>;
  enqueue(jobId: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The transcode queue on PostgreSQL (pg-boss, in its own `pgboss` schema). A job that fails is
 * retried by the queue up to MAX_ATTEMPTS runs; one whose worker died is retried when it
 * expires. With `work: false` this process only enqueues (a separate worker process runs them).
 */
export function createTranscodeQueue(deps: {
  pool: pg.Pool;
  process: (jobId: number, options: { finalAttempt: boolean }) => Promise<void>;
  work?: boolean;
  /** Poll interval of the worker (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  retryDelaySec?: number;
  onError?: (error: unknown) => void;
}): TranscodeQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.pool.query(text, values) },
    schema: 'pgboss',
    schedule: false,
  });
  boss.on('error', (error) => deps.onError?.(error));
  let started: Promise<void> | null = null;

  async function start(): Promise<void> {
    await boss.start();
    await boss.createQueue(TRANSCODE_QUEUE, {
      name: TRANSCODE_QUEUE,
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: deps.retryDelaySec ?? 10,
      retryBackoff: true,
      expireInSeconds: 4 * 3600,
    });
    if (deps.work ?? true) {
      await boss.work<{ jobId: number }>(
        TRANSCODE_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          await deps.process(job.data.jobId, { finalAttempt: job.retryCount >= job.retryLimit });
        },
      );
    }
  }

  return {
    start() {
      started ??= start();
      return started;
    },
    async enqueue(jobId) {
      await this.start();
      await boss.send(TRANSCODE_QUEUE, { jobId });
    },
    async stop() {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 30_000, wait: true, close: false });
    },
  };
}
