import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { playlists } from './catalog.ts';
import { ledgerTransactions } from './hearts.ts';
import { operators } from './ops.ts';
import { users } from './users.ts';

/**
 * What an event is: daily check-in, coupon codes, the sign-up (verification) benefit, adult
 * re-verification, or a partner / playlist promotion page.
 */
export const EVENT_KINDS = ['attendance', 'coupon', 'join', 'revalidation', 'promotion'] as const;

/** An event operators run, shown on /event while it is on (published and within its dates). */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    bannerImg: text('banner_img').notNull().default(''),
    /** Where the event leads (a playlist, a page), '' for none. */
    linkUrl: text('link_url').notNull().default(''),
    /** A promotion's playlist. */
    playlistId: bigint('playlist_id', { mode: 'number' }).references(() => playlists.id, {
      onDelete: 'set null',
    }),
    /** Bonus hearts per check-in day (attendance). */
    rewardHearts: integer('reward_hearts').notNull().default(0),
    /** Attendance: every this many days in a row earns `streakHearts` more (0: no streak bonus). */
    streakDays: integer('streak_days').notNull().default(0),
    streakHearts: integer('streak_hearts').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_running_idx').on(t.status, t.endsAt),
    check('events_period_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_rewards_not_negative', sql`${t.rewardHearts} >= 0 and ${t.streakHearts} >= 0`),
  ],
);

/**
 * One check-in of one person on one Seoul day. The person is the verified identity (CI hash), so
 * a second account of the same person cannot check in again that day.
 */
export const attendanceChecks = pgTable(
  'attendance_checks',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ciHash: bytea('ci_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Days in a row this check-in completes (1 after a gap). */
    streak: integer('streak').notNull(),
    hearts: integer('hearts').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.ciHash, t.day] }),
    index('attendance_checks_user_idx').on(t.userId, t.eventId, t.day),
  ],
);

/**
 * A coupon an operator issued from the console: one shared code (a quantity cap, or none) or a
 * batch of unique codes, each used once. Its codes are `coupons` rows, so redeeming stays one
 * indexed lookup by code; the set adds validity, a per-person limit and disabling.
 */
export const COUPON_SET_MODES = ['shared', 'batch'] as const;
export const couponSets = pgTable(
  'coupon_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: COUPON_SET_MODES }).notNull(),
    hearts: integer('hearts').notNull(),
    /** Shared: how many redemptions in all (null: no cap). Batch: how many codes. */
    quantity: integer('quantity'),
    /** How many times one person (CI hash) may redeem codes of this set. */
    perPerson: integer('per_person').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_sets_event_idx').on(t.eventId),
    check('coupon_sets_period_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupon_sets_hearts_positive', sql`${t.hearts} > 0`),
    check('coupon_sets_per_person_positive', sql`${t.perPerson} > 0`),
  ],
);

/** A code of a coupon event, worth bonus hearts, for at most `maxRedemptions` people. */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Upper case, without spaces or hyphens (what people type is normalised the same way). */
    code: text('code').notNull(),
    /** The console's coupon this code belongs to; null for codes written by the seed or SQL. */
    setId: bigint('set_id', { mode: 'number' }).references(() => couponSets.id, { onDelete: 'cascade' }),
    hearts: integer('hearts').notNull(),
    /** null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_set_idx').on(t.setId),
    check('coupons_hearts_positive', sql`${t.hearts} > 0`),
    check(
      'coupons_within_limit',
      sql`${t.maxRedemptions} is null or ${t.redeemedCount} <= ${t.maxRedemptions}`,
    ),
  ],
);

/**
 * A redemption. Without a set (seed codes): one per person (CI hash) per coupon event. With a
 * set: slot 1..perPerson of the person in the set, so a rush of one person cannot pass the limit.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    setId: bigint('set_id', { mode: 'number' }).references(() => couponSets.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull().default(1),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ciHash: bytea('ci_hash').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    hearts: integer('hearts').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_event_person_key').on(t.eventId, t.ciHash).where(sql`${t.setId} is null`),
    uniqueIndex('coupon_redemptions_set_person_slot_key')
      .on(t.setId, t.ciHash, t.slot)
      .where(sql`${t.setId} is not null`),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_user_idx').on(t.userId, t.eventId),
  ],
);
