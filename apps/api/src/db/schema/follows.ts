import { bigint, customType, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
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

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The last transaction that changed each member's follows, 찜 or likes (migration 0041, ADR 056),
 * kept by statement triggers on the three tables (`note_member_reaction_writes`). No foreign key:
 * a deleted member's cascade writes here too.
 */
export const memberReactionWrites = pgTable('member_reaction_writes', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  xact: xid8('xact').notNull(),
});
