import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { adultAllowedSql } from '#api/modules/access';
import { liveBadgeSql } from '#api/modules/subscriptions';
import type { Viewer } from '#api/modules/viewer';

export interface BoardRow {
  id: number;
  channelId: number;
  title: string;
  content: string;
  isNotice: boolean;
  membersOnly: boolean;
  userId: number;
  username: string;
  badge: string | null;
  profileImg: string;
  likeCount: number;
  liked: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** created_at in UTC to the microsecond: the keyset cursor. */
  cursor: string;
}

interface RawBoardRow extends Record<string, unknown> {
  id: number;
  channel_id: number;
  title: string;
  content: string;
  is_notice: boolean;
  members_only: boolean;
  user_id: number;
  username: string;
  badge: string | null;
  profile_img: string;
  like_count: number;
  liked: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  cursor: string;
}

export interface HomeBoardRow {
  id: number;
  channelId: number;
  channelName: string;
  channelProfileImg: string;
  title: string;
  content: string;
  likeCount: number;
  createdAt: Date;
}

function columns(callerId: number | null) {
  return sql`b.id::int as id, b.channel_id::int as channel_id, b.title, b.content, b.is_notice, b.members_only,
    b.user_id::int as user_id, u.username,
    ${liveBadgeSql({ userId: sql.raw('b.user_id'), channelId: sql.raw('b.channel_id'), at: sql`now()` })} as badge,
    coalesce(nullif(u.profile_img, ''), ch.profile_img, '') as profile_img, b.created_at, b.updated_at,
    to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
    (select count(*)::int from board_likes l where l.board_id = b.id) as like_count,
    ${
      callerId === null
        ? sql`false`
        : sql`exists (select 1 from board_likes l where l.board_id = b.id and l.user_id = ${callerId})`
    } as liked`;
}

function toRow(row: RawBoardRow): BoardRow {
  return {
    id: row.id,
    channelId: row.channel_id,
    title: row.title,
    content: row.content,
    isNotice: row.is_notice,
    membersOnly: row.members_only,
    userId: row.user_id,
    username: row.username,
    badge: row.badge,
    profileImg: row.profile_img,
    likeCount: row.like_count,
    liked: row.liked,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    cursor: row.cursor,
  };
}

