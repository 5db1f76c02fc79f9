import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const channels = pgTable(
  'channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    /** `@handle` shown on the channel page; unique ignoring case (migration 0043). */
    handle: text('handle'),
    description: text('description').notNull().default(''),
    /** The creator's links (SNS, shop), in the order shown. */
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    profileImg: text('profile_img').notNull().default(''),
    bannerImg: text('banner_img').notNull().default(''),
    isAdult: boolean('is_adult').notNull().default(false),
    /** Hidden from the console (moderation): the channel and everything in it read as absent. */
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channels_handle_key').on(sql`lower(${t.handle})`).where(sql`${t.handle} is not null`)],
);

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
    /** The first N episodes are free: the studio applies it to the episodes' `is_free` (ADR 066). */
    freeFirstN: integer('free_first_n').notNull().default(0),
    /** How long a rental (대여) of one of its episodes lasts. */
    rentalHours: integer('rental_hours').notNull().default(72),
    /** 기다무: a free episode every so many hours after the member's last one; 0 is off. */
    waitFreeHours: integer('wait_free_hours').notNull().default(0),
    /** The newest episodes 기다무 does not open. */
    waitFreeExcludeNewest: integer('wait_free_exclude_newest').notNull().default(0),
    /** A 기다무 unlock is a rental of this many hours; 0 means it is owned. */
    waitFreeRentalHours: integer('wait_free_rental_hours').notNull().default(0),
    /** `archived`: the creator took it off the shelves; buyers keep what they bought. */
    status: text('status', { enum: ['draft', 'published', 'hidden', 'archived'] })
      .notNull()
      .default('published'),
    openDt: timestamp('open_dt', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playlists_channel_open_idx').on(t.channelId, t.openDt.desc(), t.id.desc()),
    index('playlists_open_idx').on(t.openDt.desc(), t.id.desc()),
    check(
      'playlists_terms_valid',
      sql`${t.price} >= 0 and ${t.bundlePrice} >= 0 and ${t.freeFirstN} >= 0 and ${t.rentalHours} between 1 and 720
        and ${t.waitFreeHours} between 0 and 720 and ${t.waitFreeExcludeNewest} >= 0
        and ${t.waitFreeRentalHours} between 0 and 720`,
    ),
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
    /** Hearts for a rental (대여) of `playlists.rental_hours`; 0 is not for rent. */
    rentalPrice: integer('rental_price').notNull().default(0),
    /** 선공개: opens this many days before `open_dt` to members of `early_tier_ids`. */
    earlyDays: integer('early_days').notNull().default(0),
    /** Tier lineages (`channel_subscription_products.tier_id`) that hear it early. */
    earlyTierIds: bigint('early_tier_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    isAdult: boolean('is_adult').notNull().default(false),
    durationSec: integer('duration_sec').notNull().default(0),
    /** Storage key of the playable media (progressive file until the HLS pipeline lands). */
    mediaKey: text('media_key').notNull().default(''),
    coverImg: text('cover_img').notNull().default(''),
    /** `deleted` by its creator: gone from every list, still plays for those who hold it. */
    status: text('status', { enum: ['draft', 'processing', 'published', 'hidden', 'deleted'] })
      .notNull()
      .default('published'),
    /** When it opens to everyone; published episodes before it are 예약 (ADR 066). */
    openDt: timestamp('open_dt', { withTimezone: true }).notNull().defaultNow(),
    /** The open-time job processed its open (caches dropped, followers notified once; migration 0046). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The open-time job processed its 선공개 time (caches dropped; migration 0046). */
    earlyOpenedAt: timestamp('early_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contents_playlist_idx').on(t.playlistId, t.episodeNo),
    index('contents_open_idx').on(t.openDt.desc(), t.id.desc()),
    index('contents_unopened_idx').on(t.openDt).where(sql`${t.openedAt} is null`),
    check(
      'contents_terms_valid',
      sql`${t.price} >= 0 and ${t.rentalPrice} >= 0 and ${t.earlyDays} between 0 and 30`,
    ),
  ],
);
