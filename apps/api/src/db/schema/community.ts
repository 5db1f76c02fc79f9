import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './catalog.ts';
import { users } from './users.ts';

/** A post on a channel's board, written by the channel's owner. Deleting keeps the row. */
export const channelBoards = pgTable(
  'channel_boards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Pinned above the other posts. */
    isNotice: boolean('is_notice').notNull().default(false),
    /** Only members of a tier with `members_only_posts` read it. */
    membersOnly: boolean('members_only').notNull().default(false),
    /** `hidden`: hidden by an operator (a report, issue 17); members no longer see it. */
    status: text('status', { enum: ['published', 'hidden', 'deleted'] })
      .notNull()
      .default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('channel_boards_channel_idx')
      .on(t.channelId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('channel_boards_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
  ],
);

export const boardLikes = pgTable(
  'board_likes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: bigint('board_id', { mode: 'number' })
      .notNull()
      .references(() => channelBoards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boardId] }), index('board_likes_board_idx').on(t.boardId)],
);

/**
 * Comments on episodes ('content'), board posts ('board') and gallery items ('gallery'): one
 * table, one set of rules (ADR 018). `target_id` names the commented row of that kind; the
 * channel is kept beside it for the owner's moderation. One level of replies: `parent_id` is a
 * top-level comment of the same target.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetType: text('target_type', { enum: ['content', 'board', 'gallery'] }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Hidden by an operator (issue 17): the channel owner's toggle cannot show it again. */
    hiddenByOps: boolean('hidden_by_ops').notNull().default(false),
    /** The client's Idempotency-Key: a retried post answers the comment it created. */
    clientKey: text('client_key'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_target_idx')
      .on(t.targetType, t.targetId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id).where(sql`${t.parentId} is not null`),
    uniqueIndex('comments_client_key_idx').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
    check('comments_content_length', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);