export function createBoardRepository(db: Db) {
  async function select(
    where: ReturnType<typeof sql>,
    tail: ReturnType<typeof sql>,
    callerId: number | null,
  ) {
    const result = await db.execute<RawBoardRow>(sql`
      select ${columns(callerId)} from channel_boards b join users u on u.id = b.user_id
        join channels ch on ch.id = b.channel_id
       where b.status = 'published' and ${where} ${tail}`);
    return result.rows.map(toRow);
  }

  return {
    async post(boardId: number, callerId: number | null): Promise<BoardRow | null> {
      const [row] = await select(sql`b.id = ${boardId}`, sql`limit 1`, callerId);
      return row ?? null;
    },

    /** A page of a channel's posts: notices first, then newest first; and how many there are. */
    async page(
      channelId: number,
      page: { limit: number; skip: number },
      callerId: number | null,
    ): Promise<{ rows: BoardRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        select(
          sql`b.channel_id = ${channelId}`,
          sql`order by b.is_notice desc, b.created_at desc, b.id desc limit ${page.limit} offset ${page.skip}`,
          callerId,
        ),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from channel_boards
           where channel_id = ${channelId} and status = 'published'`),
      ]);
      return { rows, total: total.rows[0]?.total ?? 0 };
    },

    /** A keyset page on (created_at, id): rows before the cursor are never read. */
    async cursorPage(
      channelId: number,
      query: { ascending: boolean; limit: number; after: { createdAt: string; id: number } | null },
      callerId: number | null,
    ): Promise<BoardRow[]> {
      const { after, ascending } = query;
      const afterClause = after
        ? ascending
          ? sql`and (b.created_at, b.id) > (${after.createdAt}::timestamptz, ${after.id})`
          : sql`and (b.created_at, b.id) < (${after.createdAt}::timestamptz, ${after.id})`
        : sql``;
      const order = ascending ? sql`b.created_at asc, b.id asc` : sql`b.created_at desc, b.id desc`;
      return select(
        sql`b.channel_id = ${channelId} ${afterClause}`,
        sql`order by ${order} limit ${query.limit}`,
        callerId,
      );
    },

    async insert(row: {
      channelId: number;
      userId: number;
      title: string;
      content: string;
      isNotice: boolean;
      membersOnly: boolean;
    }): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        insert into channel_boards (channel_id, user_id, title, content, is_notice, members_only)
        values (${row.channelId}, ${row.userId}, ${row.title}, ${row.content}, ${row.isNotice}, ${row.membersOnly})
        returning id::int as id`);
      return result.rows[0]!.id;
    },

    /** False when the post is gone (deleted meanwhile). */
    async update(
      boardId: number,
      channelId: number,
      row: { title: string; content: string; isNotice: boolean; membersOnly: boolean },
    ): Promise<boolean> {
      const result = await db.execute(sql`
        update channel_boards
           set title = ${row.title}, content = ${row.content}, is_notice = ${row.isNotice},
               members_only = ${row.membersOnly}, updated_at = now()
         where id = ${boardId} and channel_id = ${channelId} and status = 'published'`);
      return (result.rowCount ?? 0) > 0;
    },

    async remove(boardId: number, channelId: number): Promise<void> {
      await db.execute(sql`
        update channel_boards set status = 'deleted', updated_at = now()
         where id = ${boardId} and channel_id = ${channelId} and status = 'published'`);
    },

    /** Likes the post, or takes the like back; answers the new state. */
    async toggleLike(userId: number, boardId: number): Promise<{ liked: boolean; likeCount: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx.execute(
          sql`delete from board_likes where user_id = ${userId} and board_id = ${boardId}`,
        );
        const liked = (removed.rowCount ?? 0) === 0;
        if (liked) {
          await tx.execute(
            sql`insert into board_likes (user_id, board_id) values (${userId}, ${boardId}) on conflict do nothing`,
          );
        }
        const count = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from board_likes where board_id = ${boardId}`,
        );
        return { liked, likeCount: count.rows[0]?.n ?? 0 };
      });
    },

    /**
     * The newest post of each channel that posted within `sinceDays`, newest first: one
     * channel's many posts do not fill the home shelf. Adult channels only for a viewer who may see them.
     */
    async recentPerChannel(query: { viewer: Viewer; limit: number; sinceDays: number }) {
      const result = await db.execute<{
        id: number;
        channel_id: number;
        name: string;
        profile_img: string;
        title: string;
        content: string;
        like_count: number;
        created_at: string | Date;
      }>(sql`
        select * from (
          select distinct on (b.channel_id)
                 b.id::int as id, b.channel_id::int as channel_id, ch.name, ch.profile_img, b.title, b.content,
                 (select count(*)::int from board_likes l where l.board_id = b.id) as like_count, b.created_at
            from channel_boards b join channels ch on ch.id = b.channel_id
           where b.status = 'published' and not b.members_only
             and b.created_at > now() - make_interval(days => ${query.sinceDays})
             and ${adultAllowedSql(query.viewer, 'ch')}
           order by b.channel_id, b.created_at desc, b.id desc
        ) latest
        order by created_at desc, id desc
        limit ${query.limit}`);
      return result.rows.map(
        (row): HomeBoardRow => ({
          id: row.id,
          channelId: row.channel_id,
          channelName: row.name,
          channelProfileImg: row.profile_img,
          title: row.title,
          content: row.content,
          likeCount: row.like_count,
          createdAt: new Date(row.created_at),
        }),
      );
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
