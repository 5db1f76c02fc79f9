import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The latest computation of each ranking (ADR 015): a periodic job writes it once per tick for
 * the whole cluster, and every server reads it into its own short-lived cache.
 */
export const rankingSnapshots = pgTable('ranking_snapshots', {
  kind: text('kind').primaryKey(),
  windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
  windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  lists: jsonb('lists').notNull(),
});
