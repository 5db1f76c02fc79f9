import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { channels } from './catalog.ts';
import { users } from './users.ts';

/** A member blocked from a channel by its owner (migration 0051): no comments, tips or gifts there. */
export const channelBlocks = pgTable(
  'channel_blocks',
  {
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    blockedBy: bigint('blocked_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'channel_blocks_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channel_blocks_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channel_blocks_blocked_by_fkey',
      columns: [t.blockedBy],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    primaryKey({ name: 'channel_blocks_pkey', columns: [t.channelId, t.userId] }),
    index('channel_blocks_user_idx').on(t.userId),
  ],
);

/** An announcement to a channel's followers or the members of chosen tiers; 3 per Seoul day. */
export const channelAnnouncements = pgTable(
  'channel_announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: ['followers', 'tiers'] }).notNull(),
    tierIds: bigint('tier_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The Seoul day it was written on: the daily limit counts these. */
    kstDay: date('kst_day').notNull(),
    status: text('status', { enum: ['queued', 'sent'] })
      .notNull()
      .default('queued'),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'channel_announcements_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channel_announcements_author_user_id_fkey',
      columns: [t.authorUserId],
      foreignColumns: [users.id],
    }).onDelete('set null'),
    index('channel_announcements_channel_day_idx').on(t.channelId, t.kstDay),
    check('channel_announcements_audience', sql`${t.audience} in ('followers', 'tiers')`),
    check('channel_announcements_status', sql`${t.status} in ('queued', 'sent')`),
    check(
      'channel_announcements_lengths',
      sql`char_length(${t.title}) between 1 and 50 and char_length(${t.body}) between 1 and 1000`,
    ),
  ],
);

/** A member's in-app notification: one per member and `source`, so a retried delivery adds none. */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 'announcement' for now. */
    kind: text('kind').notNull(),
    /** What it is about, e.g. `announcement:12`. */
    source: text('source').notNull(),
    channelId: bigint('channel_id', { mode: 'number' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when its mail was handed to the mail queue (members who opted in to alarms). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'member_notifications_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_notifications_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    uniqueIndex('member_notifications_source_key').on(t.userId, t.source),
    index('member_notifications_inbox_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('member_notifications_source_idx').on(t.source),
  ],
);
