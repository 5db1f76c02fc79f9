import type { TReportReason, TReportTargetType } from '@sogon/contract/schemas/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isAdultGalleryItem } from '#api/modules/access';

/** What a member may report, as the report rules need it: who posted it and whether it is 19+. */
export interface ReportableRow {
  /** The member whose content it is (a comment's or post's author, a picture's or episode's channel owner). */
  authorId: number | null;
  adult: boolean;
}

/** A comment's own row and what it hangs under (checked like the target itself). */
export interface ReportableComment {
  authorId: number;
  targetType: 'content' | 'board' | 'gallery';
  targetId: number;
}

/** Reports of members (issue 17): the targets they may report and the reports themselves. */
export function createReportRepository(db: Db) {
  return {
    /** A published board post of a channel. */
    async board(id: number): Promise<ReportableRow | null> {
      const result = await db.execute<{ author_id: number; adult: boolean }>(sql`
        select b.user_id::int as author_id, ch.is_adult as adult
          from channel_boards b join channels ch on ch.id = b.channel_id
         where b.id = ${id} and b.status = 'published'`);
      const row = result.rows[0];
      return row ? { authorId: row.author_id, adult: row.adult } : null;
    },

    /** A published, opened gallery picture (19+ when it or its channel is). */
    async gallery(id: number): Promise<ReportableRow | null> {
      const result = await db.execute<{
        author_id: number | null;
        item_adult: boolean;
        channel_adult: boolean;
      }>(sql`
        select ch.owner_user_id::int as author_id, g.is_adult as item_adult, ch.is_adult as channel_adult
          from gallery_items g join channels ch on ch.id = g.channel_id
         where g.id = ${id} and g.status = 'published' and g.open_dt <= now()`);
      const row = result.rows[0];
      return row
        ? {
            authorId: row.author_id,
            adult: isAdultGalleryItem({
              item: { isAdult: row.item_adult },
              channel: { isAdult: row.channel_adult },
            }),
          }
        : null;
    },

    /** A comment members read: not deleted, not hidden. */
    async comment(id: number): Promise<ReportableComment | null> {
      const result = await db.execute<{
        author_id: number;
        target_type: ReportableComment['targetType'];
        target_id: number;
      }>(sql`
        select user_id::int as author_id, target_type, target_id::int as target_id
          from comments where id = ${id} and deleted_at is null and not is_hidden`);
      const row = result.rows[0];
      return row ? { authorId: row.author_id, targetType: row.target_type, targetId: row.target_id } : null;
    },

    async reported(reporterId: number, type: TReportTargetType, id: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from reports where reporter_id = ${reporterId} and target_type = ${type} and target_id = ${id}`);
      return result.rows.length > 0;
    },

    /** One report per member and target: a second one adds nothing. */
    async insert(row: {
      reporterId: number;
      type: TReportTargetType;
      id: number;
      reason: TReportReason;
      detail: string;
    }): Promise<void> {
      await db.execute(sql`
        insert into reports (target_type, target_id, reporter_id, reason, detail)
        values (${row.type}, ${row.id}, ${row.reporterId}, ${row.reason}, ${row.detail})
        on conflict (reporter_id, target_type, target_id) do nothing`);
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
