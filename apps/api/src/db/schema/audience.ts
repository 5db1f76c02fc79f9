import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { channels, contents } from './catalog.ts';
import { users } from './users.ts';

/**
 * An episode's retention roll-up (migration 0050): per bucket start second, the play segments
 * that began there and those that ended there, by how they ended. Plays still listening at a
 * bucket = starts up to it − ends before it, so a play writes two counters whatever its length.
 */
export const contentRetention = pgTable(
  'content_retention',
  {
    contentId: bigint('content_id', { mode: 'number' }).notNull(),
    second: integer('second').notNull(),
    starts: bigint('starts', { mode: 'number' }).notNull().default(0),
    /** Ended by the sleep timer or by long inactivity (잠듦). */
    sleeps: bigint('sleeps', { mode: 'number' }).notNull().default(0),
    /** Ended by a skip, closing the page or switching episodes (이탈). */
    leaves: bigint('leaves', { mode: 'number' }).notNull().default(0),
    /** Played to the end of the episode. */
    finishes: bigint('finishes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'content_retention_content_id_fkey',
      columns: [t.contentId],
      foreignColumns: [contents.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'content_retention_pk', columns: [t.contentId, t.second] }),
    check('content_retention_second', sql`${t.second} >= 0`),
  ],
);

export const PLAY_SOURCE_KINDS = ['search', 'home', 'feed', 'partner', 'other'] as const;

/** Plays started per channel, Seoul day and where the listener came from (migration 0050). */
export const channelPlaySources = pgTable(
  'channel_play_sources',
  {
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: PLAY_SOURCE_KINDS }).notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'channel_play_sources_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'channel_play_sources_pk', columns: [t.channelId, t.day, t.source] }),
    check('channel_play_sources_source', sql`${t.source} in ('search', 'home', 'feed', 'partner', 'other')`),
  ],
);

/** Members who show their nickname in public channel fan rankings (a row = opted in). */
export const fanRankOptIns = pgTable(
  'fan_rank_opt_ins',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'fan_rank_opt_ins_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Hearts each member spent on a channel per Seoul month (first day of the month), kept by a
 * trigger on channel_earnings in the writing statement (migration 0050). `shown` mirrors the
 * member's opt-in for the public ranking's partial index.
 */
export const channelFanMonths = pgTable(
  'channel_fan_months',
  {
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    hearts: bigint('hearts', { mode: 'number' }).notNull().default(0),
    tipHearts: bigint('tip_hearts', { mode: 'number' }).notNull().default(0),
    subscriptionHearts: bigint('subscription_hearts', { mode: 'number' }).notNull().default(0),
    shown: boolean('shown').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'channel_fan_months_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'channel_fan_months_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'channel_fan_months_pk', columns: [t.channelId, t.month, t.userId] }),
    index('channel_fan_months_rank_idx').on(t.channelId, t.month, t.hearts.desc().nullsFirst(), t.userId),
    index('channel_fan_months_shown_idx')
      .on(t.channelId, t.month, t.hearts.desc().nullsFirst(), t.userId)
      .where(sql`${t.shown}`),
    index('channel_fan_months_member_idx').on(t.userId),
    index('channel_fan_months_subscribed_idx')
      .on(t.channelId, t.userId, t.month)
      .where(sql`${t.subscriptionHearts} > 0`),
  ],
);
