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
    hearts: integer('hearts').notNull(),
    /** null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_hearts_positive', sql`${t.hearts} > 0`),
    check(
      'coupons_within_limit',
      sql`${t.maxRedemptions} is null or ${t.redeemedCount} <= ${t.maxRedemptions}`,
    ),
  ],
);

/** One person (CI hash) redeems one coupon per coupon event. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
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
    primaryKey({ columns: [t.eventId, t.ciHash] }),
    index('coupon_redemptions_user_idx').on(t.userId, t.eventId),
  ],
);
