// What the media pipeline (pipeline.ts) offers and takes.
import type { TMediaJob } from '@sogon/contract/schemas/media';
import type { ContentMediaRow } from './repository.ts';

export interface MediaPipeline {
  /** Moves a finished upload (consumed) into storage as the episode's source and queues its transcode. */
  submit(input: SubmitInput): Promise<TMediaJob>;
  /**
   * The same as submit, but the file is kept and the job runs here and now instead of on the
   * queue (the demo seed on first start); throws when the transcode fails. `signal` stops the
   * transcode (the server stops; the job is left for a later run).
   */
  ingestNow(input: SubmitInput, options?: { signal?: AbortSignal }): Promise<TMediaJob>;
  /** Queues a failed job again (same source). */
  retry(jobId: number): Promise<TMediaJob>;
  latestJob(contentId: number): Promise<TMediaJob | null>;
  /** The worker body: transcode, store, publish. Safe to run again after an interruption. */
  process(jobId: number, options?: { signal?: AbortSignal; finalAttempt?: boolean }): Promise<void>;
  /**
   * The episode's published package with its preview, which is built now when the package has
   * none yet (published before previews had their own key); null when nothing is published.
   */
  ensurePreview(contentId: number): Promise<ContentMediaRow | null>;
  /**
   * Builds the preview of every encrypted package that has none (the start-up backfill of
   * packages published before previews had their own key). Idempotent; one failure is logged
   * and the rest go on.
   */
  backfillPreviews(): Promise<{ built: number; failed: number }>;
}

export interface SubmitInput {
  contentId: number;
  createdBy: number | null;
  localPath: string;
  filename: string;
}

/** Where the queue is: the pipeline only needs to hand it a job id. */
export type Enqueue = (jobId: number) => Promise<void>;
