import type { JobSystem } from '#api/jobs/job-system';
import { type PublishDemoDeps, publishDemoMedia } from './demo-hls.ts';
import { createDemoMediaProgress } from './demo-progress.ts';

/** The queue of demo publishing runs (ADR 028's job system, ADR 063). */
export const DEMO_MEDIA_QUEUE = 'demo-media';
/** Runs after the first before the job gives up until the next start (about 10 minutes of backoff at 5 s). */
export const DEMO_MEDIA_RETRIES = 6;
/** pg-boss's backoff: the n-th retry waits this × 2^(n-1) to twice that, seconds. */
export const DEMO_MEDIA_RETRY_DELAY_SEC = 5;

export interface DemoPublishing {
  /** Sends a publishing run (after the site answers, ADR 026); the declared handler takes it. */
  begin(): Promise<void>;
  /**
   * The server stops: the run in flight stops its transcodes and says in one line that the next
   * start publishes the rest. Resolves once it has.
   */
  stop(): Promise<void>;
}

/**
 * Declares the demo publishing queue on the job system (before it starts), worked in this
 * process. A run is one pass over every unpublished demo episode (publishDemoMedia, idempotent);
 * when an episode fails, the run fails after the others are done and pg-boss runs it again with
 * a growing wait, for the ones still unpublished, up to DEMO_MEDIA_RETRIES times. The progress
 * (and so /api/live/health) names the failed episodes and the last error meanwhile. A run that
 * is stopped by the server stopping ends normally: the next start sends a new one.
 */
export function declareDemoPublishing(
  deps: Omit<PublishDemoDeps, 'signal'> & {
    jobs: JobSystem;
    retryLimit?: number;
    retryDelaySec?: number;
    pollingIntervalSeconds?: number;
  },
): DemoPublishing {
  const progress = deps.progress ?? createDemoMediaProgress();
  const stop = new AbortController();
  let begin: () => void = () => {};
  /** Runs wait for begin() (a run left queued by an earlier start must not compete with the start-up). */
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  let running: Promise<unknown> = Promise.resolve();
  const retryLimit = deps.retryLimit ?? DEMO_MEDIA_RETRIES;
  const retryDelaySec = deps.retryDelaySec ?? DEMO_MEDIA_RETRY_DELAY_SEC;

  deps.jobs.queue<Record<string, never>>({
    name: DEMO_MEDIA_QUEUE,
    // `short`: at most one run waits; one left by an earlier start is the one that runs.
    options: {
      policy: 'short',
      retryLimit,
      retryDelay: retryDelaySec,
      retryBackoff: true,
      expireInSeconds: 4 * 3600,
    },
    ...(deps.pollingIntervalSeconds ? { pollingIntervalSeconds: deps.pollingIntervalSeconds } : {}),
    handler: async (job) => {
      await begun;
      if (stop.signal.aborted) return;
      // An episode failing in this run is tried again unless this is the job's last run.
      progress.retrying = job.retryCount < job.retryLimit;
      const pass = publishDemoMedia({ ...deps, progress, signal: stop.signal });
      running = pass.catch(() => {});
      const result = await pass;
      if (result.stopped || result.failed.length === 0) return;
      const episodes = result.failed.map((failure) => failure.contentId).join(', ');
      const last = !progress.retrying;
      deps.log(
        last
          ? `demo media: episodes ${episodes} not published after ${job.retryCount + 1} runs; the next start tries again`
          : `demo media: episodes ${episodes} not published; trying again in about ${retryDelaySec * 2 ** job.retryCount} s (run ${job.retryCount + 2} of ${job.retryLimit + 1})`,
      );
      // The job fails, so the job system runs it again after its backoff.
      throw new Error(`demo episodes ${episodes} not published: ${progress.lastError ?? ''}`);
    },
  });

  return {
    async begin() {
      begin();
      await deps.jobs.send(DEMO_MEDIA_QUEUE, {});
    },
    async stop() {
      stop.abort();
      begin();
      await running;
    },
  };
}
