import type { TContentState, TReportStatus } from '@sogon/contract/schemas/ops-moderation';
import { REPORT_REASONS, type TReportReason, type TReportTargetType } from '@sogon/contract/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { publishedAnyTimeSql } from '#api/modules/access';
import type { Tx } from '#api/modules/ops';

type Runner = Pick<Tx, 'execute'> | Pick<Db, 'execute'>;

/** A reported or looked-up item as the console shows it. */
export interface ModeratedItem {
  type: TReportTargetType;
  id: number;
  state: Exclude<TContentState, 'missing'>;
  title: string;
  text: string;
  thumbnailUrl: string | null;
  sitePath: string | null;
  author: { id: number; username: string } | null;
  channel: { id: number; name: string };
  createdAt: Date;
}

export interface ReportGroupRow {
  type: TReportTargetType;
  id: number;
  status: TReportStatus;
  reporters: number;
  reasons: Record<TReportReason, number>;
  notes: string[];
  firstAt: Date;
  lastAt: Date;
  resolvedAt: Date | null;
  resolution: string;
}

export type ModerationAction = 'hide' | 'unhide' | 'delete';

const ids = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const date = (value: string | Date) => new Date(value);

interface RawItem extends Record<string, unknown> {
  id: number;
  title: string;
  text: string;
  thumbnail: string | null;
  site_path: string | null;
  author_id: number | null;
  author_name: string | null;
  channel_id: number;
  channel_name: string;
  state: ModeratedItem['state'];
  created_at: string | Date;
}

/** One statement per kind: the item's words, picture, author, channel and state. */
const ITEM_QUERIES: Record<TReportTargetType, (where: SQL) => SQL> = {
  comment: (where) => sql`
    select c.id::int as id, '' as title, c.content as text, null as thumbnail,
           case when c.target_type = 'content' then '/playlist/' || ct.playlist_id || '/' || c.target_id
                else '/channel/' || c.channel_id end as site_path,
           u.id::int as author_id, u.username as author_name, ch.id::int as channel_id, ch.name as channel_name,
           case when c.deleted_at is not null then 'deleted' when c.is_hidden then 'hidden' else 'visible' end as state,
           c.created_at
      from comments c join users u on u.id = c.user_id join channels ch on ch.id = c.channel_id
      left join contents ct on c.target_type = 'content' and ct.id = c.target_id
     where ${where}`,
  board: (where) => sql`
    select b.id::int as id, b.title, b.content as text, null as thumbnail, '/channel/' || b.channel_id as site_path,
           u.id::int as author_id, u.username as author_name, ch.id::int as channel_id, ch.name as channel_name,
           case b.status when 'published' then 'visible' else b.status end as state, b.created_at
      from channel_boards b join users u on u.id = b.user_id join channels ch on ch.id = b.channel_id
     where ${where}`,
  gallery: (where) => sql`
    select g.id::int as id, g.title, g.description as text, g.preview_img as thumbnail,
           '/channel/' || g.channel_id as site_path,
           u.id::int as author_id, u.username as author_name, ch.id::int as channel_id, ch.name as channel_name,
           case g.status when 'published' then 'visible' else g.status end as state, g.created_at
      from gallery_items g join channels ch on ch.id = g.channel_id left join users u on u.id = ch.owner_user_id
     where ${where}`,
  episode: (where) => sql`
    select ct.id::int as id, ct.title, ct.description as text,
           coalesce(nullif(ct.cover_img, ''), nullif(p.cover_img, '')) as thumbnail,
           '/playlist/' || ct.playlist_id || '/' || ct.id as site_path,
           u.id::int as author_id, u.username as author_name, ch.id::int as channel_id, ch.name as channel_name,
           -- Moderation reads takedowns, not schedules: a scheduled episode is not hidden by anyone.
           case when ${publishedAnyTimeSql('ct')} and p.status = 'published' then 'visible' else 'hidden' end as state,
           ct.created_at
      from contents ct join playlists p on p.id = ct.playlist_id join channels ch on ch.id = p.channel_id
      left join users u on u.id = ch.owner_user_id
     where ${where}`,
};

const ITEM_ID: Record<TReportTargetType, SQL> = {
  comment: sql`c.id`,
  board: sql`b.id`,
  gallery: sql`g.id`,
  episode: sql`ct.id`,
};

function toItem(type: TReportTargetType, row: RawItem): ModeratedItem {
  return {
    type,
    id: row.id,
    state: row.state,
    title: row.title,
    text: row.text,
    thumbnailUrl: row.thumbnail,
    sitePath: row.site_path,
    author: row.author_id === null ? null : { id: row.author_id, username: row.author_name ?? '' },
    channel: { id: row.channel_id, name: row.channel_name },
    createdAt: date(row.created_at),
  };
}

/**
 * Moderation at the console (issue 17): the report queue grouped by target, and the state
 * changes of comments, board posts, gallery pictures and episodes. Every change runs in the
 * caller's transaction with the row locked, so its audit row commits with it.
 */
