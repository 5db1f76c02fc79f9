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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './hearts.ts';
import { operators } from './ops.ts';
import { users } from './users.ts';

export const PAY_METHODS = ['card', 'phone', 'bank'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Who may buy a package: everyone (normal) or members in one payment status (spec section 3). */
export const OFFER_KINDS = ['normal', 'first', 'extra_discount', 'comeback', 'premium'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * ready: ordered, waiting for the gateway. paid: the gateway's verified notification credited
 * the hearts. failed / cancelled: declined, or the member left the checkout. refunded: money
 * went back (in full or in part, see refunded_amount).
 */
/** 'chargeback': the gateway cancelled the payment on its own side after the fact (ADR 047). */
/**
 * 'voided': the gateway took the money for an offer the member was no longer allowed when its
 * notification came (a second first-payment order): never credited, cancelled in full at the
 * gateway (refund_tx_id is set once that cancel is done).
 */
export const PAYMENT_STATUSES = [
  'ready',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'chargeback',
  'voided',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Heart packages on the charge page. */
export const heartProducts = pgTable(
  'heart_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** Paid hearts: refundable, never expire. */
    hearts: integer('hearts').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** KRW, VAT included. */
    price: integer('price').notNull(),
    offer: text('offer', { enum: OFFER_KINDS }).notNull().default('normal'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('heart_products_offer_idx').on(t.offer, t.sort),
    check('heart_products_positive', sql`${t.hearts} > 0 and ${t.bonus} >= 0 and ${t.price} > 0`),
  ],
);

/**
 * One order at the payment gateway. Amount and hearts are copied from the product when the
 * order is made, so a later price change never touches an order in flight.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => heartProducts.id),
    productName: text('product_name').notNull(),
    /** Our order number at the gateway (SettleBank `mchtTrdNo`). */
    orderNo: text('order_no').notNull(),
    amount: integer('amount').notNull(),
    hearts: integer('hearts').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** The offer of the package when the order was made: checked again when it is credited. */
    offer: text('offer', { enum: OFFER_KINDS }).notNull().default('normal'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('ready'),
    payMethod: text('pay_method', { enum: PAY_METHODS }).notNull(),
    gateway: text('gateway').notNull().default('settlebank'),
    /** Made through the local sandbox gateway: no money moved. */
    sandbox: boolean('sandbox').notNull().default(false),
    /** The gateway's transaction id (SettleBank `trdNo`), set by its verified notification. */
    gatewayTxId: text('gateway_tx_id'),
    telecomCd: text('telecom_cd').notNull().default(''),
    /** The gateway's refusal code when the order failed (SettleBank `outRsltCd`). */
    resultCode: text('result_code').notNull().default(''),
    refundedHearts: integer('refunded_hearts').notNull().default(0),
    refundedBonus: integer('refunded_bonus').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The gateway's id of the cancel transaction. */
    refundTxId: text('refund_tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** KRW the gateway took back on its own side (chargebacks, ADR 047). */
    chargedBackAmount: integer('charged_back_amount').notNull().default(0),
    chargedBackAt: timestamp('charged_back_at', { withTimezone: true }),
    /** When the order was voided (its offer no longer allowed at the notification). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_order_no_key').on(t.orderNo),
    uniqueIndex('payments_gateway_tx_key')
      .on(t.gateway, t.gatewayTxId)
      .where(sql`${t.gatewayTxId} is not null`),
    index('payments_user_idx').on(t.userId, t.id.desc()),
    /** The console's search by the start of an order or gateway number (migration 0026). */
    index('payments_gateway_tx_prefix_idx')
      .on(t.gatewayTxId.op('text_pattern_ops'))
      .where(sql`${t.gatewayTxId} is not null`),
    index('payments_order_no_prefix_idx').on(t.orderNo.op('text_pattern_ops')),
    /** Payments and refunds per day (the console dashboard). */
    index('payments_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    index('payments_refunded_idx').on(t.refundedAt).where(sql`${t.refundedAt} is not null`),
    check('payments_amount_positive', sql`${t.amount} > 0 and ${t.hearts} > 0 and ${t.bonus} >= 0`),
    index('payments_charged_back_idx').on(t.chargedBackAt).where(sql`${t.chargedBackAt} is not null`),
    /** Voided orders whose cancel at the gateway is still to be made. */
    index('payments_void_pending_idx')
      .on(t.voidedAt)
      .where(sql`${t.status} = 'voided' and ${t.refundTxId} is null`),
    check(
      'payments_chargeback_bounds',
      sql`${t.chargedBackAmount} >= 0 and ${t.refundedAmount} + ${t.chargedBackAmount} <= ${t.amount}`,
    ),
    check(
      'payments_refund_bounds',
      sql`${t.refundedAmount} between 0 and ${t.amount} and ${t.refundedHearts} between 0 and ${t.hearts} and ${t.refundedBonus} between 0 and ${t.bonus}`,
    ),
  ],
);

/**
 * One refund of a payment: a member's own within the 7-day window, or an operator's (full or
 * partial, any time paid hearts of it are left). The payment row keeps the running totals; this
 * keeps each cancel at the gateway (its sequence, cnclOrd) and the request that asked for it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    /** 1 for the first cancel of the payment at the gateway, 2 for the next partial one, ... */
    sequence: integer('sequence').notNull(),
    hearts: integer('hearts').notNull(),
    bonus: integer('bonus').notNull(),
    amount: integer('amount').notNull(),
    /** The operator who refunded; null for a member's own refund. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    reason: text('reason').notNull().default(''),
    /** The operator request's Idempotency-Key: a retry answers this refund again. */
    idempotencyKey: text('idempotency_key'),
    cancelTxId: text('cancel_tx_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_sequence_key').on(t.paymentId, t.sequence),
    uniqueIndex('payment_refunds_idempotency_key')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('payment_refunds_created_idx').on(t.createdAt),
    check(
      'payment_refunds_positive',
      sql`${t.hearts} >= 0 and ${t.bonus} >= 0 and ${t.amount} > 0 and ${t.sequence} > 0`,
    ),
  ],
);

/**
 * One cancel the gateway made on its own side (a card dispute, a carrier's phone-bill cancel),
 * as its notification reported it (ADR 047): the won it took back, the spends of the payment's
 * lot reversed, and the hearts of the lot withdrawn (the ledger transaction; null when none were
 * left). The gateway's cancel transaction number makes a replay find this row.
 */
export const paymentChargebacks = pgTable(
  'payment_chargebacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    cancelTxId: text('cancel_tx_id').notNull(),
    amount: integer('amount').notNull(),
    hearts: integer('hearts').notNull(),
    bonus: integer('bonus').notNull(),
    reversedSpends: integer('reversed_spends').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** The gateway's cancel time (trdDtm, Seoul wall clock yyyyMMddHHmmss). */
    cancelledAt: text('cancelled_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'payment_chargebacks_payment_id_fkey',
      columns: [t.paymentId],
      foreignColumns: [payments.id],
    }),
    foreignKey({
      name: 'payment_chargebacks_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    uniqueIndex('payment_chargebacks_cancel_key').on(t.paymentId, t.cancelTxId),
    index('payment_chargebacks_created_idx').on(t.createdAt),
    check(
      'payment_chargebacks_bounds',
      sql`${t.amount} > 0 and ${t.hearts} >= 0 and ${t.bonus} >= 0 and ${t.reversedSpends} >= 0`,
    ),
  ],
);
