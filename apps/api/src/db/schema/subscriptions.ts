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
import { channels } from './catalog.ts';
import { ledgerTransactions } from './hearts.ts';
import { users } from './users.ts';

/**
 * 'active' renews at the period end; 'cancelled' keeps access until the period end and then
 * expires; 'expired' is history. Active and cancelled are the live states.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A tier a channel sells as a monthly subscription; several are on sale at once. A tier is a
 * lineage of versions (`tier_id`, the id of its first version, set by a trigger): an edit writes
 * a new version, so a subscription keeps the terms it was bought at (ADR 066).
 */
export const channelSubscriptionProducts = pgTable(
  'channel_subscription_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    heartsPerMonth: integer('hearts_per_month').notNull(),
    /** One benefit per line, shown as a list. */
    benefits: text('benefits').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** The tier this version belongs to (the first version's id); set by a trigger when omitted. */
    tierId: bigint('tier_id', { mode: 'number' })
      .notNull()
      .$defaultFn(() => sql`null`),
    sort: integer('sort').notNull().default(0),
    /** Members hear every paid episode of the channel. */
    includesPaidEpisodes: boolean('includes_paid_episodes').notNull().default(true),
    /** The studio's default number of days of 선공개 for this tier. */
    earlyAccessDays: integer('early_access_days').notNull().default(0),
    /** Members see members-only board posts and gallery items. */
    membersOnlyPosts: boolean('members_only_posts').notNull().default(false),
    /** A short badge shown beside members' names. */
    badge: text('badge').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_subscription_products_on_sale_key')
      .on(t.channelId, t.tierId)
      .where(sql`${t.active}`),
    index('channel_subscription_products_channel_idx').on(t.channelId),
    check('channel_subscription_products_hearts_positive', sql`${t.heartsPerMonth} > 0`),
  ],
);

export const channelSubscriptions = pgTable(
  'channel_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => channels.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => channelSubscriptionProducts.id),
    /** The monthly price agreed at subscribe time; renewals charge it even if the product's changes. */
    hearts: integer('hearts').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** Access ends here unless a renewal moves it; the renewal job charges the next period from it. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** A downgrade: the version the next renewal moves to. */
    pendingProductId: bigint('pending_product_id', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Error code of the renewal that failed (e.g. ERROR_HEART_NOT_ENOUGH), null otherwise. */
    lastRenewalError: text('last_renewal_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'channel_subscriptions_pending_product_id_fkey',
      columns: [t.pendingProductId],
      foreignColumns: [channelSubscriptionProducts.id],
    }),
    uniqueIndex('channel_subscriptions_live_key')
      .on(t.userId, t.channelId)
      .where(sql`${t.status} in ('active', 'cancelled')`),
    index('channel_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'cancelled')`),
    index('channel_subscriptions_user_idx').on(t.userId, t.startedAt.desc()),
    /** Channel statistics: new subscribers and subscription income by time. */
    index('channel_subscriptions_channel_idx').on(t.channelId, t.startedAt),
    check('channel_subscriptions_period_order', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/**
 * One paid month of a subscription. Its ledger key is `sub:<subscriptionId>:<periodStart date>`
 * (or the client's Idempotency-Key for the first month), so a period is charged at most once.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => channelSubscriptions.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    hearts: integer('hearts').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_periods_period_key').on(t.subscriptionId, t.periodStart)],
);

/**
 * A tier change of a subscription (migration 0047): an upgrade, charged the difference of the
 * monthly prices at once (its ledger transaction), or a downgrade applied by the renewal (0 hearts).
 */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).notNull(),
    fromProductId: bigint('from_product_id', { mode: 'number' }).notNull(),
    toProductId: bigint('to_product_id', { mode: 'number' }).notNull(),
    hearts: integer('hearts').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'subscription_changes_subscription_id_fkey',
      columns: [t.subscriptionId],
      foreignColumns: [channelSubscriptions.id],
    }),
    foreignKey({
      name: 'subscription_changes_from_product_id_fkey',
      columns: [t.fromProductId],
      foreignColumns: [channelSubscriptionProducts.id],
    }),
    foreignKey({
      name: 'subscription_changes_to_product_id_fkey',
      columns: [t.toProductId],
      foreignColumns: [channelSubscriptionProducts.id],
    }),
    foreignKey({
      name: 'subscription_changes_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [ledgerTransactions.id],
    }),
    index('subscription_changes_subscription_idx').on(t.subscriptionId, t.createdAt),
    uniqueIndex('subscription_changes_transaction_key')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    check('subscription_changes_hearts', sql`${t.hearts} >= 0`),
  ],
);
