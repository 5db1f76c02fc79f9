import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { liveAtSql, liveAtText } from '#api/db/rules/live-subscription';
import type { Tx } from '#api/modules/hearts';

/*
 * "The member's live version of this channel": the tier version (ADR 066) of the subscription
 * that gives access at a moment (db/rules/live-subscription.ts). The one spelling for every
 * reader of tier benefits (entitlement, 선공개, members-only posts, badges).
 * Three forms: raw SQL text for prepared statements, a drizzle fragment, and a read.
 */

/** The benefit columns of the live version (snake_case, as the SQL forms answer them). */
const COLUMNS = `lv_s.id as subscription_id, lv_p.id as product_id, lv_p.tier_id, lv_p.name,
  lv_p.hearts_per_month, lv_p.benefits, lv_p.includes_paid_episodes, lv_p.early_access_days,
  lv_p.members_only_posts, lv_p.badge, lv_s.current_period_end`;

const FROM = `channel_subscriptions lv_s join channel_subscription_products lv_p on lv_p.id = lv_s.product_id`;

/**
 * A subquery answering at most one row, the live version, for SQL text: pass each argument as
 * an SQL expression (`'$1::bigint'`, `'pl.channel_id'`, `'$3::timestamptz'`). Aliases are
 * `lv_s` / `lv_p`, so outer aliases stay visible. Wrap it: `exists (${liveVersionText(...)} and
 * lv_p.includes_paid_episodes)`, or `left join lateral (${liveVersionText(...)}) v on true`.
 */
export function liveVersionText(user: string, channel: string, at: string): string {
  return `select ${COLUMNS} from ${FROM}
   where lv_s.user_id = ${user} and lv_s.channel_id = ${channel} and ${liveAtText('lv_s', at)}`;
}

/** Text form: the member's live subscription opens the channel's paid episodes (and paid gallery items). */
export function paidEpisodesOpenText(user: string, channel: string, at: string): string {
  return `exists (${liveVersionText(user, channel, at)} and lv_p.includes_paid_episodes)`;
}

/** Drizzle form of liveVersionText, with values or column references as arguments. */
export function liveVersionSql(args: { userId: number | SQL; channelId: number | SQL; at: Date | SQL }): SQL {
  return sql`select ${sql.raw(COLUMNS)} from ${sql.raw(FROM)}
   where lv_s.user_id = ${args.userId} and lv_s.channel_id = ${args.channelId} and ${liveAtSql('lv_s', args.at)}`;
}

/** The badge of the member's live tier version of the channel, or null (none, or a tier without one). */
export function liveBadgeSql(args: { userId: SQL; channelId: SQL; at: Date | SQL }): SQL {
  return sql`(select nullif(lv.badge, '') from (${liveVersionSql(args)}) lv limit 1)`;
}

export interface LiveVersion {
  subscriptionId: number;
  productId: number;
  tierId: number;
  name: string;
  heartsPerMonth: number;
  benefits: string[];
  includesPaidEpisodes: boolean;
  earlyAccessDays: number;
  membersOnlyPosts: boolean;
  badge: string;
  currentPeriodEnd: Date;
}

type Raw = {
  subscription_id: string | number;
  product_id: string | number;
  tier_id: string | number;
  name: string;
  hearts_per_month: number;
  benefits: string;
  includes_paid_episodes: boolean;
  early_access_days: number;
  members_only_posts: boolean;
  badge: string;
  current_period_end: Date | string;
};

/** One benefit a line, blank lines dropped. */
export const benefitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The member's live version of a channel at `at`, or null (no live subscription). */
export async function liveVersionOf(
  db: Db | Tx,
  userId: number,
  channelId: number,
  at: Date,
): Promise<LiveVersion | null> {
  const { rows } = await db.execute<Raw>(liveVersionSql({ userId, channelId, at }));
  const row = rows[0];
  if (!row) return null;
  return {
    subscriptionId: Number(row.subscription_id),
    productId: Number(row.product_id),
    tierId: Number(row.tier_id),
    name: row.name,
    heartsPerMonth: row.hearts_per_month,
    benefits: benefitLines(row.benefits),
    includesPaidEpisodes: row.includes_paid_episodes,
    earlyAccessDays: row.early_access_days,
    membersOnlyPosts: row.members_only_posts,
    badge: row.badge,
    currentPeriodEnd: new Date(row.current_period_end),
  };
}
