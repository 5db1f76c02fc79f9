import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as streamPipeline } from 'node:stream/promises';
import { type MediaRejection, mediaTexts } from '@sogon/contract/messages/media';
import {
  attachedPictureArgs,
  FfmpegError,
  hasAttachedPicture,
  isTransientToolFailure,
  probe,
  runFfmpeg,
  transcodeToHls,
  validateMedia,
  videoCoverArgs,
} from '@sogon/media';
import { contentTypeOfKey } from '#api/adapters/storage/content-types';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import { openToEveryone } from '#api/modules/access';
import * as metrics from '#api/observability/metrics';
import type { Enqueue, MediaPipeline, SubmitInput } from './pipeline-types.ts';
import { writePreviewPackage } from './preview-package.ts';
import { type ContentMediaRow, type MediaRepository, toMediaJob } from './repository.ts';

/** Segment length: short segments start playback sooner; 4 s keeps the request count sane. */
export const SEGMENT_SEC = 4;
/** A run is tried this many times (the first and the queue's retries) before it is failed. */
export const MAX_ATTEMPTS = 3;
/** An upload's probe is tried this many times when ffprobe times out or crashes. */
export const PROBE_ATTEMPTS = 3;
const PROBE_TIMEOUT_MS = 60_000;

export type { Enqueue, MediaPipeline, SubmitInput } from './pipeline-types.ts';

/** A package's storage prefix: one per job, so a retry overwrites its own files and nothing else. */
export function packagePrefix(contentId: number, jobId: number): string {
  return `hls/${contentId}/j${jobId}`;
}

/** Where a package's preview lives when it is published with it (inside the package, deleted with it). */
export function previewPrefixOf(prefix: string): string {
  return `${prefix}/preview`;
}

