import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contents, playlists } from './catalog.ts';
import { ledgerTransactions, UNLOCK_SOURCES } from './hearts.ts';
import { channelSubscriptionProducts } from './subscriptions.ts';
import { users } from './users.ts';

/*
 * The ways listeners pay beside owning (ADR 066, migration 0043): rentals, 기다무 timers,
 * daily passes and gifts.
 */

/** An episode held until `endsAt` (대여, a 기다무 rental, a pass ticket). */
export const rentals = pgTable(
  'rentals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    playlistId: bigint('playlist_id', { mode: 'number' }).notNull(),
    contentId: bigint('content_id', { mode: 'number' }).notNull(),
    source: text('source', { enum: UNLOCK_SOURCES }).notNull(),
    /** Hearts paid (0 for free unlocks). */
    hearts: integer('hearts').notNull().default(0),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    passPoolId: bigint('pass_pool_id', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'rentals_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({ name: 'rentals_playlist_id_fkey', columns: [t.playlistId], foreignColumns: [playlists.id] }),
    foreignKey({ name: 'rentals_content_id_fkey', columns: [t.contentId], foreignColumns: [contents.id] }),
    foreignKey({
      name: 'rentals_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    foreignKey({ name: 'rentals_pass_pool_fk', columns: [t.passPoolId], foreignColumns: [passPools.id] }),
    index('rentals_member_idx').on(t.userId, t.contentId, t.endsAt.desc().nullsFirst()),
    index('rentals_playlist_idx').on(t.playlistId, t.createdAt),
    uniqueIndex('rentals_transaction_key').on(t.transactionId).where(sql`${t.transactionId} is not null`),
    /** Settlement counts a month's free unlocks (migration 0055). */
    index('rentals_free_unlocked_idx')
      .on(t.startsAt)
      .where(sql`${t.source} in ('wait_free', 'pass') and ${t.hearts} = 0`),
    check('rentals_source', sql`${t.source} in ('hearts', 'wait_free', 'pass', 'gift')`),
    check('rentals_period', sql`${t.endsAt} > ${t.startsAt} and ${t.hearts} >= 0`),
  ],
);

/** 기다무: when a member last took a free episode of a playlist. */
export const waitFreeTimers = pgTable(
  'wait_free_timers',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    playlistId: bigint('playlist_id', { mode: 'number' }).notNull(),
    lastClaimAt: timestamp('last_claim_at', { withTimezone: true }).notNull(),
    claims: integer('claims').notNull().default(1),
  },
  (t) => [
    foreignKey({
      name: 'wait_free_timers_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wait_free_timers_playlist_id_fkey',
      columns: [t.playlistId],
      foreignColumns: [playlists.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'wait_free_timers_pkey', columns: [t.userId, t.playlistId] }),
  ],
);

/** 이용권: a pool of playlists a member gets free tickets for on a KST schedule. */
export const passPools = pgTable(
  'pass_pools',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** KST times of day (HH:MM) a grant happens. */
    grantTimes: text('grant_times').array().notNull().default(sql`'{00:00,12:00}'::text[]`),
    ticketsPerGrant: integer('tickets_per_grant').notNull().default(1),
    /** A member keeps at most this many tickets; grants beyond it are lost. */
    maxTickets: integer('max_tickets').notNull().default(3),
    /** A ticket is a rental of one episode for this long. */
    ticketHours: integer('ticket_hours').notNull().default(72),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pass_pools_terms',
      sql`${t.ticketsPerGrant} between 1 and 10 and ${t.maxTickets} between 1 and 50 and ${t.ticketHours} between 1 and 720`,
    ),
  ],
);

export const passPoolPlaylists = pgTable(
  'pass_pool_playlists',
  {
    poolId: bigint('pool_id', { mode: 'number' }).notNull(),
    playlistId: bigint('playlist_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'pass_pool_playlists_pool_id_fkey',
      columns: [t.poolId],
      foreignColumns: [passPools.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pass_pool_playlists_playlist_id_fkey',
      columns: [t.playlistId],
      foreignColumns: [playlists.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'pass_pool_playlists_pkey', columns: [t.poolId, t.playlistId] }),
    index('pass_pool_playlists_playlist_idx').on(t.playlistId),
  ],
);

/** A member's tickets of one pool, accrued lazily up to `grantedThrough`. */
export const passWallets = pgTable(
  'pass_wallets',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    poolId: bigint('pool_id', { mode: 'number' }).notNull(),
    tickets: integer('tickets').notNull().default(0),
    grantedThrough: timestamp('granted_through', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'pass_wallets_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pass_wallets_pool_id_fkey',
      columns: [t.poolId],
      foreignColumns: [passPools.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'pass_wallets_pkey', columns: [t.userId, t.poolId] }),
    check('pass_wallets_tickets', sql`${t.tickets} >= 0`),
  ],
);

export const GIFT_TARGETS = ['episode', 'playlist', 'tier_month'] as const;
export type GiftTarget = (typeof GIFT_TARGETS)[number];
export const GIFT_STATUSES = ['pending', 'accepted', 'refunded'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** 선물: what one member bought for another, paid by the sender's spend (`kind = 'gift'`). */
export const gifts = pgTable(
  'gifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: bigint('sender_id', { mode: 'number' }).notNull(),
    recipientId: bigint('recipient_id', { mode: 'number' }).notNull(),
    target: text('target', { enum: GIFT_TARGETS }).notNull(),
    playlistId: bigint('playlist_id', { mode: 'number' }),
    contentId: bigint('content_id', { mode: 'number' }),
    productId: bigint('product_id', { mode: 'number' }),
    hearts: integer('hearts').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: GIFT_STATUSES }).notNull().default('pending'),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'gifts_sender_id_fkey', columns: [t.senderId], foreignColumns: [users.id] }),
    foreignKey({ name: 'gifts_recipient_id_fkey', columns: [t.recipientId], foreignColumns: [users.id] }),
    foreignKey({ name: 'gifts_playlist_id_fkey', columns: [t.playlistId], foreignColumns: [playlists.id] }),
    foreignKey({ name: 'gifts_content_id_fkey', columns: [t.contentId], foreignColumns: [contents.id] }),
    foreignKey({
      name: 'gifts_product_id_fkey',
      columns: [t.productId],
      foreignColumns: [channelSubscriptionProducts.id],
    }),
    foreignKey({
      name: 'gifts_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    uniqueIndex('gifts_transaction_key').on(t.transactionId),
    index('gifts_recipient_idx').on(t.recipientId, t.status, t.createdAt.desc().nullsFirst()),
    index('gifts_sender_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    check('gifts_target', sql`${t.target} in ('episode', 'playlist', 'tier_month')`),
    check('gifts_status', sql`${t.status} in ('pending', 'accepted', 'refunded')`),
    check('gifts_not_to_self', sql`${t.senderId} <> ${t.recipientId}`),
    check('gifts_hearts_positive', sql`${t.hearts} > 0`),
  ],
);
