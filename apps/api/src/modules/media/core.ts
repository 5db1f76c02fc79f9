import { selectMediaStores } from '#api/adapters/storage/select';
import type { AppSettings } from '#api/app/settings';
import type { Db } from '#api/db/client';
import type { JobSystem } from '#api/jobs/job-system';
import { createMediaPipeline } from './pipeline.ts';
import { createTranscodeQueue } from './queue.ts';
import { createMediaRepository } from './repository.ts';

/**
 * What the site, the studio and a transcode worker share about media: where objects live (the
 * package store and the public and private stores, built here once), the media rows, and the
 * pipeline with its queue. The worker builds only this (worker.ts).
 */
export function createMediaCore(deps: {
  db: Db;
  jobs: JobSystem;
  media: AppSettings['media'];
  /** An episode went live: every server drops its cached catalog answers. */
  published?: () => void;
}) {
  const { media } = deps;
  const stores = selectMediaStores(media.storage, media.roots);
  const storage = stores.objects;
  const repository = createMediaRepository(deps.db);
  // The queue calls the pipeline and the pipeline enqueues: tie the knot through a late binding.
  let pipeline: ReturnType<typeof createMediaPipeline> | null = null;
  const queue = createTranscodeQueue({
    jobs: deps.jobs,
    work: media.worker,
    pollingIntervalSeconds: media.pollSeconds,
    retryDelaySec: media.retryDelaySec,
    process: (jobId, run) => pipeline!.process(jobId, run),
  });
  pipeline = createMediaPipeline({
    media: repository,
    storage,
    workDir: media.roots.work,
    publicStorage: stores.public,
    enqueue: (jobId) => queue.enqueue(jobId),
    ...(deps.published ? { published: deps.published } : {}),
  });
  return {
    roots: media.roots,
    storage,
    publicStorage: stores.public,
    privateStorage: stores.private,
    /** Lets go of the stores' connections (S3) when the process stops. */
    closeStorage: stores.close,
    repository,
    pipeline,
    queue,
  };
}

export type MediaCore = ReturnType<typeof createMediaCore>;
