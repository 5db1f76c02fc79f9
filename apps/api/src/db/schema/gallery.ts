import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { channels } from './catalog.ts';
import { ledgerTransactions } from './hearts.ts';
import { users } from './users.ts';

/** A picture in a channel's gallery; paid ones show a blurred preview until bought. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Private storage key of the full image. */
    imageKey: text('image_key').notNull(),
    /** Public URL of the preview (blurred when paid). */
    previewImg: text('preview_img').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Hearts; 0 is free. */
    price: integer('price').notNull().default(0),
    isAdult: boolean('is_adult').notNull().default(false),
    /** Only members of a tier with `members_only_posts` see it in full. */
    membersOnly: boolean('members_only').notNull().default(false),
    /** `hidden` and `deleted` by an operator (issue 17): members no longer see the picture. */
    status: text('status', { enum: ['published', 'hidden', 'deleted'] })
      .notNull()
      .default('published'),
    openDt: timestamp('open_dt', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_items_channel_open_idx').on(t.channelId, t.openDt.desc(), t.id.desc()),
    check('gallery_items_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const galleryPurchases = pgTable(
  'gallery_purchases',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => galleryItems.id),
    hearts: integer('hearts').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    /** Channel statistics read a channel's picture sales by time. */
    index('gallery_purchases_item_idx').on(t.itemId, t.createdAt),
    /** A spend's reversal finds what it bought (migration 0036). */
    index('gallery_purchases_transaction_idx').on(t.transactionId).where(sql`${t.transactionId} is not null`),
  ],
);

export const galleryLikes = pgTable(
  'gallery_likes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);
