import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * "A live subscription", defined once (issue 40). A subscription is **not ended** while it is
 * active, or cancelled but not yet expired. The partial unique index allows one such row per
 * member and channel (schema/subscriptions.ts). It is **live at** a moment when it is not ended
 * and its paid period runs past that moment. Only then do its benefits hold: paid episodes,
 * 선공개, members-only posts, the badge, a subscriber in the statistics.
 *
 * Every statement that asks either question composes these fragments. The guard test
 * (modules/access/guard.test.ts) refuses a hand-written spelling anywhere else. The statuses
 * are literals, not parameters, so the planner can match the partial indexes' predicate.
 */

/** The statuses of a subscription that has not ended. */
export const NOT_ENDED_STATUSES = ['active', 'cancelled'] as const;

const NOT_ENDED_LIST = `(${NOT_ENDED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** SQL text: subscription row `alias` has not ended. */
export function notEndedText(alias: string): string {
  return `${alias}.status in ${NOT_ENDED_LIST}`;
}

/** SQL text: subscription row `alias` is live at `at`, an SQL expression (`$2`, `$3::timestamptz`). */
export function liveAtText(alias: string, at: string): string {
  return `${notEndedText(alias)} and ${alias}.current_period_end > ${at}`;
}

/** Drizzle form: `status` (a column or a qualified name) is a not-ended status. */
export function notEndedSql(status: SQLWrapper): SQL {
  return sql`${status} in ${sql.raw(NOT_ENDED_LIST)}`;
}

/** Drizzle form of liveAtText: `at` is a moment (bound as timestamptz) or an SQL expression. */
export function liveAtSql(alias: string, at: Date | SQL): SQL {
  const moment = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  return sql`${sql.raw(notEndedText(alias))} and ${sql.raw(alias)}.current_period_end > ${moment}`;
}