export function createModerationRepository(db: Db) {
  async function items(type: TReportTargetType, values: number[], runner: Runner = db) {
    if (values.length === 0) return new Map<number, ModeratedItem>();
    const result = await runner.execute<RawItem>(
      ITEM_QUERIES[type](sql`${ITEM_ID[type]} in (${ids(values)})`),
    );
    return new Map(result.rows.map((row) => [row.id, toItem(type, row)]));
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    items,

    async item(type: TReportTargetType, id: number, runner: Runner = db): Promise<ModeratedItem | null> {
      return (await items(type, [id], runner)).get(id) ?? null;
    },

    /** Reports grouped by target and status: open ones oldest first, resolved ones latest first. */
    async groups(
      filter: { status: TReportStatus; type?: TReportTargetType; id?: number; limit: number },
      runner: Runner = db,
    ): Promise<ReportGroupRow[]> {
      const where = [sql`status = ${filter.status}`];
      if (filter.type) where.push(sql`target_type = ${filter.type}`);
      if (filter.id !== undefined) where.push(sql`target_id = ${filter.id}`);
      const order =
        filter.status === 'open' ? sql`min(created_at) asc` : sql`max(resolved_at) desc nulls last`;
      const counts = sql.join(
        REPORT_REASONS.map(
          (reason) => sql`count(*) filter (where reason = ${reason})::int as ${sql.identifier(reason)}`,
        ),
        sql`, `,
      );
      const result = await runner.execute<
        Record<TReportReason, number> & {
          target_type: TReportTargetType;
          target_id: number;
          status: TReportStatus;
          reporters: number;
          notes: string[] | null;
          first_at: string | Date;
          last_at: string | Date;
          resolved_at: string | Date | null;
          resolution: string | null;
        }
      >(sql`
        select target_type, target_id::int as target_id, status, count(*)::int as reporters, ${counts},
               (array_remove(array_agg(detail order by created_at desc, id desc), ''))[1:5] as notes,
               min(created_at) as first_at, max(created_at) as last_at, max(resolved_at) as resolved_at,
               (array_agg(resolution order by resolved_at desc nulls last))[1] as resolution
          from reports where ${sql.join(where, sql` and `)}
         group by target_type, target_id, status
         order by ${order}, target_type, target_id
         limit ${filter.limit}`);
      return result.rows.map((row) => ({
        type: row.target_type,
        id: row.target_id,
        status: row.status,
        reporters: row.reporters,
        reasons: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, row[reason]])) as Record<
          TReportReason,
          number
        >,
        notes: row.notes ?? [],
        firstAt: date(row.first_at),
        lastAt: date(row.last_at),
        resolvedAt: row.resolved_at === null ? null : date(row.resolved_at),
        resolution: row.resolution ?? '',
      }));
    },

    /** Locks the open reports of a target; answers how many there are. */
    async lockOpen(tx: Tx, type: TReportTargetType, id: number): Promise<number> {
      const result = await tx.execute(sql`
        select id from reports where target_type = ${type} and target_id = ${id} and status = 'open' for update`);
      return result.rows.length;
    },

    /** Resolves every open report of a target; answers how many. */
    async resolve(
      tx: Tx,
      change: {
        type: TReportTargetType;
        id: number;
        status: 'hidden' | 'dismissed';
        operatorId: number;
        reason: string;
      },
    ): Promise<number> {
      const result = await tx.execute(sql`
        update reports set status = ${change.status}, resolved_at = now(), resolved_by = ${change.operatorId},
                           resolution = ${change.reason}
         where target_type = ${change.type} and target_id = ${change.id} and status = 'open'`);
      return result.rowCount ?? 0;
    },

    /**
     * Changes what members see of an item, with the row locked: the state before and after,
     * 'missing', or 'unchanged' when the action would change nothing.
     */
    async apply(
      tx: Tx,
      type: TReportTargetType,
      id: number,
      action: ModerationAction,
    ): Promise<{ before: ModeratedItem['state']; after: ModeratedItem['state'] } | 'missing' | 'unchanged'> {
      if (type === 'comment') {
        const found = await tx.execute<{ is_hidden: boolean; deleted: boolean }>(sql`
          select is_hidden, deleted_at is not null as deleted from comments where id = ${id} for update`);
        const row = found.rows[0];
        if (!row) return 'missing';
        const before = row.deleted ? 'deleted' : row.is_hidden ? 'hidden' : 'visible';
        if (action === 'hide' && before === 'visible') {
          await tx.execute(sql`update comments set is_hidden = true, hidden_by_ops = true where id = ${id}`);
          return { before, after: 'hidden' };
        }
        if (action === 'unhide' && before === 'hidden') {
          await tx.execute(
            sql`update comments set is_hidden = false, hidden_by_ops = false where id = ${id}`,
          );
          return { before, after: 'visible' };
        }
        if (action === 'delete' && before !== 'deleted') {
          await tx.execute(sql`update comments set deleted_at = now() where id = ${id}`);
          return { before, after: 'deleted' };
        }
        return 'unchanged';
      }
      const table = { board: sql`channel_boards`, gallery: sql`gallery_items`, episode: sql`contents` }[type];
      const found = await tx.execute<{ status: string }>(
        sql`select status from ${table} where id = ${id} for update`,
      );
      const status = found.rows[0]?.status;
      if (status === undefined) return 'missing';
      const state = (value: string): ModeratedItem['state'] =>
        value === 'published' ? 'visible' : value === 'deleted' ? 'deleted' : 'hidden';
      const next =
        action === 'hide'
          ? status === 'published'
            ? 'hidden'
            : null
          : action === 'unhide'
            ? status === 'hidden' && type !== 'episode'
              ? 'published'
              : null
            : status !== 'deleted' && type !== 'episode'
              ? 'deleted'
              : null;
      if (next === null) return 'unchanged';
      const touched = type === 'board' ? sql`, updated_at = now()` : sql``;
      await tx.execute(sql`update ${table} set status = ${next}${touched} where id = ${id}`);
      return { before: state(status), after: state(next) };
    },

    /** How many open reports each item has. */
    async openReports(type: TReportTargetType, id: number, runner: Runner = db): Promise<number> {
      const result = await runner.execute<{ count: number }>(sql`
        select count(*)::int as count from reports where target_type = ${type} and target_id = ${id} and status = 'open'`);
      return result.rows[0]?.count ?? 0;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
