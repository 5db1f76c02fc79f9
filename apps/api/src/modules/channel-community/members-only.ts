import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { liveAtSql } from '#api/db/rules/live-subscription';

/**
 * Whether the member's live tier version of the channel (ADR 066: the version of a subscription
 * that is active, or cancelled until its paid period ends) has the members-only posts benefit at
 * `at`: the entitlement source for members-only board posts and gallery items.
 */
export function membersOnlySource(db: Db) {
  return async (userId: number, channelId: number, at: Date): Promise<boolean> => {
    const { rows } = await db.execute<{ open: boolean }>(sql`
      select exists (
        select 1 from channel_subscriptions s
          join channel_subscription_products p on p.id = s.product_id
         where s.user_id = ${userId} and s.channel_id = ${channelId}
           and ${liveAtSql('s', at)}
           and p.members_only_posts) as open`);
    return Boolean(rows[0]?.open);
  };
}
