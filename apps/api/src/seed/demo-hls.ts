import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '@sogon/media';
import { and, asc, count, eq, ne, notExists, sql } from 'drizzle-orm';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import { audiotoonFrames, contentCaptions, contentMedia, contents, playlists } from '#api/db/schema/index';
import type { MediaRoots } from '#api/media/roots';
import type { MediaPipeline } from '#api/modules/media';
import { DEMO_TOON_SCRIPT } from './demo-data.ts';
import { demoFrameArgs, FRAME_HEIGHT, FRAME_WIDTH } from './demo-frame.ts';
import { type DemoMediaFailure, type DemoMediaProgress, oneLine } from './demo-progress.ts';
import { withTransientRetries } from './transient-retry.ts';

/** Seconds between audio-toon images in the demo. */
const FRAME_EVERY_SEC = 15;
/** Seconds each script line stays on screen. */
const LINE_SHOWN_SEC = 6;
const FRAME_COLOURS = ['0x2b2459', '0x5b3f8c', '0x1f4e79', '0x7a3e5c', '0x2e6b5e', '0x8a5a2b'];

export interface PublishDemoDeps {
  db: Db;
  roots: MediaRoots;
  storage: ObjectStorage;
  pipeline: MediaPipeline;
  log: (line: string) => void;
  /** Episodes in flight at once; the machine's core count by default. */
  concurrency?: number;
  /** Wait before retrying a transient failure; grows with each attempt. */
  retryDelayMs?: number;
  /** Kept up to date for the health answer. */
  progress?: DemoMediaProgress;
  /**
   * The server stops: no new episode is taken and the transcodes in flight are stopped; a later
   * start resumes the rest (an episode whose job was cut off runs that job again).
   */
  signal?: AbortSignal;
  /**
   * How long a failure waits to see whether the server is stopping (Ctrl-C reaches ffmpeg and
   * the server at the same moment: a tool killed by it is a stop, not a failure).
   */
  stopGraceMs?: number;
}

/** What one publishing pass did. */
export interface DemoPass {
  /** The server stopped it; the next start publishes the rest. */
  stopped: boolean;
  /** Episodes whose try failed in this pass (after the quick retries of a crashed tool). */
  failed: DemoMediaFailure[];
}

const STOP_GRACE_MS = 250;

/**
 * Runs every demo episode through the real media pipeline (probe → HLS ladder → loudness →
 * waveform → publish), one per core at a time, and gives the audio-toon episodes their images
 * and script. Idempotent: only episodes without a published package are processed, and one
 * whose job an interrupted start left behind resumes that job (same stored source) instead of
 * adding another. A media tool that times out or crashes is tried again at once; an episode
 * that still fails is recorded (progress.failed, one line in the log) and the others go on: the
 * job around this pass (demo-publish-job.ts) runs it again later for the failed ones.
 */
