import type { TStudioPlaylist } from '@sogon/contract/schemas/studio';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  audiotoonFrames,
  channelSubscriptionProducts,
  channels,
  contentCaptions,
  contents,
  mediaJobs,
  playlists,
} from '#api/db/schema/index';
import { ownedChannelSql } from '#api/modules/access';
import { applyFreeFirst } from './free-first.ts';

export type StudioContentRow = typeof contents.$inferSelect & { playlistTitle: string };

export interface NewEpisode {
  title: string;
  description: string;
  isFree: boolean;
  price: number;
  /** The schedule and rental terms, checked (episodes.service.ts `checkTerms`). */
  rentalPrice?: number;
  openDt?: Date;
  earlyDays?: number;
  earlyTierIds?: number[];
}

export interface FrameRow {
  seq: number;
  atMs: number;
  imageKey: string;
  width: number;
  height: number;
  alt: string;
}

export interface CaptionRow {
  startMs: number;
  endMs: number;
  text: string;
}

/** Owned by: the playlist's channel has this member as its owner. */
const ownedBy = (userId: number) => ownedChannelSql(userId, channels);

export function createStudioRepository(db: Db) {
  return {
    /** The member's playlists across all their channels, newest first. */
    async ownedPlaylists(userId: number): Promise<TStudioPlaylist[]> {
      return db
        .select({
          id: playlists.id,
          title: playlists.title,
          mediaType: playlists.mediaType,
          // Deleted episodes are gone from the creator's lists too (ADR 066).
          episodeCount: sql<number>`(select count(*)::int from ${contents} where ${contents.playlistId} = ${playlists.id} and ${contents.status} <> 'deleted')`,
          channelId: channels.id,
          channelName: channels.name,
          coverImg: playlists.coverImg,
          isFree: playlists.isFree,
          price: playlists.price,
          status: playlists.status,
        })
        .from(playlists)
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(ownedBy(userId))
        .orderBy(desc(playlists.createdAt), desc(playlists.id));
    },

    /**
     * A draft episode numbered after the playlist's last one, with the playlist's media type and
     * adult flag. The playlist row is locked so two creations never take the same number.
     * Null when the playlist is not the member's.
     */
    async insertDraftEpisode(userId: number, playlistId: number, values: NewEpisode) {
      return db.transaction(async (tx) => {
        const [playlist] = await tx
          .select({
            id: playlists.id,
            mediaType: playlists.mediaType,
            isAdult: playlists.isAdult,
            freeFirstN: playlists.freeFirstN,
          })
          .from(playlists)
          .innerJoin(channels, eq(channels.id, playlists.channelId))
          .where(and(eq(playlists.id, playlistId), ownedBy(userId)))
          .for('update', { of: playlists });
        if (!playlist) return null;
        const [last] = await tx
          .select({ episodeNo: sql<number>`coalesce(max(${contents.episodeNo}), 0)::int` })
          .from(contents)
          .where(eq(contents.playlistId, playlistId));
        const [row] = await tx
          .insert(contents)
          .values({
            playlistId,
            episodeNo: (last?.episodeNo ?? 0) + 1,
            mediaType: playlist.mediaType,
            isAdult: playlist.isAdult,
            status: 'draft',
            ...values,
          })
          .returning();
        // First N free (ADR 066) covers a new episode too: within the first N it opens free.
        if (playlist.freeFirstN > 0) {
          await applyFreeFirst(tx, playlistId, playlist.freeFirstN);
          const [applied] = await tx.select().from(contents).where(eq(contents.id, row!.id));
          return applied!;
        }
        return row!;
      });
    },

    /** The member's episode with its playlist's title, or null. */
    async ownedContent(userId: number, contentId: number): Promise<StudioContentRow | null> {
      const [row] = await db
        .select({ content: contents, playlistTitle: playlists.title })
        .from(contents)
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(contents.id, contentId), ownedBy(userId)));
      return row ? { ...row.content, playlistTitle: row.playlistTitle } : null;
    },

    /** The episode a transcode job belongs to, when it is the member's. */
    async ownedJobContentId(userId: number, jobId: number): Promise<number | null> {
      const [row] = await db
        .select({ contentId: mediaJobs.contentId })
        .from(mediaJobs)
        .innerJoin(contents, eq(contents.id, mediaJobs.contentId))
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(mediaJobs.id, jobId), ownedBy(userId)));
      return row?.contentId ?? null;
    },

    async timedAssetCounts(contentId: number): Promise<{ frames: number; captions: number }> {
      const [[frames], [captions]] = await Promise.all([
        db.select({ n: count() }).from(audiotoonFrames).where(eq(audiotoonFrames.contentId, contentId)),
        db.select({ n: count() }).from(contentCaptions).where(eq(contentCaptions.contentId, contentId)),
      ]);
      return { frames: frames?.n ?? 0, captions: captions?.n ?? 0 };
    },

    /**
     * Replaces the episode's images in one transaction and answers the storage keys of the set
     * it replaced. The episode row is locked first, so of two replacements the second sees the
     * first one's keys, and no set is left behind unreferenced.
     */
    async replaceFrames(contentId: number, frames: readonly FrameRow[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.select({ id: contents.id }).from(contents).where(eq(contents.id, contentId)).for('update');
        const previous = await tx
          .delete(audiotoonFrames)
          .where(eq(audiotoonFrames.contentId, contentId))
          .returning({ imageKey: audiotoonFrames.imageKey });
        if (frames.length > 0) {
          await tx.insert(audiotoonFrames).values(frames.map((frame) => ({ contentId, ...frame })));
        }
        return previous.map((row) => row.imageKey);
      });
    },

    async frames(contentId: number): Promise<FrameRow[]> {
      return db
        .select({
          seq: audiotoonFrames.seq,
          atMs: audiotoonFrames.atMs,
          imageKey: audiotoonFrames.imageKey,
          width: audiotoonFrames.width,
          height: audiotoonFrames.height,
          alt: audiotoonFrames.alt,
        })
        .from(audiotoonFrames)
        .where(eq(audiotoonFrames.contentId, contentId))
        .orderBy(asc(audiotoonFrames.seq));
    },

    /** Replaces the episode's script lines in one transaction (numbered from 0 in time order). */
    async replaceCaptions(contentId: number, captions: readonly CaptionRow[]) {
      await db.transaction(async (tx) => {
        await tx.delete(contentCaptions).where(eq(contentCaptions.contentId, contentId));
        // A few thousand lines at once would pass PostgreSQL's 65,535 parameter limit.
        for (let start = 0; start < captions.length; start += 2000) {
          const rows = captions.slice(start, start + 2000).map((caption, index) => ({
            contentId,
            seq: start + index,
            ...caption,
          }));
          await tx.insert(contentCaptions).values(rows);
        }
      });
    },

    /** Which of `tierIds` are tiers on sale of the channel of the member's playlist. */
    async playlistTierIds(userId: number, playlistId: number, tierIds: readonly number[]): Promise<number[]> {
      if (tierIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ tierId: channelSubscriptionProducts.tierId })
        .from(channelSubscriptionProducts)
        .innerJoin(playlists, eq(playlists.channelId, channelSubscriptionProducts.channelId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(
          and(
            eq(playlists.id, playlistId),
            ownedBy(userId),
            eq(channelSubscriptionProducts.active, true),
            inArray(channelSubscriptionProducts.tierId, [...tierIds]),
          ),
        );
      return rows.map((row) => row.tierId);
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
