import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { type MediaJobRow, toMediaJob } from '#api/modules/media';
import { applyFreeFirst } from './free-first.ts';

/** An episode of the caller's as the studio edits it: the row, its playlist's terms, its counts. */
export interface OwnedEpisodeRow {
  content: typeof contents.$inferSelect;
  playlistTitle: string;
  channelId: number;
  freeFirstN: number;
  rentalHours: number;
  captionCount: number;
  frameCount: number;
  job: ReturnType<typeof toMediaJob> | null;
}

export interface EpisodeChanges {
  title?: string;
  description?: string;
  isFree?: boolean;
  price?: number;
  rentalPrice?: number;
  status?: 'published' | 'hidden';
  openDt?: Date;
  earlyDays?: number;
  earlyTierIds?: number[];
}

const ownedBy = (userId: number) => ownedChannelSql(userId, channels);

const counts = {
  captionCount: sql<number>`(select count(*)::int from ${contentCaptions} where ${contentCaptions.contentId} = ${contents.id})`,
  frameCount: sql<number>`(select count(*)::int from ${audiotoonFrames} where ${audiotoonFrames.contentId} = ${contents.id})`,
};

/**
 * The studio's episode reads and writes (issue 37). Every read is of the caller's own channel
 * (access/ownership-sql.ts) and leaves deleted episodes out: to the studio they are gone.
 */
export function createStudioEpisodeRepository(db: Db) {
  /** The latest transcode of each episode asked about. */
  async function latestJobs(contentIds: number[]): Promise<Map<number, MediaJobRow>> {
    if (contentIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([mediaJobs.contentId])
      .from(mediaJobs)
      .where(inArray(mediaJobs.contentId, contentIds))
      .orderBy(mediaJobs.contentId, desc(mediaJobs.createdAt), desc(mediaJobs.id));
    return new Map(rows.map((row) => [row.contentId, row]));
  }

  async function select(userId: number, where: ReturnType<typeof and>): Promise<OwnedEpisodeRow[]> {
    const rows = await db
      .select({
        content: contents,
        playlistTitle: playlists.title,
        channelId: channels.id,
        freeFirstN: playlists.freeFirstN,
        rentalHours: playlists.rentalHours,
        ...counts,
      })
      .from(contents)
      .innerJoin(playlists, eq(playlists.id, contents.playlistId))
      .innerJoin(channels, eq(channels.id, playlists.channelId))
      .where(and(where, ne(contents.status, 'deleted'), ownedBy(userId)))
      .orderBy(asc(contents.episodeNo), asc(contents.id));
    const jobs = await latestJobs(rows.map((row) => row.content.id));
    return rows.map((row) => {
      const job = jobs.get(row.content.id);
      return { ...row, job: job ? toMediaJob(job) : null };
    });
  }

  return {
    /** The caller's playlist (its title), or null when it is not theirs. */
    async ownedPlaylist(userId: number, playlistId: number) {
      const [row] = await db
        .select({ id: playlists.id, title: playlists.title })
        .from(playlists)
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(playlists.id, playlistId), ownedBy(userId)));
      return row ?? null;
    },

    /** The playlist's episodes that are not deleted, in order. */
    episodesOf: (userId: number, playlistId: number) =>
      select(userId, and(eq(contents.playlistId, playlistId))),

    async ownedEpisode(userId: number, contentId: number): Promise<OwnedEpisodeRow | null> {
      return (await select(userId, and(eq(contents.id, contentId))))[0] ?? null;
    },

    /** Tiers (lineages) of the channel with a version on sale, in the channel's order. */
    async tiers(channelId: number) {
      return db
        .select({
          tierId: channelSubscriptionProducts.tierId,
          name: channelSubscriptionProducts.name,
          heartsPerMonth: channelSubscriptionProducts.heartsPerMonth,
          earlyAccessDays: channelSubscriptionProducts.earlyAccessDays,
        })
        .from(channelSubscriptionProducts)
        .where(
          and(
            eq(channelSubscriptionProducts.channelId, channelId),
            eq(channelSubscriptionProducts.active, true),
          ),
        )
        .orderBy(asc(channelSubscriptionProducts.sort), asc(channelSubscriptionProducts.tierId));
    },

    /** Which of `tierIds` are tiers of the channel on sale now. */
    async channelTierIds(channelId: number, tierIds: readonly number[]): Promise<number[]> {
      if (tierIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ tierId: channelSubscriptionProducts.tierId })
        .from(channelSubscriptionProducts)
        .where(
          and(
            eq(channelSubscriptionProducts.channelId, channelId),
            eq(channelSubscriptionProducts.active, true),
            inArray(channelSubscriptionProducts.tierId, [...tierIds]),
          ),
        );
      return rows.map((row) => row.tierId);
    },

    /**
     * The episode's place among its playlist's episodes that are not deleted (1 is the first),
     * what first-N-free reads (free-first.ts ranks the same way).
     */
    async rank(contentId: number): Promise<number> {
      const result = await db.execute<{ rank: number }>(sql`
        select r.rank::int as rank from (
          select id, row_number() over (order by episode_no, id) as rank
            from contents
           where playlist_id = (select playlist_id from contents where id = ${contentId})
             and status <> 'deleted') r
         where r.id = ${contentId}`);
      return result.rows[0]?.rank ?? 0;
    },

    /**
     * Writes the changes to an episode that is not deleted; false when it is deleted by now. A
     * status change applies only to an episode with a package (published or hidden).
     */
    async update(contentId: number, changes: EpisodeChanges): Promise<boolean> {
      const { status, ...rest } = changes;
      const rows = await db
        .update(contents)
        .set({
          ...rest,
          ...(status
            ? {
                status: sql`case when ${contents.status} in ('published', 'hidden') then ${status} else ${contents.status} end`,
              }
            : {}),
        })
        .where(and(eq(contents.id, contentId), ne(contents.status, 'deleted')))
        .returning({ id: contents.id });
      return rows.length > 0;
    },

    /** Switches the cover; answers the one it replaced, or null when the episode is deleted by now. */
    async setCover(contentId: number, coverImg: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ coverImg: contents.coverImg })
          .from(contents)
          .where(and(eq(contents.id, contentId), ne(contents.status, 'deleted')))
          .for('update');
        if (!before) return null;
        await tx.update(contents).set({ coverImg }).where(eq(contents.id, contentId));
        return before.coverImg;
      });
    },

    /**
     * Marks the episode deleted (ADR 066); null when it already was. The playlist row is locked
     * and its first N free applied again (free-first.ts): a deleted episode no longer counts, so
     * the next one may move into the first N.
     */
    async markDeleted(contentId: number): Promise<{ playlistId: number } | null> {
      return db.transaction(async (tx) => {
        const [playlist] = await tx
          .select({ id: playlists.id, freeFirstN: playlists.freeFirstN })
          .from(playlists)
          .innerJoin(contents, eq(contents.playlistId, playlists.id))
          .where(eq(contents.id, contentId))
          .for('update', { of: playlists });
        if (!playlist) return null;
        const [row] = await tx
          .update(contents)
          .set({ status: 'deleted' })
          .where(and(eq(contents.id, contentId), ne(contents.status, 'deleted')))
          .returning({ playlistId: contents.playlistId });
        if (!row) return null;
        if (playlist.freeFirstN > 0) await applyFreeFirst(tx, playlist.id, playlist.freeFirstN);
        return row;
      });
    },
  };
}

export type StudioEpisodeRepository = ReturnType<typeof createStudioEpisodeRepository>;
