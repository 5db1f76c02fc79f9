import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { channels } from './catalog.ts';
import { ledgerTransactions } from './hearts.ts';
import { operators } from './ops.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * Paid hearts of one charge with the won paid for them (migration 0035, ADR 043). Spends take
 * from a member's oldest lots and refunds from their own payment's lot first, each valued at what
 * is left of the lot (`heart_lots_take`); `left_*` is what has not been spent or refunded.
 */
export const heartLots = pgTable(
  'heart_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    hearts: integer('hearts').notNull(),
    won: integer('won').notNull(),
    leftHearts: integer('left_hearts').notNull(),
    leftWon: integer('left_won').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('heart_lots_transaction_key').on(t.transactionId),
    index('heart_lots_open_idx').on(t.userId, t.id).where(sql`${t.leftHearts} > 0`),
    index('heart_lots_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);

/**
 * Which lots a spend or a refund took its paid hearts from, and their won; a cancelled spend's
 * reversal puts them back with negative rows (migration 0036).
 */
export const heartLotTakes = pgTable(
  'heart_lot_takes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => heartLots.id),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    hearts: integer('hearts').notNull(),
    won: integer('won').notNull(),
  },
  (t) => [index('heart_lot_takes_transaction_idx').on(t.transactionId)],
);

export const CREATOR_TYPES = ['individual', 'business'] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];

/** A channel's terms: a trigger gives every new channel a row with the column defaults (migration 0035). */
export const channelContracts = pgTable('channel_contracts', {
  channelId: bigint('channel_id', { mode: 'number' })
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  /** The creator's part of sales after VAT, in basis points (7000 = 70 %). */
  shareBp: integer('share_bp').notNull().default(7000),
  /** What the service pays per bonus heart spent on the channel (0: bonus hearts earn nothing). */
  bonusWonPerHeart: integer('bonus_won_per_heart').notNull().default(0),
  creatorType: text('creator_type', { enum: CREATOR_TYPES }).notNull().default('individual'),
  /** Below this the month's payable carries into the next. */
  minimumPayout: integer('minimum_payout').notNull().default(10_000),
  businessNumber: text('business_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const EARNING_SOURCES = ['purchase', 'gallery', 'subscription', 'tip'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** One spend on a channel (written by `ledger_spend` in the spend's own statement). */
export const channelEarnings = pgTable(
  'channel_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    source: text('source', { enum: EARNING_SOURCES }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `playlist:N`, `gallery:N` or `channel:N`, as in the ledger. */
    reference: text('reference').notNull(),
    paidHearts: integer('paid_hearts').notNull(),
    bonusHearts: integer('bonus_hearts').notNull(),
    /** What the listener paid for the paid hearts, VAT included. */
    paidWon: integer('paid_won').notNull(),
    /** The bonus hearts at the contract's rate when spent. */
    bonusWon: integer('bonus_won').notNull(),
    /** A tip's message. */
    message: text('message').notNull().default(''),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_earnings_transaction_key').on(t.transactionId),
    index('channel_earnings_channel_idx').on(t.channelId, t.earnedAt),
    index('channel_earnings_earned_idx').on(t.earnedAt),
  ],
);

/**
 * Where a channel's payouts go; the holder's name matched the owner's verified name when checked.
 * The number is sealed (AES-256-GCM, settlement/account-numbers.ts, ADR 046); lists show the masked
 * form. Until the start-up step seals them, rows from before migration 0037 keep the number in
 * `account_number_plain`, which no query reads otherwise.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  channelId: bigint('channel_id', { mode: 'number' })
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  /** iv ‖ tag ‖ ciphertext of the digits; null only before the start-up step sealed an old row. */
  accountSealed: bytea('account_sealed'),
  /** All digits but the last four as `*`: what every screen shows. */
  accountMasked: text('account_masked').notNull().default(''),
  holderName: text('holder_name').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PAYOUT_BATCH_STATUSES = ['pending', 'approved', 'paid'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** The statements of one closed month, approved and paid together by finance. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** First day of the Seoul month. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAYOUT_BATCH_STATUSES }).notNull().default('pending'),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => operators.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: bigint('paid_by', { mode: 'number' }).references(() => operators.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_batches_month_key').on(t.month)],
);

export const STATEMENT_STATUSES = ['carried', 'payable', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const HOLD_REASONS = ['', 'below_minimum', 'no_account'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** One channel's month: what it earned, the service's part, taxes, and what is paid or carried. */
export const settlementStatements = pgTable(
  'settlement_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id),
    month: date('month', { mode: 'string' }).notNull(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => payoutBatches.id),
    paidHearts: bigint('paid_hearts', { mode: 'number' }).notNull(),
    bonusHearts: bigint('bonus_hearts', { mode: 'number' }).notNull(),
    paidWon: bigint('paid_won', { mode: 'number' }).notNull(),
    bonusWon: bigint('bonus_won', { mode: 'number' }).notNull(),
    vatWon: bigint('vat_won', { mode: 'number' }).notNull(),
    shareBp: integer('share_bp').notNull(),
    creatorWon: bigint('creator_won', { mode: 'number' }).notNull(),
    carriedIn: bigint('carried_in', { mode: 'number' }).notNull(),
    payableWon: bigint('payable_won', { mode: 'number' }).notNull(),
    incomeTax: bigint('income_tax', { mode: 'number' }).notNull(),
    localTax: bigint('local_tax', { mode: 'number' }).notNull(),
    vatAdded: bigint('vat_added', { mode: 'number' }).notNull(),
    netWon: bigint('net_won', { mode: 'number' }).notNull(),
    carriedOut: bigint('carried_out', { mode: 'number' }).notNull(),
    creatorType: text('creator_type', { enum: CREATOR_TYPES }).notNull(),
    status: text('status', { enum: STATEMENT_STATUSES }).notNull(),
    holdReason: text('hold_reason', { enum: HOLD_REASONS }).notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    /** The payout account's sealed number as at the close (null when the channel had none). */
    accountSealed: bytea('account_sealed'),
    accountMasked: text('account_masked').notNull().default(''),
    holderName: text('holder_name').notNull().default(''),
    /** A business creator's 사업자등록번호 at close: the supplier their tax invoice names. */
    businessNumber: text('business_number').notNull().default(''),
    /** The 국세청 approval number of the creator's electronic tax invoice (business creators). */
    invoiceNumber: text('invoice_number').notNull().default(''),
    invoiceAt: timestamp('invoice_at', { withTimezone: true }),
    /** The approved batch whose transfer pays this statement (its own month's, or a later one's). */
    payoutBatchId: bigint('payout_batch_id', { mode: 'number' }).references(() => payoutBatches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_statements_month_key').on(t.channelId, t.month),
    index('settlement_statements_batch_idx').on(t.batchId),
    index('settlement_statements_payout_batch_idx')
      .on(t.payoutBatchId)
      .where(sql`${t.payoutBatchId} is not null`),
  ],
);
