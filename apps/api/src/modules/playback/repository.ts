import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, contentLikes, contents, playbackPositions, playlists } from '#api/db/schema/index';
import {
  adultAllowedSql,
  adultSql,
  createEarlyAccess,
  episodeOpenForSql,
  type GoneReason,
  goneEpisodeSql,
  goneReasonSql,
  holdsDeletedSql,
  publishedAnyTimeSql,
  shownChannelSql,
} from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { ActivityRow, PositionRow, RetentionRow, SourceRow, VisitorRow } from './buffer.ts';

/** What the playback rules need to know about an episode. */
export interface EpisodeFacts {
  id: number;
  playlistId: number;
  channelId: number;
  durationSec: number;
  /** The episode, its playlist or its channel is 19+. */
  adult: boolean;
  /** When it opens to everyone (ADR 066); before, only to its owner and 선공개 members. */
  openDt: Date;
  ownerUserId: number | null;
}

export interface RecentRow {
  contentId: number;
  playlistId: number;
  episodeNo: number;
  title: string;
  playlistTitle: string;
  channelName: string;
  coverImg: string;
  mediaType: 'audio' | 'video' | 'audiotoon';
  playtime: number;
  durationSec: number;
  updatedAt: Date;
  /** Gone from the shelves (deleted, or its playlist archived) and kept because the member holds it. */
  gone: GoneReason | null;
}

/** A JS array as ONE array parameter (drizzle would otherwise spread it into a tuple). */
const list = (values: unknown[]) => sql.param(values);

