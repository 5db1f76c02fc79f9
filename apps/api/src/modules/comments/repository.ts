import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { liveBadgeSql } from '#api/modules/subscriptions';

export type CommentTargetType = 'content' | 'board' | 'gallery';

/** What is commented: a row of one kind, and the channel it belongs to. */
export interface CommentTarget {
  type: CommentTargetType;
  id: number;
  channelId: number;
  /** The channel's owner: shown as the creator, and may hide comments. */
  ownerUserId: number | null;
}

export interface CommentRow {
  id: number;
  parentId: number | null;
  userId: number;
  username: string;
  profileImg: string;
  authorExited: boolean;
  content: string;
  isHidden: boolean;
  isDeleted: boolean;
  replyCount: number;
  createdAt: Date;
  /** The badge of the author's live tier of the channel, when it has one. */
  badge: string | null;
}

interface RawCommentRow extends Record<string, unknown> {
  id: number;
  parent_id: number | null;
  user_id: number;
  username: string;
  profile_img: string;
  user_status: string;
  content: string;
  is_hidden: boolean;
  deleted: boolean;
  reply_count: number;
  created_at: string | Date;
  badge: string | null;
}

/** The comment fields every list reads, on `comments c join users u`. */
const columns = sql`
  c.id::int as id, c.parent_id::int as parent_id, c.user_id::int as user_id,
  u.username, u.profile_img, u.status as user_status, c.content, c.is_hidden,
  c.deleted_at is not null as deleted, c.created_at,
  (select count(*)::int from comments r where r.parent_id = c.id and r.deleted_at is null) as reply_count,
  ${liveBadgeSql({ userId: sql.raw('c.user_id'), channelId: sql.raw('c.channel_id'), at: sql`now()` })} as badge`;

/** A top-level comment stays listed after deletion only while a reply under it is alive. */
const listedTopLevel = sql`(c.deleted_at is null
  or exists (select 1 from comments r where r.parent_id = c.id and r.deleted_at is null))`;

function toRow(row: RawCommentRow): CommentRow {
  return {
    id: row.id,
    parentId: row.parent_id,
    userId: row.user_id,
    username: row.username,
    profileImg: row.profile_img,
    authorExited: row.user_status === 'exited',
    content: row.content,
    isHidden: row.is_hidden,
    isDeleted: row.deleted,
    replyCount: row.reply_count,
    createdAt: new Date(row.created_at),
    badge: row.badge,
  };
}

