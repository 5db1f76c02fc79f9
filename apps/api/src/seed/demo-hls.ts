import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '@sogon/media';
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import { audiotoonFrames, contentCaptions, contentMedia, contents, playlists } from '#api/db/schema/index';
import type { MediaRoots } from '#api/media/roots';
import type { MediaPipeline } from '#api/modules/media/pipeline';
import { DEMO_TOON_SCRIPT } from './demo-data.ts';

/** Seconds between audio-toon images in the demo. */
const FRAME_EVERY_SEC = 10;
const FRAME_COLOURS = ['0x2b2459', '0x5b3f8c', '0x1f4e79', '0x7a3e5c', '0x2e6b5e', '0x8a5a2b'];

/**
 * Runs every demo episode through the real media pipeline (probe → HLS ladder → loudness →
 * waveform → publish), two at a time, and gives the audio-toon episodes their images and
 * script. Idempotent: only episodes without a published package are processed, so an
 * interrupted first start resumes where it stopped.
 */
export async function publishDemoMedia(deps: {
  db: Db;
  roots: MediaRoots;
  storage: ObjectStorage;
  pipeline: MediaPipeline;
  log: (line: string) => void;
}) {
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
  if (pending.length === 0) return;
  const startedAt = Date.now();
  deps.log(`publishing ${pending.length} demo episodes through the media pipeline (HLS)…`);
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const episode = pending[next++]!;
      if (episode.mediaType === 'audiotoon') await addDemoFrames(deps, episode.id, episode.durationSec);
      const job = await deps.pipeline.ingestNow({
        contentId: episode.id,
        createdBy: null,
        localPath: path.join(deps.roots.private, episode.mediaKey),
        filename: episode.mediaKey,
      });
      if (job.status !== 'done') throw new Error(`demo episode ${episode.id}: ${job.error}`);
    }
  };
  await Promise.all([worker(), worker()]);
  deps.log(`demo media published in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
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
      await runFfmpeg(
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `gradients=s=960x1280:c0=${colour}:c1=${accent}:x0=0:y0=0:x1=960:y1=1280:seed=${contentId * 31 + seq}`,
          '-frames:v',
          '1',
          '-q:v',
          '4',
          '-y',
          file,
        ],
        { timeoutMs: 30_000 },
      );
      const imageKey = `frames/${contentId}/${seq}.jpg`;
      await deps.storage.putFile(imageKey, file, { contentType: 'image/jpeg' });
      frames.push({
        contentId,
        seq,
        atMs: seq * FRAME_EVERY_SEC * 1000,
        imageKey,
        width: 960,
        height: 1280,
        alt: `${episode?.playlistTitle ?? ''} ${episode?.title ?? ''} ${seq + 1}번째 장면`.trim(),
      });
    }
    const script = DEMO_TOON_SCRIPT.slice(0, Math.max(1, Math.floor(durationSec / 5)));
    await deps.db.transaction(async (tx) => {
      await tx.delete(audiotoonFrames).where(eq(audiotoonFrames.contentId, contentId));
      await tx.insert(audiotoonFrames).values(frames);
      await tx.delete(contentCaptions).where(eq(contentCaptions.contentId, contentId));
      if (script.length > 0) {
        await tx.insert(contentCaptions).values(
          script.map((text, seq) => ({
            contentId,
            seq,
            startMs: seq * 5000,
            endMs: Math.min(durationSec * 1000, seq * 5000 + 4500),
            text,
          })),
        );
      }
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
