import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One partner's figures for one closed Seoul day (issue 17, ADR 035): what the partner report
 * reads instead of scanning the access log, kept after the raw log rows are deleted.
 */
export const partnerDaily = pgTable(
  'partner_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pid: text('pid').notNull(),
    /** Page views with this p_id, and distinct browsers (x-uuid) among them. */
    visits: integer('visits').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    /** Members who joined with this p_id that day, and those whose first identity verification it was. */
    signups: integer('signups').notNull().default(0),
    verifications: integer('verifications').notNull().default(0),
    /** Members of this partner whose first approved payment was that day, and its won. */
    firstPayments: integer('first_payments').notNull().default(0),
    firstPaymentWon: bigint('first_payment_won', { mode: 'number' }).notNull().default(0),
    /** Every approved payment of the partner's members that day, its won, and won refunded that day. */
    payments: integer('payments').notNull().default(0),
    revenueWon: bigint('revenue_won', { mode: 'number' }).notNull().default(0),
    refundWon: bigint('refund_won', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pid] }), index('partner_daily_pid_idx').on(t.pid, t.day)],
);

/** The closed Seoul days partner_daily holds (a day without any partner traffic has no rows). */
export const partnerRollupDays = pgTable('partner_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});
