import type { TBookmark } from '@sogon/contract/schemas/bookmarks';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { bookmarks } from '#api/db/schema/index';
import { visibleEpisodeSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

/** One bookmark with its episode, as the list and the single answers read it. */
export interface BookmarkRow {
  id: number;
  contentId: number;
  playlistId: number;
  channelId: number;
  ownerUserId: number | null;
  episodeNo: number;
  title: string;
  playlistTitle: string;
  coverImg: string;
  mediaType: TBookmark['mediaType'];
  durationSec: number;
  isFree: boolean;
  position: number;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type RawRow = Omit<BookmarkRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string | Date;
  updatedAt: string | Date;
};

const columns = sql`
  b.id, b.content_id as "contentId", c.playlist_id as "playlistId", p.channel_id as "channelId",
  ch.owner_user_id as "ownerUserId", c.episode_no as "episodeNo", c.title,
  p.title as "playlistTitle", coalesce(nullif(c.cover_img, ''), p.cover_img) as "coverImg",
  c.media_type as "mediaType", c.duration_sec as "durationSec", c.is_free as "isFree",
  b.position_sec as "position", b.note, b.created_at as "createdAt", b.updated_at as "updatedAt"`;

/** The member's bookmarks of episodes the viewer may see at `at` (access rules, one spelling). */
const visibleOf = (userId: number, viewer: Viewer, at: Date) => sql`
  from bookmarks b
  join contents c on c.id = b.content_id
  join playlists p on p.id = c.playlist_id
  join channels ch on ch.id = p.channel_id
  where b.user_id = ${userId} and ${visibleEpisodeSql(viewer, at)}`;

/** bigint columns already read as numbers (db/client.ts); the times come as text from raw SQL. */
const toRow = (row: RawRow): BookmarkRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

/** The reads and writes of members' bookmarks. */
export function createBookmarkRepository(db: Db) {
  return {
    /** The duration of an episode the viewer may see at `at`, or null (absent, hidden, 19+, not open). */
    async visibleEpisode(
      viewer: Viewer,
      contentId: number,
      at: Date,
    ): Promise<{ durationSec: number } | null> {
      const result = await db.execute<{ durationSec: number }>(sql`
        select c.duration_sec as "durationSec"
        from contents c
        join playlists p on p.id = c.playlist_id
        join channels ch on ch.id = p.channel_id
        where c.id = ${contentId} and ${visibleEpisodeSql(viewer, at)}`);
      return result.rows[0] ?? null;
    },

    /**
     * Saves a moment, at most `cap` per member: the same moment again keeps its one row (a new
     * note replaces the old one). The member's writes are serialised, so two saves racing at the
     * cap cannot both pass. Answers the bookmark's id, or 'full'.
     */
    async save(values: {
      userId: number;
      contentId: number;
      position: number;
      note: string | null;
      at: Date;
      cap: number;
    }): Promise<number | 'full'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`bookmarks:${values.userId}`}, 0))`,
        );
        const [existing] = await tx
          .select({ id: bookmarks.id })
          .from(bookmarks)
          .where(
            and(
              eq(bookmarks.userId, values.userId),
              eq(bookmarks.contentId, values.contentId),
              eq(bookmarks.positionSec, values.position),
            ),
          );
        if (existing) {
          if (values.note !== null) {
            await tx
              .update(bookmarks)
              .set({ note: values.note, updatedAt: values.at })
              .where(eq(bookmarks.id, existing.id));
          }
          return existing.id;
        }
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(bookmarks)
          .where(eq(bookmarks.userId, values.userId));
        if ((counted?.n ?? 0) >= values.cap) return 'full';
        const [row] = await tx
          .insert(bookmarks)
          .values({
            userId: values.userId,
            contentId: values.contentId,
            positionSec: values.position,
            note: values.note,
            createdAt: values.at,
            updatedAt: values.at,
          })
          .returning({ id: bookmarks.id });
        return row!.id;
      });
    },

    /** A page of the member's bookmarks the viewer may see, newest first, and how many in all. */
    async page(
      userId: number,
      options: { viewer: Viewer; at: Date; offset: number; limit: number },
    ): Promise<{ rows: BookmarkRow[]; total: number }> {
      const from = visibleOf(userId, options.viewer, options.at);
      const [page, counted] = await Promise.all([
        db.execute<RawRow>(sql`
          select ${columns} ${from}
          order by b.created_at desc, b.id desc
          offset ${options.offset} limit ${options.limit}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`),
      ]);
      return { rows: page.rows.map(toRow), total: counted.rows[0]?.total ?? 0 };
    },

    /** One of the member's bookmarks, if its episode is one the viewer may see; else null. */
    async one(userId: number, id: number, viewer: Viewer, at: Date): Promise<BookmarkRow | null> {
      const result = await db.execute<RawRow>(
        sql`select ${columns} ${visibleOf(userId, viewer, at)} and b.id = ${id}`,
      );
      const row = result.rows[0];
      return row ? toRow(row) : null;
    },

    /** Changes the note of the member's bookmark; false when the member has no such bookmark. */
    async setNote(userId: number, id: number, note: string | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookmarks)
        .set({ note, updatedAt: at })
        .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
        .returning({ id: bookmarks.id });
      return rows.length > 0;
    },

    /** Deletes the member's bookmark; false when the member has no such bookmark. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
        .returning({ id: bookmarks.id });
      return rows.length > 0;
    },
  };
}

export type BookmarkRepository = ReturnType<typeof createBookmarkRepository>;
