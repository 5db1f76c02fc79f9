import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { channels, contents, playlists } from './catalog.ts';
import { users } from './users.ts';

/** Where a member left off in an episode (resume on any device, "continue listening"). */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** Seconds into the episode. */
    playtime: integer('playtime').notNull(),
    /** Seconds listened in total (sum of reported intervals). */
    listened: integer('listened').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('playback_positions_recent_idx').on(t.userId, t.updatedAt.desc()),
    check('playback_positions_not_negative', sql`${t.playtime} >= 0 and ${t.listened} >= 0`),
  ],
);

export const contentLikes = pgTable(
  'content_likes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('content_likes_content_idx').on(t.contentId),
  ],
);

/**
 * Activity per episode per hour (Seoul-agnostic UTC hours): the signals rankings are computed
 * from. Written in batches by the playback ingest, never per event.
 */
export const contentActivity = pgTable(
  'content_activity',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    playtimeSec: bigint('playtime_sec', { mode: 'number' }).notNull().default(0),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.hour] }), index('content_activity_hour_idx').on(t.hour)],
);

/** Daily unique visitors per episode (Seoul date), for the visit statistics. */
export const contentVisitors = pgTable(
  'content_visitors',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.day] })],
);

/**
 * Activity, visitors and unlocks per playlist per Seoul day: a roll-up of content_activity and
 * content_visitors (migration 0017) and of purchases (migration 0032) kept by triggers on them in
 * the writing transaction, so channel statistics read a few rows per playlist and day instead of
 * every episode's hours and every unlock (ADR 019).
 */
export const playlistDailyActivity = pgTable(
  'playlist_daily_activity',
  {
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    visitors: bigint('visitors', { mode: 'number' }).notNull().default(0),
    plays: bigint('plays', { mode: 'number' }).notNull().default(0),
    playtimeSec: bigint('playtime_sec', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    /** Unlocks (purchase rows) of the playlist made that day, and the hearts they cost. */
    purchases: bigint('purchases', { mode: 'number' }).notNull().default(0),
    hearts: bigint('hearts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.day] }),
    /** Listening per day and the most played playlists of the last days (the console dashboard). */
    index('playlist_daily_activity_day_idx').on(t.day),
  ],
);

/**
 * Channel-wide figures per Seoul day: new follows and subscriptions, subscription and picture
 * income. Kept exact by triggers on channel_follows, channel_subscriptions, subscription_periods
 * and gallery_purchases in the writing transaction (migration 0032), so channel statistics read
 * one row per day instead of grouping those rows.
 */
export const channelDailyStats = pgTable(
  'channel_daily_stats',
  {
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    newFollowers: bigint('new_followers', { mode: 'number' }).notNull().default(0),
    newSubscribers: bigint('new_subscribers', { mode: 'number' }).notNull().default(0),
    subscriptionHearts: bigint('subscription_hearts', { mode: 'number' }).notNull().default(0),
    galleryHearts: bigint('gallery_hearts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
);