export async function publishDemoMedia(deps: PublishDemoDeps): Promise<DemoPass> {
  const pending = await deps.db
    .select({
      id: contents.id,
      mediaKey: contents.mediaKey,
      mediaType: contents.mediaType,
      durationSec: contents.durationSec,
    })
    .from(contents)
    .where(
      and(
        ne(contents.mediaKey, ''),
        notExists(
          deps.db.select({ one: sql`1` }).from(contentMedia).where(eq(contentMedia.contentId, contents.id)),
        ),
      ),
    )
    .orderBy(asc(contents.id));
  const total = (await deps.db.select({ n: count() }).from(contents).where(ne(contents.mediaKey, '')))[0]!.n;
  const progress = deps.progress;
  if (progress) Object.assign(progress, { published: total - pending.length, total });
  const failed: DemoMediaFailure[] = [];
  if (pending.length === 0) {
    if (progress) Object.assign(progress, { done: true, failed: [], retrying: false });
    return { stopped: false, failed };
  }
  const startedAt = Date.now();
  const concurrency = Math.max(1, deps.concurrency ?? os.availableParallelism());
  deps.log(
    `publishing ${pending.length} of ${total} demo episodes through the media pipeline (HLS, ${concurrency} at a time)…`,
  );
  let next = 0;
  let finished = total - pending.length;
  const worker = async () => {
    while (next < pending.length && !deps.signal?.aborted) {
      const episode = pending[next++]!;
      try {
        await withTransientRetries(() => publishEpisode(deps, episode), {
          what: `demo episode ${episode.id}`,
          log: deps.log,
          ...(deps.retryDelayMs === undefined ? {} : { delayMs: deps.retryDelayMs }),
          ...(deps.signal ? { signal: deps.signal } : {}),
        });
      } catch (error) {
        if (await stopping(deps.signal, deps.stopGraceMs ?? STOP_GRACE_MS)) break;
        const failure = { contentId: episode.id, error: oneLine(error) };
        failed.push(failure);
        if (progress) {
          progress.failed = [...progress.failed.filter((f) => f.contentId !== episode.id), failure];
          progress.lastError = `demo episode ${episode.id}: ${failure.error}`;
        }
        deps.log(`  demo episode ${episode.id} not published: ${failure.error}`);
        continue;
      }
      finished += 1;
      if (progress) {
        progress.published = finished;
        progress.failed = progress.failed.filter((f) => f.contentId !== episode.id);
      }
      deps.log(`  demo episodes ${finished}/${total}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
  if (deps.signal?.aborted) {
    deps.log(
      `demo media: stopped at ${finished}/${total} as the server stops; the next start publishes the rest`,
    );
    return { stopped: true, failed };
  }
  if (failed.length > 0) return { stopped: false, failed };
  if (progress) Object.assign(progress, { done: true, failed: [], retrying: false });
  deps.log(`demo media published in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return { stopped: false, failed };
}

/** Whether the server is stopping, given a moment to say so (see PublishDemoDeps.stopGraceMs). */
async function stopping(signal: AbortSignal | undefined, graceMs: number): Promise<boolean> {
  if (!signal) return false;
  if (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, graceMs));
  return signal.aborted;
}

async function publishEpisode(
  deps: PublishDemoDeps,
  episode: { id: number; mediaKey: string; mediaType: string; durationSec: number },
): Promise<void> {
  if (episode.mediaType === 'audiotoon') await addDemoFrames(deps, episode.id, episode.durationSec);
  const previous = await deps.pipeline.latestJob(episode.id);
  if (previous && previous.status !== 'done') {
    // An earlier start stored the source and stopped before publishing: run that job again.
    await deps.pipeline.process(previous.id, {
      finalAttempt: true,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
  } else {
    await deps.pipeline.ingestNow(
      {
        contentId: episode.id,
        createdBy: null,
        localPath: path.join(deps.roots.private, episode.mediaKey),
        filename: episode.mediaKey,
      },
      deps.signal ? { signal: deps.signal } : {},
    );
  }
  const job = await deps.pipeline.latestJob(episode.id);
  if (job?.status !== 'done') throw new Error(`demo episode ${episode.id}: ${job?.error ?? 'no job'}`);
}

/** Images every FRAME_EVERY_SEC seconds and a short script for one audio-toon episode. */
async function addDemoFrames(
  deps: { db: Db; storage: ObjectStorage },
  contentId: number,
  durationSec: number,
): Promise<void> {
  const [episode] = await deps.db
    .select({ title: contents.title, playlistTitle: playlists.title })
    .from(contents)
    .innerJoin(playlists, eq(playlists.id, contents.playlistId))
    .where(eq(contents.id, contentId));
  const count = Math.max(1, Math.ceil(Math.max(durationSec, 1) / FRAME_EVERY_SEC));
  const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-frames-'));
  try {
    const frames: (typeof audiotoonFrames.$inferInsert)[] = [];
    for (let seq = 0; seq < count; seq += 1) {
      const file = path.join(work, `${seq}.jpg`);
      const colour = FRAME_COLOURS[(contentId + seq) % FRAME_COLOURS.length]!;
      const accent = FRAME_COLOURS[(contentId + seq + 3) % FRAME_COLOURS.length]!;
      await runFfmpeg(demoFrameArgs({ colour, accent, seed: contentId * 31 + seq, output: file }), {
        timeoutMs: 60_000,
      });
      const imageKey = `frames/${contentId}/${seq}.jpg`;
      await deps.storage.putFile(imageKey, file, { contentType: 'image/jpeg' });
      frames.push({
        contentId,
        seq,
        atMs: seq * FRAME_EVERY_SEC * 1000,
        imageKey,
        width: FRAME_WIDTH,
        height: FRAME_HEIGHT,
        alt: `${episode?.playlistTitle ?? ''} ${episode?.title ?? ''} ${seq + 1}번째 장면`.trim(),
      });
    }
    // The script's lines spread over the whole episode, one every `every` seconds.
    const script = DEMO_TOON_SCRIPT.slice(0, Math.max(1, Math.floor(durationSec / LINE_SHOWN_SEC)));
    const everyMs = Math.floor((durationSec * 1000) / script.length);
    const shownMs = Math.min(LINE_SHOWN_SEC * 1000, everyMs - 500);
    await deps.db.transaction(async (tx) => {
      await tx.delete(audiotoonFrames).where(eq(audiotoonFrames.contentId, contentId));
      await tx.insert(audiotoonFrames).values(frames);
      await tx.delete(contentCaptions).where(eq(contentCaptions.contentId, contentId));
      if (script.length > 0) {
        await tx.insert(contentCaptions).values(
          script.map((text, seq) => ({
            contentId,
            seq,
            startMs: seq * everyMs,
            endMs: Math.min(durationSec * 1000, seq * everyMs + shownMs),
            text,
          })),
        );
      }
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
