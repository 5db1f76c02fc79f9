import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
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
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }),
    hearts: integer('hearts').notNull(),
    won: integer('won').notNull(),
    leftHearts: integer('left_hearts').notNull(),
    leftWon: integer('left_won').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'heart_lots_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({
      name: 'heart_lots_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    foreignKey({ name: 'heart_lots_payment_id_fkey', columns: [t.paymentId], foreignColumns: [payments.id] }),
    uniqueIndex('heart_lots_transaction_key').on(t.transactionId),
    index('heart_lots_open_idx').on(t.userId, t.id).where(sql`${t.leftHearts} > 0`),
    index('heart_lots_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check(
      'heart_lots_bounds',
      sql`${t.hearts} > 0 and ${t.won} >= 0 and ${t.leftHearts} between 0 and ${t.hearts}
        and ${t.leftWon} between 0 and ${t.won} and (${t.leftHearts} > 0 or ${t.leftWon} = 0)`,
    ),
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
    lotId: bigint('lot_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    hearts: integer('hearts').notNull(),
    won: integer('won').notNull(),
  },
  (t) => [
    foreignKey({ name: 'heart_lot_takes_lot_id_fkey', columns: [t.lotId], foreignColumns: [heartLots.id] }),
    foreignKey({
      name: 'heart_lot_takes_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    index('heart_lot_takes_transaction_idx').on(t.transactionId),
    /** Negative rows put a cancelled spend's takes back (migration 0036). */
    check(
      'heart_lot_takes_signed',
      sql`${t.hearts} <> 0 and (${t.won} = 0 or sign(${t.won}) = sign(${t.hearts}))`,
    ),
  ],
);

export const CREATOR_TYPES = ['individual', 'business'] as const;
export type CreatorType = (typeof CREATOR_TYPES)[number];

/** A channel's terms: a trigger gives every new channel a row with the column defaults (migration 0035). */
export const channelContracts = pgTable(
  'channel_contracts',
  {
    channelId: bigint('channel_id', { mode: 'number' }).primaryKey(),
    /** The creator's part of sales after VAT, in basis points (7000 = 70 %). */
    shareBp: integer('share_bp').notNull().default(7000),
    /** What the service pays per bonus heart spent on the channel (0: bonus hearts earn nothing). */
    bonusWonPerHeart: integer('bonus_won_per_heart').notNull().default(0),
    creatorType: text('creator_type', { enum: CREATOR_TYPES }).notNull().default('individual'),
    /** Below this the month's payable carries into the next. */
    minimumPayout: integer('minimum_payout').notNull().default(10_000),
    /** Won per free unlock (기다무, pass ticket) of the channel's episodes, added by settlement. */
    freeUnlockWon: integer('free_unlock_won').notNull().default(0),
    businessNumber: text('business_number').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'channel_contracts_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    check(
      'channel_contracts_bounds',
      sql`${t.shareBp} between 0 and 10000 and ${t.bonusWonPerHeart} between 0 and 1000
        and ${t.minimumPayout} >= 0 and ${t.creatorType} in ('individual', 'business')`,
    ),
  ],
);

export const EARNING_SOURCES = ['purchase', 'gallery', 'subscription', 'tip', 'rental', 'gift'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** One spend on a channel (written by `ledger_spend` in the spend's own statement). */
export const channelEarnings = pgTable(
  'channel_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    source: text('source', { enum: EARNING_SOURCES }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
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
    foreignKey({
      name: 'channel_earnings_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }),
    foreignKey({
      name: 'channel_earnings_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    foreignKey({ name: 'channel_earnings_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    uniqueIndex('channel_earnings_transaction_key').on(t.transactionId),
    index('channel_earnings_channel_idx').on(t.channelId, t.earnedAt),
    index('channel_earnings_earned_idx').on(t.earnedAt),
    check(
      'channel_earnings_source',
      sql`${t.source} in ('purchase', 'gallery', 'subscription', 'tip', 'rental', 'gift')`,
    ),
  ],
);

/**
 * Where a channel's payouts go; the holder's name matched the owner's verified name when checked.
 * The number is sealed (AES-256-GCM, settlement/account-numbers.ts, ADR 046); lists show the masked
 * form. Until the start-up step seals them, rows from before migration 0037 keep the number in
 * `account_number_plain`, which no query reads otherwise. That column (here and in settlement
 * statements) is the one column of the database the schema leaves out on purpose, so that no
 * `select()` ever returns a plain number; its check and index name it in SQL
 * (migrations/README.md).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    channelId: bigint('channel_id', { mode: 'number' }).primaryKey(),
    bankCode: text('bank_code').notNull(),
    /** iv ‖ tag ‖ ciphertext of the digits; null only before the start-up step sealed an old row. */
    accountSealed: bytea('account_sealed'),
    /** All digits but the last four as `*`: what every screen shows. */
    accountMasked: text('account_masked').notNull().default(''),
    holderName: text('holder_name').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'payout_accounts_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }).onDelete('cascade'),
    // account_number_plain is left out of the columns on purpose (see above).
    check(
      'payout_accounts_number_check',
      sql`${t.accountSealed} is not null or "account_number_plain" is not null`,
    ),
  ],
);

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
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: bigint('paid_by', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'payout_batches_approved_by_fkey',
      columns: [t.approvedBy],
      foreignColumns: [operators.id],
    }),
    foreignKey({ name: 'payout_batches_paid_by_fkey', columns: [t.paidBy], foreignColumns: [operators.id] }),
    uniqueIndex('payout_batches_month_key').on(t.month),
    check('payout_batches_status', sql`${t.status} in ('pending', 'approved', 'paid')`),
  ],
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
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    paidHearts: bigint('paid_hearts', { mode: 'number' }).notNull(),
    bonusHearts: bigint('bonus_hearts', { mode: 'number' }).notNull(),
    paidWon: bigint('paid_won', { mode: 'number' }).notNull(),
    bonusWon: bigint('bonus_won', { mode: 'number' }).notNull(),
    vatWon: bigint('vat_won', { mode: 'number' }).notNull(),
    shareBp: integer('share_bp').notNull(),
    creatorWon: bigint('creator_won', { mode: 'number' }).notNull(),
    /** The month's free unlocks (기다무, pass tickets) and what the contract paid for them (0055). */
    freeUnlocks: bigint('free_unlocks', { mode: 'number' }).notNull().default(0),
    freeUnlockWon: bigint('free_unlock_won', { mode: 'number' }).notNull().default(0),
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
    payoutBatchId: bigint('payout_batch_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'settlement_statements_channel_id_fkey',
      columns: [t.channelId],
      foreignColumns: [channels.id],
    }),
    foreignKey({
      name: 'settlement_statements_batch_id_fkey',
      columns: [t.batchId],
      foreignColumns: [payoutBatches.id],
    }),
    foreignKey({
      name: 'settlement_statements_payout_batch_id_fkey',
      columns: [t.payoutBatchId],
      foreignColumns: [payoutBatches.id],
    }),
    uniqueIndex('settlement_statements_month_key').on(t.channelId, t.month),
    index('settlement_statements_batch_idx').on(t.batchId),
    index('settlement_statements_payout_batch_idx')
      .on(t.payoutBatchId)
      .where(sql`${t.payoutBatchId} is not null`),
    // account_number_plain: see payoutAccounts.
    index('settlement_statements_plain_idx').on(t.id).where(sql`"account_number_plain" is not null`),
    check(
      'settlement_statements_status',
      sql`${t.status} in ('carried', 'payable', 'paid') and ${t.holdReason} in ('', 'below_minimum', 'no_account')`,
    ),
  ],
);
