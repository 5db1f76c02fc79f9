import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { contents, playlists } from './catalog.ts';
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
 * Activity and visitors per playlist per Seoul day: a roll-up of content_activity and
 * content_visitors kept by triggers on both (migration 0017), so channel statistics read a few
 * rows per playlist and day instead of every episode's hours (ADR 019).
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
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.day] }),
    /** Listening per day and the most played playlists of the last days (the console dashboard). */
    index('playlist_daily_activity_day_idx').on(t.day),
  ],
);
