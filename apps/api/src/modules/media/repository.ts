import type { TMediaJob } from '@sogon/contract/schemas/media';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  audiotoonFrames,
  channels,
  contentCaptions,
  contentMedia,
  contents,
  mediaJobs,
  playbackPositions,
  playlists,
} from '#api/db/schema/index';
import { adultAllowedSql, episodeOpenForSql, publishedAnyTimeSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

export type ContentMediaRow = typeof contentMedia.$inferSelect;
export type MediaJobRow = typeof mediaJobs.$inferSelect;

export function toMediaJob(row: MediaJobRow): TMediaJob {
  return {
    id: row.id,
    contentId: row.contentId,
    status: row.status,
    progress: row.progress,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createMediaRepository(db: Db) {
  return {
    /** A published episode with its playlist, channel and published package (if any). */
    async episode(contentId: number) {
      const [row] = await db
        .select({ content: contents, playlist: playlists, channel: channels, media: contentMedia })
        .from(contents)
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .leftJoin(contentMedia, eq(contentMedia.contentId, contents.id))
        .where(
          and(
            eq(contents.id, contentId),
            // The open time is the stream decision's (access/stream.ts): the owner and 선공개 members hear it early.
            publishedAnyTimeSql(contents),
            eq(playlists.status, 'published'),
          ),
        );
      return row ?? null;
    },

    /** Any episode regardless of status, for the pipeline. */
    async anyEpisode(contentId: number) {
      const [row] = await db
        .select({ content: contents, playlist: playlists, channel: channels })
        .from(contents)
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(eq(contents.id, contentId));
      return row ?? null;
    },

    /** The next episode open to the viewer at `at` (ADR 066), or null. */
    async nextEpisode(playlistId: number, episodeNo: number, viewer: Viewer, at: Date) {
      const [row] = await db
        .select({ id: contents.id, title: contents.title })
        .from(contents)
        .where(
          and(
            eq(contents.playlistId, playlistId),
            episodeOpenForSql(viewer.userId, at, contents),
            gt(contents.episodeNo, episodeNo),
            adultAllowedSql(viewer, contents),
          ),
        )
        .orderBy(asc(contents.episodeNo), asc(contents.id))
        .limit(1);
      return row ?? null;
    },

    async frames(contentId: number) {
      return db
        .select()
        .from(audiotoonFrames)
        .where(eq(audiotoonFrames.contentId, contentId))
        .orderBy(asc(audiotoonFrames.seq));
    },

    async frame(contentId: number, seq: number) {
      const [row] = await db
        .select()
        .from(audiotoonFrames)
        .where(and(eq(audiotoonFrames.contentId, contentId), eq(audiotoonFrames.seq, seq)));
      return row ?? null;
    },

    async captions(contentId: number) {
      return db
        .select({
          startMs: contentCaptions.startMs,
          endMs: contentCaptions.endMs,
          text: contentCaptions.text,
        })
        .from(contentCaptions)
        .where(eq(contentCaptions.contentId, contentId))
        .orderBy(asc(contentCaptions.seq));
    },

    async position(userId: number, contentId: number): Promise<number> {
      const [row] = await db
        .select({ playtime: playbackPositions.playtime })
        .from(playbackPositions)
        .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.contentId, contentId)));
      return row?.playtime ?? 0;
    },

    async packageOf(contentId: number) {
      const [row] = await db.select().from(contentMedia).where(eq(contentMedia.contentId, contentId));
      return row ?? null;
    },

    /**
     * Records a package's preview, built after it was published (the backfill, or the first
     * preview request); null when the package was replaced or another process recorded one first.
     */
    async setPreview(
      contentId: number,
      version: number,
      values: { previewKey: Buffer | null; previewPrefix: string | null; previewMs: number },
    ) {
      const [row] = await db
        .update(contentMedia)
        .set(values)
        .where(
          and(
            eq(contentMedia.contentId, contentId),
            eq(contentMedia.version, version),
            isNull(contentMedia.previewMs),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Encrypted packages published before previews had their own key (the start-up backfill). */
    async withoutPreview(): Promise<number[]> {
      const rows = await db
        .select({ contentId: contentMedia.contentId })
        .from(contentMedia)
        .where(and(isNull(contentMedia.previewMs), eq(contentMedia.encrypted, true)))
        .orderBy(asc(contentMedia.contentId));
      return rows.map((row) => row.contentId);
    },

    async insertJob(values: { contentId: number; createdBy: number | null; sourceKey: string }) {
      return db.transaction(async (tx) => {
        const [job] = await tx.insert(mediaJobs).values(values).returning();
        await tx
          .update(contents)
          .set({ status: 'processing' })
          .where(and(eq(contents.id, values.contentId), eq(contents.status, 'draft')));
        return job!;
      });
    },

    async job(id: number) {
      const [row] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, id));
      return row ?? null;
    },

    async latestJob(contentId: number) {
      const [row] = await db
        .select()
        .from(mediaJobs)
        .where(eq(mediaJobs.contentId, contentId))
        .orderBy(desc(mediaJobs.createdAt), desc(mediaJobs.id))
        .limit(1);
      return row ?? null;
    },

    /** Claims a job for a run; null when it is already done (a duplicate delivery of the queue). */
    async startJob(id: number) {
      const [row] = await db
        .update(mediaJobs)
        .set({
          status: 'running',
          progress: 0,
          attempts: sql`${mediaJobs.attempts} + 1`,
          startedAt: new Date(),
          error: '',
          errorDetail: '',
        })
        .where(and(eq(mediaJobs.id, id), sql`${mediaJobs.status} <> 'done'`))
        .returning();
      return row ?? null;
    },

    async reportProgress(id: number, progress: number) {
      await db
        .update(mediaJobs)
        .set({ progress: Math.min(0.99, Math.max(0, progress)) })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.status, 'running')));
    },

    async failJob(id: number, values: { error: string; errorDetail: string; final: boolean }) {
      await db
        .update(mediaJobs)
        .set({
          status: values.final ? 'failed' : 'queued',
          error: values.error,
          errorDetail: values.errorDetail.slice(-4000),
          finishedAt: values.final ? new Date() : null,
        })
        .where(eq(mediaJobs.id, id));
    },

    async requeue(id: number) {
      const [row] = await db
        .update(mediaJobs)
        .set({ status: 'queued', progress: 0, error: '', errorDetail: '', finishedAt: null })
        .where(and(eq(mediaJobs.id, id), eq(mediaJobs.status, 'failed')))
        .returning();
      return row ?? null;
    },

    /**
     * Publishes a finished package: switches the episode to it, records duration and loudness,
     * and completes the job, all in one transaction. Returns the prefix it replaced.
     */
    async publish(
      jobId: number,
      coverImg: string | null,
      media: typeof contentMedia.$inferInsert,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ prefix: contentMedia.prefix })
          .from(contentMedia)
          .where(eq(contentMedia.contentId, media.contentId))
          .for('update');
        await tx
          .insert(contentMedia)
          .values(media)
          .onConflictDoUpdate({ target: contentMedia.contentId, set: { ...media, publishedAt: new Date() } });
        await tx
          .update(contents)
          .set({
            durationSec: Math.round(media.durationMs / 1000),
            ...(coverImg ? { coverImg } : {}),
            status: sql`case when ${contents.status} in ('draft', 'processing') then 'published' else ${contents.status} end`,
          })
          .where(eq(contents.id, media.contentId));
        await tx
          .update(mediaJobs)
          .set({ status: 'done', progress: 1, finishedAt: new Date() })
          .where(eq(mediaJobs.id, jobId));
        return previous && previous.prefix !== media.prefix ? previous.prefix : null;
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
