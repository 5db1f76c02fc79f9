import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { contents } from './catalog.ts';
import { users } from './users.ts';

/**
 * A member's bookmark (issue 42): a moment of an episode, in whole seconds, with an optional
 * note. One per member, episode and second: saving the same moment again keeps one row.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    contentId: bigint('content_id', { mode: 'number' }).notNull(),
    positionSec: integer('position_sec').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'bookmarks_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'bookmarks_content_id_fkey',
      columns: [t.contentId],
      foreignColumns: [contents.id],
    }).onDelete('cascade'),
    unique('bookmarks_moment_key').on(t.userId, t.contentId, t.positionSec),
    index('bookmarks_user_idx').on(t.userId, t.id),
    index('bookmarks_content_idx').on(t.contentId),
    check('bookmarks_position', sql`${t.positionSec} >= 0`),
    check('bookmarks_note', sql`${t.note} is null or char_length(${t.note}) between 1 and 200`),
  ],
);
