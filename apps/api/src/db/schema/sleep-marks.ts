import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { contents } from './catalog.ts';
import { users } from './users.ts';

/**
 * 잠든 곳부터 (issue 42, ADR 074): where a member's sleep timer began to fade, one row per member
 * (the latest night), so any device can offer to go back there.
 */
export const sleepMarks = pgTable(
  'sleep_marks',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    contentId: bigint('content_id', { mode: 'number' }).notNull(),
    /** Seconds into the episode. */
    position: integer('position').notNull(),
    /** When the fade began (the server clock at the request). */
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'sleep_marks_pk', columns: [t.userId] }),
    foreignKey({ name: 'sleep_marks_user_id_fk', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'sleep_marks_content_id_fk',
      columns: [t.contentId],
      foreignColumns: [contents.id],
    }).onDelete('cascade'),
    check('sleep_marks_position_not_negative', sql`${t.position} >= 0`),
  ],
);
