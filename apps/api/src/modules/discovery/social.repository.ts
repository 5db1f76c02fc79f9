import type { TFollowedChannel, TPreferredPlaylist } from '@sogon/contract/schemas/discovery';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { channelFollows, channels, contentLikes, playlistPrefers } from '#api/db/schema/index';
import { adultAllowedSql, episodeOpenForSql, visiblePlaylistSql } from '#api/modules/access';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog';
import type { Viewer } from '#api/modules/viewer';
import type { Slice } from './feeds.repository.ts';
import { iso, playlistCardColumns } from './sql-fragments.ts';

type Tx = Parameters<Parameters<ReadDb['transaction']>[0]>[0];

/**
 * Serialises toggles of one member on one thing: two concurrent toggles run one after the other
 * (the second sees the first's row), so they end where they started, as two taps should.
 */
async function lockToggle(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Follows of channels, 찜 of playlists, and likes summed over a playlist's episodes. The playlist
 * page reads its reactions through the read side; the toggles are built on the primary.
 */
/** `now`: the clock episode schedules are read at (ADR 066). */
export function createSocialRepository(db: ReadDb, now: () => Date = () => new Date()) {
  return {
    async channel(
      id: number,
    ): Promise<{ id: number; isAdult: boolean; status: 'published' | 'hidden' } | null> {
      const [row] = await db
        .select({ id: channels.id, isAdult: channels.isAdult, status: channels.status })
        .from(channels)
        .where(eq(channels.id, id));
      return row ?? null;
    },

    async toggleFollow(
      userId: number,
      channelId: number,
    ): Promise<{ following: boolean; followerCount: number }> {
      return db.transaction(async (tx) => {
        await lockToggle(tx, `follow:${userId}:${channelId}`);
        const removed = await tx
          .delete(channelFollows)
          .where(and(eq(channelFollows.userId, userId), eq(channelFollows.channelId, channelId)))
          .returning({ userId: channelFollows.userId });
        if (removed.length === 0) {
          await tx.insert(channelFollows).values({ userId, channelId }).onConflictDoNothing();
        }
        const [counted] = await tx
          .select({ value: count() })
          .from(channelFollows)
          .where(eq(channelFollows.channelId, channelId));
        return { following: removed.length === 0, followerCount: counted?.value ?? 0 };
      });
    },

    async followState(userId: number | null, channelId: number) {
      const [row] = await db
        .select({
          followerCount: count(),
          following:
            userId === null
              ? sql<boolean>`false`
              : sql<boolean>`coalesce(bool_or(${channelFollows.userId} = ${userId}), false)`,
        })
        .from(channelFollows)
        .where(eq(channelFollows.channelId, channelId));
      return { following: Boolean(row?.following), followerCount: row?.followerCount ?? 0 };
    },

    /** The member's followed channels, the latest follow first; 19+ channels only when allowed. */
    async followedChannels(
      userId: number,
      slice: Slice,
    ): Promise<{ items: TFollowedChannel[]; total: number }> {
      const adult = adultAllowedSql(slice.viewer, 'ch');
      const [page, counted] = await Promise.all([
        db.execute<{
          id: number;
          name: string;
          profile_img: string;
          is_adult: boolean;
          playlist_count: number;
          followed_at: string;
        }>(sql`
          select ch.id, ch.name, ch.profile_img, ch.is_adult, f.created_at as followed_at,
                 (select count(*)::int from playlists p
                  where p.channel_id = ch.id and ${visiblePlaylistSql(slice.viewer)}) as playlist_count
          from channel_follows f
          join channels ch on ch.id = f.channel_id
          where f.user_id = ${userId} and ${adult}
          order by f.created_at desc, ch.id desc
          offset ${slice.offset} limit ${slice.limit}`),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from channel_follows f join channels ch on ch.id = f.channel_id
          where f.user_id = ${userId} and ${adult}`),
      ]);
      return {
        items: page.rows.map((row) => ({
          id: row.id,
          name: row.name,
          profileImg: row.profile_img,
          isAdult: row.is_adult,
          playlistCount: row.playlist_count,
          followedAt: iso(row.followed_at),
        })),
        total: counted.rows[0]?.total ?? 0,
      };
    },

    async togglePrefer(
      userId: number,
      playlistId: number,
    ): Promise<{ preferred: boolean; preferCount: number }> {
      return db.transaction(async (tx) => {
        await lockToggle(tx, `prefer:${userId}:${playlistId}`);
        const removed = await tx
          .delete(playlistPrefers)
          .where(and(eq(playlistPrefers.userId, userId), eq(playlistPrefers.playlistId, playlistId)))
          .returning({ userId: playlistPrefers.userId });
        if (removed.length === 0) {
          await tx.insert(playlistPrefers).values({ userId, playlistId }).onConflictDoNothing();
        }
        const [counted] = await tx
          .select({ value: count() })
          .from(playlistPrefers)
          .where(eq(playlistPrefers.playlistId, playlistId));
        return { preferred: removed.length === 0, preferCount: counted?.value ?? 0 };
      });
    },

    async preferState(userId: number | null, playlistId: number) {
      const [row] = await db
        .select({
          preferCount: count(),
          preferred:
            userId === null
              ? sql<boolean>`false`
              : sql<boolean>`coalesce(bool_or(${playlistPrefers.userId} = ${userId}), false)`,
        })
        .from(playlistPrefers)
        .where(eq(playlistPrefers.playlistId, playlistId));
      return { preferred: Boolean(row?.preferred), preferCount: row?.preferCount ?? 0 };
    },

    /** The member's 찜, the latest first; playlists that went private or 19+ (mode off) drop out. */
    async preferredPlaylists(
      userId: number,
      slice: Slice,
    ): Promise<{ items: TPreferredPlaylist[]; total: number }> {
      const from = sql`
        from playlist_prefers pp
        join playlists p on p.id = pp.playlist_id
        join channels ch on ch.id = p.channel_id
        where pp.user_id = ${userId} and ${visiblePlaylistSql(slice.viewer)}`;
      const [page, counted] = await Promise.all([
        db.execute<PlaylistCardRow & { preferred_at: string }>(sql`
          select ${playlistCardColumns(now())}, pp.created_at as preferred_at ${from}
          order by pp.created_at desc, p.id desc
          offset ${slice.offset} limit ${slice.limit}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`),
      ]);
      return {
        items: page.rows.map((row) => ({ ...playlistCardFromRow(row), preferredAt: iso(row.preferred_at) })),
        total: counted.rows[0]?.total ?? 0,
      };
    },

    /** Likes of each of these episodes, and which of them the member likes (visitors: none). */
    async episodeLikes(
      userId: number | null,
      contentIds: number[],
    ): Promise<Map<number, { likeCount: number; liked: boolean }>> {
      const found = new Map<number, { likeCount: number; liked: boolean }>();
      if (contentIds.length === 0) return found;
      const rows = await db
        .select({
          contentId: contentLikes.contentId,
          likeCount: count(),
          liked:
            userId === null
              ? sql<boolean>`false`
              : sql<boolean>`coalesce(bool_or(${contentLikes.userId} = ${userId}), false)`,
        })
        .from(contentLikes)
        .where(inArray(contentLikes.contentId, contentIds))
        .groupBy(contentLikes.contentId);
      for (const row of rows) {
        found.set(row.contentId, { likeCount: row.likeCount, liked: Boolean(row.liked) });
      }
      return found;
    },

    /** Likes over the playlist's published episodes the viewer may see, and whether the member liked one. */
    async playlistLikes(viewer: Viewer, playlistId: number) {
      const { userId } = viewer;
      const result = await db.execute<{ like_count: number; liked: boolean }>(sql`
        select count(l.user_id)::int as like_count,
               coalesce(bool_or(l.user_id = ${userId ?? 0}), false) as liked
        from contents c
        join content_likes l on l.content_id = c.id
        where c.playlist_id = ${playlistId} and ${episodeOpenForSql(userId, now())}
          and ${adultAllowedSql(viewer, 'c')}`);
      const row = result.rows[0];
      return { likeCount: row?.like_count ?? 0, liked: userId !== null && Boolean(row?.liked) };
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
