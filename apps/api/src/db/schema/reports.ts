import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './ops.ts';
import { users } from './users.ts';

/**
 * A member's report (신고) of a comment, board post, gallery picture or episode (issue 17): one
 * per member and target. The console works them grouped by target; hiding the item or
 * dismissing resolves every open report of it at once.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetType: text('target_type', { enum: ['comment', 'board', 'gallery', 'episode'] }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['spam', 'abuse', 'sexual', 'copyright', 'privacy', 'other'],
    }).notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['open', 'hidden', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => operators.id),
    /** The operator's reason when hiding or dismissing. */
    resolution: text('resolution').notNull().default(''),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    check('reports_detail_length', sql`char_length(${t.detail}) <= 300`),
  ],
);
