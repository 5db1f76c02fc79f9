import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contents, playlists } from './catalog.ts';
import { users } from './users.ts';

/**
 * Accounts of the heart ledger. A member holds two (paid and bonus hearts); the others are the
 * service's side of every movement, so each transaction's entries sum to zero.
 */
export const LEDGER_ACCOUNTS = [
  'member_paid',
  'member_bonus',
  /** Where paid hearts come from: minus every paid heart ever sold. */
  'issued_paid',
  /** Where bonus hearts come from: minus every bonus heart ever granted. */
  'issued_bonus',
  /** Hearts spent on episodes, playlists, gallery items and subscriptions. */
  'sales',
  /** Paid hearts returned to the gateway as money. */
  'refunded',
  /** Bonus hearts that ran out of time. */
  'expired',
  /** Hearts of a payment the gateway took back on its own side (chargebacks, ADR 047). */
  'charged_back',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * `revoke`: bonus hearts an operator took back (the console, ADR 030).
 */
export const LEDGER_KINDS = [
  'charge',
  'grant',
  'purchase',
  'subscription',
  'refund',
  'expiry',
  'revoke',
  /** Hearts sent to a channel with a message (후원). */
  'tip',
  /** A purchase or tip cancelled by the console: its hearts back, its earning undone. */
  'reversal',
  /** What was left of a charged-back payment's hearts, withdrawn (ADR 047). */
  'chargeback',
  /** Hearts for a rental (대여) of an episode (ADR 066). */
  'rental',
  /** Hearts a member spent on a gift (선물) to another member. */
  'gift',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Cached balances, changed only in the same transaction as the entries that explain them. */
export const heartWallets = pgTable(
  'heart_wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    paid: integer('paid').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('heart_wallets_not_negative', sql`${t.paid} >= 0 and ${t.bonus} >= 0`)],
);

/** One movement of hearts. Append-only (a trigger refuses UPDATE and DELETE). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The client's retry key, or a natural one (gateway transaction id, renewal period). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the movement is about, e.g. `payment:12`, `content:40`, `playlist:3`. */
    reference: text('reference').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.userId, t.kind, t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** Set for member accounts; null for the service's accounts. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** Signed hearts: plus into the account, minus out of it. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    /** Hearts charged, spent and expired per day (the console dashboard). */
    index('ledger_entries_created_idx').on(t.createdAt),
    index('ledger_entries_member_idx').on(t.userId, t.account).where(sql`${t.userId} is not null`),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** Where an unlock (a purchase or a rental) came from (ADR 066). */
export const UNLOCK_SOURCES = ['hearts', 'wait_free', 'pass', 'gift'] as const;
export type UnlockSource = (typeof UNLOCK_SOURCES)[number];

/**
 * What a member owns: one episode (contentId set) or a whole playlist (contentId null), with the
 * hearts it cost and the ledger transaction that paid for it.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id),
    contentId: bigint('content_id', { mode: 'number' }).references(() => contents.id),
    hearts: integer('hearts').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    /** How it was unlocked: bought with hearts, 기다무, a pass ticket or a gift. */
    source: text('source', { enum: UNLOCK_SOURCES }).notNull().default('hearts'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_episode_key').on(t.userId, t.contentId).where(sql`${t.contentId} is not null`),
    uniqueIndex('purchases_bundle_key').on(t.userId, t.playlistId).where(sql`${t.contentId} is null`),
    index('purchases_user_idx').on(t.userId, t.createdAt.desc()),
    /** Channel statistics read a channel's unlocks by playlist and time. */
    index('purchases_playlist_idx').on(t.playlistId, t.createdAt),
    /** A spend's reversal finds what it bought (migration 0036). */
    index('purchases_transaction_idx').on(t.transactionId).where(sql`${t.transactionId} is not null`),
    /** Settlement counts a month's free unlocks (migration 0055). */
    index('purchases_free_unlocked_idx')
      .on(t.createdAt)
      .where(sql`${t.source} in ('wait_free', 'pass') and ${t.hearts} = 0`),
    check('purchases_source', sql`${t.source} in ('hearts', 'wait_free', 'pass', 'gift')`),
  ],
);
