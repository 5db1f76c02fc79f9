import type { JobSystem } from '#api/jobs/job-system';
import { MAX_ATTEMPTS } from './pipeline.ts';

export const TRANSCODE_QUEUE = 'media-transcode';

export interface TranscodeQueue {
  enqueue(jobId: number): Promise<void>;
}

/**
 * The transcode queue on the job system (ADR 028). A job that fails is retried by the queue up
 * to MAX_ATTEMPTS runs; one whose worker died is retried when it expires. With `work: false`
 * this process only enqueues (separate `npm run worker` processes run them).
 */
export function createTranscodeQueue(deps: {
  jobs: JobSystem;
  process: (jobId: number, options: { finalAttempt: boolean }) => Promise<void>;
  work: boolean;
  /** Poll interval of the worker (seconds, ≥ 0.5). */
  pollingIntervalSeconds: number;
  retryDelaySec: number;
}): TranscodeQueue {
  deps.jobs.queue<{ jobId: number }>({
    name: TRANSCODE_QUEUE,
    options: {
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: deps.retryDelaySec,
      retryBackoff: true,
      expireInSeconds: 4 * 3600,
    },
    pollingIntervalSeconds: deps.pollingIntervalSeconds,
    ...(deps.work
      ? {
          handler: (job) => deps.process(job.data.jobId, { finalAttempt: job.retryCount >= job.retryLimit }),
        }
      : {}),
  });
  return {
    async enqueue(jobId) {
      await deps.jobs.send(TRANSCODE_QUEUE, { jobId });
    },
  };
}