async function readLocal(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function safeExtension(filename: string): string {
  const ext = path.extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(ext) ? ext : '';
}

export function createMediaPipeline(deps: {
  media: MediaRepository;
  storage: ObjectStorage;
  /** Scratch space for downloads and packages being built. */
  workDir: string;
  /** The public store (served at /media/): covers taken from uploads go to `covers/`. */
  publicStorage?: ObjectStorage;
  enqueue: Enqueue;
  log?: (line: string) => void;
  /** An episode went live (or its media changed): caches of catalog answers drop their copies. */
  published?: () => void;
}): MediaPipeline {
  const { media, storage } = deps;
  /** Previews being built by this process, per content and package version. */
  const building = new Map<string, Promise<ContentMediaRow | null>>();

  async function readObject(key: string): Promise<Buffer | null> {
    const object = await storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * Builds the preview of a package published without one, beside it under a name of its own
   * (`{prefix}/preview-{random}`), and records it only if the package is still the published one
   * and nobody recorded a preview first; otherwise its files are removed again.
   */
  async function buildPreviewLater(row: ContentMediaRow): Promise<ContentMediaRow | null> {
    if (row.encrypted && !row.aesKey) throw new Error(`content ${row.contentId}: encrypted without a key`);
    await mkdir(deps.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(deps.workDir, `preview-${row.contentId}-`));
    const target = `${row.prefix}/preview-${randomBytes(6).toString('hex')}`;
    try {
      const built = await writePreviewPackage({
        read: (name) => readObject(`${row.prefix}/${name}`),
        renditions: row.renditions.map((r) => r.name),
        aesKey: row.encrypted ? row.aesKey : null,
        durationMs: row.durationMs,
        segmentSec: row.segmentSec,
        segmentCount: row.segmentCount,
        outDir: dir,
      });
      if (built.ms > 0) await storage.putDirectory(target, dir, contentTypeOfKey);
      const recorded = await media.setPreview(row.contentId, row.version, {
        previewKey: built.key,
        previewPrefix: built.ms > 0 ? target : null,
        previewMs: built.ms,
      });
      if (recorded) {
        deps.log?.(`media: content ${row.contentId} got its own preview (${built.ms} ms)`);
        return recorded;
      }
      if (built.ms > 0) await storage.deletePrefix(target).catch(() => {});
      return media.packageOf(row.contentId);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function download(sourceKey: string, file: string): Promise<void> {
    const object = await storage.get(sourceKey);
    if (!object) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: mediaTexts.sourceMissing });
    await streamPipeline(object.body, createWriteStream(file));
  }

  /**
   * A cover for an episode that has none: a video frame at 10 % of the duration, or the
   * picture embedded in an audio file. Public (covers are shown in lists), one file per job.
   */
  async function takeCover(
    source: string,
    probed: Awaited<ReturnType<typeof probe>>,
    durationMs: number,
    jobId: number,
    work: string,
  ): Promise<string | null> {
    if (!deps.publicStorage) return null;
    const isVideo = Boolean(probed.video) && !hasAttachedPicture(probed);
    if (!isVideo && !hasAttachedPicture(probed)) return null;
    const name = `covers/episodes/j${jobId}.jpg`;
    const output = path.join(work, 'cover.jpg');
    const args = isVideo
      ? videoCoverArgs({ input: source, output, durationSec: durationMs / 1000 })
      : attachedPictureArgs({ input: source, output });
    try {
      await runFfmpeg(args, { timeoutMs: 60_000 });
    } catch {
      // A cover is a nicety: the playlist's cover stands in.
      return null;
    }
    await deps.publicStorage.putFile(name, output, { contentType: 'image/jpeg' });
    return `/media/${name}`;
  }

  /**
   * ffprobe's view of an upload, or null (with ffprobe's verdict) when ffprobe read it and
   * found no media. A run that timed out or crashed says nothing about the file: it is tried
   * again, then refused as unavailable (503), never as "not media".
   */
  async function probeUpload(
    file: string,
    contentId: number,
  ): Promise<{ probed: Awaited<ReturnType<typeof probe>> | null; verdict?: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { probed: await probe(file, { timeoutMs: PROBE_TIMEOUT_MS }) };
      } catch (error) {
        if (!isTransientToolFailure(error)) return { probed: null, verdict: error };
        deps.log?.(
          `media: probe of the upload for content ${contentId} failed (attempt ${attempt}/${PROBE_ATTEMPTS}): ${(error as Error).message}`,
        );
        if (attempt >= PROBE_ATTEMPTS) {
          throw new AppError('ERROR_SERVICE_UNAVAILABLE', {
            detail: mediaTexts.probeUnavailable,
            reason: 'media-tool-failed',
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  async function accept(
    { contentId, createdBy, localPath, filename }: SubmitInput,
    mode: { keepLocal: boolean; queue: boolean },
  ) {
    try {
      const found = await media.anyEpisode(contentId);
      if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      const { size } = await stat(localPath);
      const { probed, verdict: probeVerdict } = await probeUpload(localPath, contentId);
      const verdict = validateMedia(probed, { sizeBytes: size });
      if (!verdict.ok) {
        // ffprobe's own words stay with the error for the logs (and the demo's health answer).
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          detail: mediaTexts.rejected[verdict.reason as MediaRejection],
          ...(probeVerdict ? { cause: probeVerdict } : {}),
        });
      }
      const sourceKey = `sources/${contentId}/${randomUUID()}${safeExtension(filename)}`;
      await storage.putFile(sourceKey, localPath, { contentType: 'application/octet-stream' });
      const job = await media.insertJob({ contentId, createdBy, sourceKey });
      if (mode.queue) await deps.enqueue(job.id);
      return job;
    } finally {
      if (!mode.keepLocal) await rm(localPath, { force: true });
    }
  }

  const pipeline: MediaPipeline = {
    async submit(input) {
      return toMediaJob(await accept(input, { keepLocal: false, queue: true }));
    },

    async ingestNow(input, options = {}) {
      const job = await accept(input, { keepLocal: true, queue: false });
      await pipeline.process(job.id, {
        finalAttempt: true,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return toMediaJob((await media.job(job.id))!);
    },

    async retry(jobId) {
      const job = await media.requeue(jobId);
      if (!job) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: mediaTexts.notFailed });
      await deps.enqueue(job.id);
      return toMediaJob(job);
    },

    async latestJob(contentId) {
      const job = await media.latestJob(contentId);
      return job ? toMediaJob(job) : null;
    },

    async process(jobId, options = {}) {
      const job = await media.startJob(jobId);
      if (!job) return;
      const found = await media.anyEpisode(job.contentId);
      if (!found) return;
      await mkdir(deps.workDir, { recursive: true });
      const work = await mkdtemp(path.join(deps.workDir, `job-${jobId}-`));
      try {
        const source = path.join(work, `source${safeExtension(job.sourceKey)}`);
        await download(job.sourceKey, source);
        const probed = await probe(source);
        // Free, non-adult episodes are public files; everything else is encrypted and keyed.
        const encrypted = !openToEveryone(found);
        const aesKey = encrypted ? randomBytes(16) : null;
        const outDir = path.join(work, 'hls');
        let lastReport = 0;
        const result = await transcodeToHls({
          input: source,
          outDir,
          probe: probed,
          segmentSec: SEGMENT_SEC,
          ...(aesKey
            ? { encrypt: { key: aesKey, keyUri: '../key', ivHex: randomBytes(16).toString('hex') } }
            : {}),
          ...(options.signal ? { signal: options.signal } : {}),
          onProgress: (fraction: number) => {
            const now = Date.now();
            if (now - lastReport < 1000) return;
            lastReport = now;
            void media.reportProgress(jobId, fraction * 0.9).catch(() => {});
          },
        });
        const coverImg = found.content.coverImg
          ? null
          : await takeCover(source, probed, result.durationMs, jobId, work);
        // The free preview is a package of its own with its own key (preview-package.ts).
        const previewDir = path.join(work, 'preview');
        const preview = await writePreviewPackage({
          read: (name) => readLocal(path.join(outDir, name)),
          renditions: result.renditions.map((r) => r.name),
          aesKey,
          durationMs: result.durationMs,
          segmentSec: result.segmentSec,
          segmentCount: result.segmentCount,
          outDir: previewDir,
        });
        const prefix = packagePrefix(job.contentId, jobId);
        await storage.deletePrefix(prefix);
        await storage.putDirectory(prefix, outDir, contentTypeOfKey);
        if (preview.ms > 0) await storage.putDirectory(previewPrefixOf(prefix), previewDir, contentTypeOfKey);
        const replaced = await media.publish(jobId, coverImg, {
          contentId: job.contentId,
          version: jobId,
          prefix,
          kind: result.width ? 'video' : 'audio',
          encrypted,
          aesKey,
          previewKey: preview.key,
          previewPrefix: preview.ms > 0 ? previewPrefixOf(prefix) : null,
          previewMs: preview.ms,
          durationMs: result.durationMs,
          segmentSec: result.segmentSec,
          segmentCount: result.segmentCount,
          renditions: result.renditions.map((r) => ({
            name: r.name,
            bandwidth: r.bandwidth,
            codecs: r.codecs,
            ...(r.width ? { width: r.width } : {}),
            ...(r.height ? { height: r.height } : {}),
          })),
          loudnessLufs: result.loudness?.integratedLufs ?? null,
          truePeakDb: result.loudness?.truePeakDb ?? null,
          loudnessRange: result.loudness?.loudnessRange ?? null,
          peaks: result.peaks,
          width: result.width ?? null,
          height: result.height ?? null,
        });
        deps.published?.();
        if (replaced) await storage.deletePrefix(replaced).catch(() => {});
        metrics.transcodes.inc({ outcome: 'published' });
        deps.log?.(`media: content ${job.contentId} published (job ${jobId})`);
      } catch (error) {
        const final = options.finalAttempt ?? job.attempts >= MAX_ATTEMPTS;
        const detail =
          error instanceof FfmpegError
            ? `${error.message}\n${error.stderrTail}`
            : String((error as Error)?.stack ?? error);
        const message =
          error instanceof AppError && error.detail
            ? String(error.detail)
            : final
              ? mediaTexts.failed
              : mediaTexts.retrying;
        await media.failJob(jobId, { error: message, errorDetail: detail, final });
        metrics.transcodes.inc({ outcome: final ? 'failed' : 'retrying' });
        throw error;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },

    async ensurePreview(contentId) {
      const row = await media.packageOf(contentId);
      if (!row || row.previewMs !== null) return row;
      const key = `${contentId}:${row.version}`;
      let pending = building.get(key);
      if (!pending) {
        pending = buildPreviewLater(row).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },

    async backfillPreviews() {
      let built = 0;
      let failed = 0;
      for (const contentId of await media.withoutPreview()) {
        try {
          const row = await pipeline.ensurePreview(contentId);
          if (row?.previewMs !== null && row?.previewMs !== undefined) built += 1;
        } catch (error) {
          failed += 1;
          deps.log?.(`media: the preview of content ${contentId} was not built: ${(error as Error).message}`);
        }
      }
      return { built, failed };
    },
  };
  return pipeline;
}
