import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { DEMO_CREATOR } from '#api/seed/demo-creator';

const DEMO_TIERS_SEED = 'demo-tiers-v1';

/**
 * The demo creator's channel sells two tiers (issue 37), once (a seed run). A channel with no
 * product gets both; one that still sells only the old demo product (databases seeded before
 * tiers) has it edited into the first tier — a new version of the same tier, so a subscriber
 * keeps the terms they bought — and gets the second. Anything else is the creator's own: left alone.
 */
export async function seedDemoTiers(db: Db, channelName = DEMO_CREATOR.channel): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: channelRows } = await tx.execute<{ id: string }>(
      sql`select id from channels where name = ${channelName} order by id limit 1`,
    );
    const channel = channelRows[0];
    if (!channel) return 0;
    const claimed = await tx.execute(
      sql`insert into seed_runs (name) values (${DEMO_TIERS_SEED}) on conflict do nothing returning name`,
    );
    if (claimed.rows.length === 0) return 0;
    const { rows: products } = await tx.execute<{
      id: string;
      tier_id: string;
      name: string;
      active: boolean;
    }>(
      sql`select id, tier_id, name, active from channel_subscription_products
           where channel_id = ${channel.id} for update`,
    );
    const old = products.length === 1 && products[0]!.active ? products[0]! : null;
    if (products.length > 0 && old?.name !== subscriptionTexts.demoProduct.name) return 0;
    if (old)
      await tx.execute(sql`update channel_subscription_products set active = false where id = ${old.id}`);
    const [first, second] = subscriptionTexts.demoTiers;
    let added = 0;
    for (const [tier, tierId] of [
      [first, old?.tier_id ?? null],
      [second, null],
    ] as const) {
      if (!tier) continue;
      await tx.execute(sql`
        insert into channel_subscription_products
          (channel_id, name, hearts_per_month, benefits, sort, includes_paid_episodes, early_access_days,
           members_only_posts, badge, tier_id)
        values (${channel.id}, ${tier.name}, ${tier.hearts}, ${tier.benefits.join('\n')}, ${tier.sort},
                ${tier.includesPaidEpisodes}, ${tier.earlyAccessDays}, ${tier.membersOnlyPosts}, ${tier.badge},
                ${tierId}::bigint)`);
      added += 1;
    }
    return added;
  });
}

/**
 * Puts the demo subscription product on sale in every channel that has never had one (the demo
 * creator's channel gets its two tiers first). Safe to run on every start (a channel with any
 * product, even one taken off sale, is left alone), so it also fills databases seeded before
 * subscriptions existed. Answers how many it added.
 */
export async function seedSubscriptionProducts(db: Db): Promise<number> {
  const tiers = await seedDemoTiers(db);
  const { name, hearts, benefits } = subscriptionTexts.demoProduct;
  const result = await db.execute(sql`
    insert into channel_subscription_products (channel_id, name, hearts_per_month, benefits)
    select c.id, ${name}, ${hearts}, ${benefits.join('\n')}
      from channels c
     where not exists (select 1 from channel_subscription_products p where p.channel_id = c.id)
    on conflict do nothing`);
  return tiers + (result.rowCount ?? 0);
}
