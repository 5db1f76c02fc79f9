import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './ops.ts';
import { users } from './users.ts';

export const INQUIRY_CATEGORY_VALUES = ['account', 'payment', 'content', 'event', 'other'] as const;

/** A member's 1:1 문의: waiting until an operator (support or operator) answers it, once. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    category: text('category', { enum: INQUIRY_CATEGORY_VALUES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['waiting', 'answered'] })
      .notNull()
      .default('waiting'),
    answer: text('answer'),
    answeredBy: bigint('answered_by', { mode: 'number' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'inquiries_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'inquiries_answered_by_fkey',
      columns: [t.answeredBy],
      foreignColumns: [operators.id],
    }).onDelete('set null'),
    index('inquiries_user_idx').on(t.userId, t.id),
    index('inquiries_status_idx').on(t.status, t.id),
    check('inquiries_category', sql`${t.category} in ('account', 'payment', 'content', 'event', 'other')`),
    check('inquiries_status', sql`${t.status} in ('waiting', 'answered')`),
    check(
      'inquiries_lengths',
      sql`char_length(${t.title}) between 1 and 100 and char_length(${t.body}) between 1 and 2000`,
    ),
    check(
      'inquiries_answered',
      sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
  ],
);