export function createCommentRepository(db: Db) {
  async function one(where: ReturnType<typeof sql>): Promise<CommentRow | null> {
    const result = await db.execute<RawCommentRow>(
      sql`select ${columns} from comments c join users u on u.id = c.user_id where ${where} limit 1`,
    );
    return result.rows[0] ? toRow(result.rows[0]) : null;
  }

  return {
    /** One page of a target's top-level comments, and how many there are. */
    async topLevel(
      target: CommentTarget,
      page: { ascending: boolean; limit: number; skip: number },
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const order = page.ascending ? sql`c.created_at asc, c.id asc` : sql`c.created_at desc, c.id desc`;
      const where = sql`c.target_type = ${target.type} and c.target_id = ${target.id}
        and c.parent_id is null and ${listedTopLevel}`;
      const [rows, total] = await Promise.all([
        db.execute<RawCommentRow>(sql`
          select ${columns} from comments c join users u on u.id = c.user_id
           where ${where} order by ${order} limit ${page.limit} offset ${page.skip}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from comments c where ${where}`),
      ]);
      return { rows: rows.rows.map(toRow), total: total.rows[0]?.total ?? 0 };
    },

    /** One page of the live replies under `parentId` (of this target), oldest first. */
    async replies(
      target: CommentTarget,
      parentId: number,
      page: { limit: number; skip: number },
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const where = sql`c.target_type = ${target.type} and c.target_id = ${target.id}
        and c.parent_id = ${parentId} and c.deleted_at is null`;
      const [rows, total] = await Promise.all([
        db.execute<RawCommentRow>(sql`
          select ${columns} from comments c join users u on u.id = c.user_id
           where ${where} order by c.created_at asc, c.id asc limit ${page.limit} offset ${page.skip}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from comments c where ${where}`),
      ]);
      return { rows: rows.rows.map(toRow), total: total.rows[0]?.total ?? 0 };
    },

    async byId(id: number) {
      const result = await db.execute<{
        id: number;
        target_type: CommentTargetType;
        target_id: number;
        channel_id: number;
        user_id: number;
        parent_id: number | null;
        deleted: boolean;
        hidden_by_ops: boolean;
        owner_user_id: number | null;
      }>(sql`
        select c.id::int as id, c.target_type, c.target_id::int as target_id, c.channel_id::int as channel_id,
               c.user_id::int as user_id, c.parent_id::int as parent_id, c.deleted_at is not null as deleted,
               c.hidden_by_ops, ch.owner_user_id::int as owner_user_id
          from comments c join channels ch on ch.id = c.channel_id
         where c.id = ${id}`);
      const row = result.rows[0];
      return row
        ? {
            id: row.id,
            targetType: row.target_type,
            targetId: row.target_id,
            channelId: row.channel_id,
            userId: row.user_id,
            parentId: row.parent_id,
            deleted: row.deleted,
            hiddenByOps: row.hidden_by_ops,
            ownerUserId: row.owner_user_id,
          }
        : null;
    },

    /** The comment the member posted with this client key, if any. */
    async byClientKey(userId: number, clientKey: string): Promise<CommentRow | null> {
      return one(sql`c.user_id = ${userId} and c.client_key = ${clientKey}`);
    },

    async read(id: number): Promise<CommentRow | null> {
      return one(sql`c.id = ${id}`);
    },

    /**
     * Inserts a comment; a reply only when its parent is a live top-level comment of the same
     * target (checked in the same statement, so a parent deleted meanwhile is caught). Answers the
     * new id, 'no-parent', or 'duplicate' when the client key was used already.
     */
    async insert(row: {
      target: CommentTarget;
      userId: number;
      parentId: number | null;
      content: string;
      clientKey: string | null;
    }): Promise<number | 'no-parent' | 'duplicate'> {
      const { target } = row;
      const parentOk =
        row.parentId === null
          ? sql`true`
          : sql`exists (select 1 from comments p where p.id = ${row.parentId} and p.parent_id is null
              and p.deleted_at is null and p.target_type = ${target.type} and p.target_id = ${target.id})`;
      const result = await db.execute<{ id: number }>(sql`
        insert into comments (target_type, target_id, channel_id, user_id, parent_id, content, client_key)
        select ${target.type}, ${target.id}, ${target.channelId}, ${row.userId}, ${row.parentId},
               ${row.content}, ${row.clientKey}
         where ${parentOk}
        on conflict (user_id, client_key) where client_key is not null do nothing
        returning id::int as id`);
      if (result.rows[0]) return result.rows[0].id;
      if (row.clientKey !== null && (await this.byClientKey(row.userId, row.clientKey))) return 'duplicate';
      return 'no-parent';
    },

    /**
     * Deletes a comment of its author: for good when nothing hangs under it, else marks it
     * deleted so its replies keep their place. False when it was gone already.
     */
    async remove(id: number): Promise<boolean> {
      const removed = await db.execute(sql`
        delete from comments c where c.id = ${id}
           and not exists (select 1 from comments r where r.parent_id = c.id and r.deleted_at is null)`);
      if ((removed.rowCount ?? 0) > 0) return true;
      const marked = await db.execute(
        sql`update comments set deleted_at = now() where id = ${id} and deleted_at is null`,
      );
      return (marked.rowCount ?? 0) > 0;
    },

    /** The channel owner's toggle; a comment an operator hid stays hidden. */
    async setHidden(id: number, hidden: boolean): Promise<void> {
      await db.execute(sql`update comments set is_hidden = ${hidden} where id = ${id} and not hidden_by_ops`);
    },

    /** Live, shown comments and replies per target id of one kind (ids without any are absent). */
    async counts(type: CommentTargetType, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute<{ target_id: number; count: number }>(sql`
        select target_id::int as target_id, count(*)::int as count from comments
         where target_type = ${type}
           and target_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
           and deleted_at is null and not is_hidden
         group by target_id`);
      return new Map(result.rows.map((row) => [row.target_id, row.count]));
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
