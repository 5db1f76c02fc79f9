import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const channels = pgTable('channels', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
    onDelete: 'set null',
  }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  profileImg: text('profile_img').notNull().default(''),
  bannerImg: text('banner_img').notNull().default(''),
  isAdult: boolean('is_adult').notNull().default(false),
  /** Hidden from the console (moderation): the channel and everything in it read as absent. */
  status: text('status', { enum: ['published', 'hidden'] })
    .notNull()
    .default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec section 3 category ids are fixed, so the primary key is not generated. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Home and discovery order. */
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
});

export const playlists = pgTable(
  'playlists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImg: text('cover_img').notNull().default(''),
    mediaType: text('media_type', { enum: ['audio', 'video', 'audiotoon'] }).notNull(),
    isFree: boolean('is_free').notNull().default(true),
    /** Hearts per paid episode. */
    price: integer('price').notNull().default(0),
    /** Hearts for the whole playlist at once, 0 when not sold as a bundle. */
    bundlePrice: integer('bundle_price').notNull().default(0),
    isAdult: boolean('is_adult').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'published', 'hidden'] })
      .notNull()
      .default('published'),
    openDt: timestamp('open_dt', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playlists_channel_open_idx').on(t.channelId, t.openDt.desc(), t.id.desc()),
    index('playlists_open_idx').on(t.openDt.desc(), t.id.desc()),
  ],
);

export const playlistCategories = pgTable(
  'playlist_categories',
  {
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.playlistId] }),
    index('playlist_categories_playlist_idx').on(t.playlistId),
  ],
);

/** An episode of a playlist. */
export const contents = pgTable(
  'contents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    episodeNo: integer('episode_no').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mediaType: text('media_type', { enum: ['audio', 'video', 'audiotoon'] }).notNull(),
    /** Free to everyone even inside a paid playlist (e.g. the first episode). */
    isFree: boolean('is_free').notNull().default(true),
    price: integer('price').notNull().default(0),
    isAdult: boolean('is_adult').notNull().default(false),
    durationSec: integer('duration_sec').notNull().default(0),
    /** Storage key of the playable media (progressive file until the HLS pipeline lands). */
    mediaKey: text('media_key').notNull().default(''),
    coverImg: text('cover_img').notNull().default(''),
    status: text('status', { enum: ['draft', 'processing', 'published', 'hidden'] })
      .notNull()
      .default('published'),
    openDt: timestamp('open_dt', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contents_playlist_idx').on(t.playlistId, t.episodeNo),
    index('contents_open_idx').on(t.openDt.desc(), t.id.desc()),
  ],
);
