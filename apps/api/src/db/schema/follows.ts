import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { channels, playlists } from './catalog.ts';
import { users } from './users.ts';

/** A member follows a channel (free, unlike a subscription): their feed on the home page. */
export const channelFollows = pgTable(
  'channel_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channelId] }),
    index('channel_follows_channel_idx').on(t.channelId),
  ],
);

/** A playlist a member keeps (찜): the library's 'prefer' list. */
export const playlistPrefers = pgTable(
  'playlist_prefers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistId] }),
    index('playlist_prefers_user_idx').on(t.userId, t.createdAt.desc()),
    index('playlist_prefers_playlist_idx').on(t.playlistId),
  ],
);