export function createPlaybackRepository(db: Db) {
  /** The facts of the one episode `where` finds (joined to its playlist and channel), or null. */
  async function episodeFacts(where: SQL | undefined): Promise<EpisodeFacts | null> {
    const [row] = await db
      .select({
        id: contents.id,
        playlistId: contents.playlistId,
        channelId: playlists.channelId,
        durationSec: contents.durationSec,
        adult: sql<boolean>`${adultSql(contents, playlists, channels)}`,
        openDt: contents.openDt,
        ownerUserId: channels.ownerUserId,
      })
      .from(contents)
      .innerJoin(playlists, eq(playlists.id, contents.playlistId))
      .innerJoin(channels, eq(channels.id, playlists.channelId))
      .where(where);
    return row ?? null;
  }

  return {
    /** Whether the member holds 선공개 for the episode at `at` (access/schedule.ts). */
    async earlyFor(contentId: number, userId: number, at: Date): Promise<boolean> {
      return createEarlyAccess(db).earlyFor(contentId, userId, at);
    },

    /** A published episode of a published playlist of a shown channel, or null. */
    async publishedEpisode(id: number): Promise<EpisodeFacts | null> {
      return episodeFacts(
        and(
          eq(contents.id, id),
          // The open time is checked by the service (access/schedule.ts), owner and 선공개 included.
          publishedAnyTimeSql(contents),
          eq(playlists.status, 'published'),
          shownChannelSql('channels'),
        ),
      );
    },

    /**
     * A gone episode (access/deleted.ts: deleted, or of an archived playlist) of a shown channel
     * that the member holds at `at`, or null: their position and reports are kept as for any
     * episode they play.
     */
    async heldGoneEpisode(id: number, userId: number, at: Date): Promise<EpisodeFacts | null> {
      return episodeFacts(
        and(
          eq(contents.id, id),
          goneEpisodeSql('contents', 'playlists'),
          shownChannelSql('channels'),
          holdsDeletedSql(userId, at, 'contents'),
        ),
      );
    },

    async position(userId: number, contentId: number) {
      const [row] = await db
        .select({ playtime: playbackPositions.playtime, updatedAt: playbackPositions.updatedAt })
        .from(playbackPositions)
        .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.contentId, contentId)));
      return row ?? null;
    },

    /** Sets the position at once (PUT): the listened total is left as it is. */
    async setPosition(userId: number, contentId: number, playtime: number, at: Date) {
      await db
        .insert(playbackPositions)
        .values({ userId, contentId, playtime, updatedAt: at })
        .onConflictDoUpdate({
          target: [playbackPositions.userId, playbackPositions.contentId],
          set: { playtime, updatedAt: at },
        });
    },

    /** Deletes positions; answers the episodes that had one. */
    async removePositions(userId: number, contentIds: number[]): Promise<number[]> {
      if (contentIds.length === 0) return [];
      const removed = await db
        .delete(playbackPositions)
        .where(and(eq(playbackPositions.userId, userId), inArray(playbackPositions.contentId, contentIds)))
        .returning({ contentId: playbackPositions.contentId });
      return removed.map((row) => row.contentId);
    },

    /** Removes the member's positions in every episode of a playlist; answers those episodes. */
    async removePlaylistPositions(userId: number, playlistId: number): Promise<number[]> {
      const removed = await db
        .delete(playbackPositions)
        .where(
          and(
            eq(playbackPositions.userId, userId),
            inArray(
              playbackPositions.contentId,
              db.select({ id: contents.id }).from(contents).where(eq(contents.playlistId, playlistId)),
            ),
          ),
        )
        .returning({ contentId: playbackPositions.contentId });
      return removed.map((row) => row.contentId);
    },

    /**
     * Recently played, one row per playlist (its latest position), newest first; only published
     * episodes of published playlists, and gone ones (deleted, or of an archived playlist) the
     * member holds, marked; adult ones only for a viewer who may see them.
     */
    async recent(
      userId: number,
      options: { viewer: Viewer; offset: number; limit: number; at: Date },
    ): Promise<{ rows: RecentRow[]; total: number }> {
      const adultFilter = sql`and ${adultAllowedSql(options.viewer, 'c', 'p', 'ch')}`;
      const latest = sql`
        select distinct on (c.playlist_id)
          c.id as "contentId", c.playlist_id as "playlistId", c.episode_no as "episodeNo",
          c.title, p.title as "playlistTitle", ch.name as "channelName",
          coalesce(nullif(c.cover_img, ''), p.cover_img) as "coverImg", c.media_type as "mediaType",
          pp.playtime, c.duration_sec as "durationSec", pp.updated_at as "updatedAt",
          case when ${goneEpisodeSql('c', 'p')} then ${goneReasonSql('c', 'p')} end as gone
        from playback_positions pp
        join contents c on c.id = pp.content_id
        join playlists p on p.id = c.playlist_id
        join channels ch on ch.id = p.channel_id
        where pp.user_id = ${userId}
          and ((${episodeOpenForSql(userId, options.at)} and p.status = 'published')
               or (${goneEpisodeSql('c', 'p')} and ${shownChannelSql('ch')}
                   and ${holdsDeletedSql(userId, options.at, 'c')})) ${adultFilter}
        order by c.playlist_id, pp.updated_at desc, c.id desc`;
      const [page, total] = await Promise.all([
        db.execute<RecentRow & Record<string, unknown>>(sql`
          select * from (${latest}) latest
          order by "updatedAt" desc, "contentId" desc
          offset ${options.offset} limit ${options.limit}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from (${latest}) latest`),
      ]);
      return {
        rows: page.rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) })),
        total: total.rows[0]?.total ?? 0,
      };
    },

    /**
     * Flips the member's like in one transaction. Toggles of the same member and episode are
     * serialised by an advisory lock, so two concurrent toggles end where they started.
     */
    async toggleLike(userId: number, contentId: number): Promise<{ liked: boolean; likeCount: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`like:${userId}:${contentId}`}, 0))`,
        );
        const removed = await tx
          .delete(contentLikes)
          .where(and(eq(contentLikes.userId, userId), eq(contentLikes.contentId, contentId)))
          .returning({ userId: contentLikes.userId });
        if (removed.length === 0) {
          await tx.insert(contentLikes).values({ userId, contentId }).onConflictDoNothing();
        }
        const [counted] = await tx
          .select({ value: count() })
          .from(contentLikes)
          .where(eq(contentLikes.contentId, contentId));
        return { liked: removed.length === 0, likeCount: counted?.value ?? 0 };
      });
    },

    async likeState(userId: number | null, contentId: number) {
      const [row] = await db
        .select({
          likeCount: count(),
          liked:
            userId === null
              ? sql<boolean>`false`
              : sql<boolean>`coalesce(bool_or(${contentLikes.userId} = ${userId}), false)`,
        })
        .from(contentLikes)
        .where(eq(contentLikes.contentId, contentId));
      return { liked: Boolean(row?.liked), likeCount: row?.likeCount ?? 0 };
    },

    /** Stored visits of an episode: all time, and from `since` on. */
    async visits(contentId: number, since: Date): Promise<{ total: number; since: number }> {
      const result = await db.execute<{ total: number; since: number }>(sql`
        select coalesce(sum(visits), 0)::int as total,
               coalesce(sum(visits) filter (where hour >= ${since.toISOString()}::timestamptz), 0)::int as since
        from content_activity where content_id = ${contentId}`);
      return result.rows[0] ?? { total: 0, since: 0 };
    },

    /*
     * The batch writers: one statement per table whatever the batch size (arrays through unnest).
     * Rows whose episode (or member) was deleted meanwhile are filtered out, so they cannot make
     * the rest of the batch fail.
     */

    async writePositions(rows: PositionRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into playback_positions (user_id, content_id, playtime, listened, updated_at)
        select v.user_id, v.content_id, v.playtime, v.listened, v.at
        from unnest(
          ${list(rows.map((row) => row.userId))}::bigint[],
          ${list(rows.map((row) => row.contentId))}::bigint[],
          ${list(rows.map((row) => row.playtime))}::int[],
          ${list(rows.map((row) => Math.round(row.listened)))}::int[],
          ${list(rows.map((row) => row.at.toISOString()))}::timestamptz[]
        ) as v(user_id, content_id, playtime, listened, at)
        where exists (select 1 from contents c where c.id = v.content_id)
          and exists (select 1 from users u where u.id = v.user_id)
        on conflict (user_id, content_id) do update set
          playtime = case when excluded.updated_at >= playback_positions.updated_at
                          then excluded.playtime else playback_positions.playtime end,
          listened = playback_positions.listened + excluded.listened,
          updated_at = greatest(playback_positions.updated_at, excluded.updated_at)`);
    },

    async writeActivity(rows: ActivityRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes)
        select v.content_id, v.hour, v.visits, v.plays, v.playtime_sec, v.likes
        from unnest(
          ${list(rows.map((row) => row.contentId))}::bigint[],
          ${list(rows.map((row) => row.hour.toISOString()))}::timestamptz[],
          ${list(rows.map((row) => row.visits))}::int[],
          ${list(rows.map((row) => row.plays))}::int[],
          ${list(rows.map((row) => Math.round(row.playtimeSec)))}::bigint[],
          ${list(rows.map((row) => row.likes))}::int[]
        ) as v(content_id, hour, visits, plays, playtime_sec, likes)
        where exists (select 1 from contents c where c.id = v.content_id)
        on conflict (content_id, hour) do update set
          visits = content_activity.visits + excluded.visits,
          plays = content_activity.plays + excluded.plays,
          playtime_sec = content_activity.playtime_sec + excluded.playtime_sec,
          likes = content_activity.likes + excluded.likes`);
    },

    async writeVisitors(rows: VisitorRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into content_visitors (content_id, day, visitors)
        select v.content_id, v.day, v.visitors
        from unnest(
          ${list(rows.map((row) => row.contentId))}::bigint[],
          ${list(rows.map((row) => row.day))}::date[],
          ${list(rows.map((row) => row.visitors))}::int[]
        ) as v(content_id, day, visitors)
        where exists (select 1 from contents c where c.id = v.content_id)
        on conflict (content_id, day) do update set visitors = content_visitors.visitors + excluded.visitors`);
    },

    /** Retention roll-up (content_retention): play starts and ends per episode and bucket. */
    async writeRetention(rows: RetentionRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into content_retention (content_id, second, starts, sleeps, leaves, finishes)
        select v.content_id, v.second, v.starts, v.sleeps, v.leaves, v.finishes
        from unnest(
          ${list(rows.map((row) => row.contentId))}::bigint[],
          ${list(rows.map((row) => row.second))}::int[],
          ${list(rows.map((row) => row.starts))}::bigint[],
          ${list(rows.map((row) => row.sleeps))}::bigint[],
          ${list(rows.map((row) => row.leaves))}::bigint[],
          ${list(rows.map((row) => row.finishes))}::bigint[]
        ) as v(content_id, second, starts, sleeps, leaves, finishes)
        where exists (select 1 from contents c where c.id = v.content_id)
        on conflict (content_id, second) do update set
          starts = content_retention.starts + excluded.starts,
          sleeps = content_retention.sleeps + excluded.sleeps,
          leaves = content_retention.leaves + excluded.leaves,
          finishes = content_retention.finishes + excluded.finishes`);
    },

    /** Plays started per channel, Seoul day and source (channel_play_sources). */
    async writeSources(rows: SourceRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into channel_play_sources (channel_id, day, source, plays)
        select v.channel_id, v.day, v.source, v.plays
        from unnest(
          ${list(rows.map((row) => row.channelId))}::bigint[],
          ${list(rows.map((row) => row.day))}::date[],
          ${list(rows.map((row) => row.source))}::text[],
          ${list(rows.map((row) => row.plays))}::bigint[]
        ) as v(channel_id, day, source, plays)
        where exists (select 1 from channels c where c.id = v.channel_id)
        on conflict (channel_id, day, source) do update set
          plays = channel_play_sources.plays + excluded.plays`);
    },
  };
}

export type PlaybackRepository = ReturnType<typeof createPlaybackRepository>;
