import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { Tx } from '#api/modules/hearts/ledger';

/**
 * Puts the demo subscription product on sale in every channel that has never had one. Safe to
 * run on every start (a channel with any product, even one taken off sale, is left alone), so
 * it also fills databases seeded before subscriptions existed. Answers how many it added.
 */
export async function seedSubscriptionProducts(db: Db | Tx): Promise<number> {
  const { name, hearts, benefits } = subscriptionTexts.demoProduct;
  const result = await db.execute(sql`
    insert into channel_subscription_products (channel_id, name, hearts_per_month, benefits)
    select c.id, ${name}, ${hearts}, ${benefits.join('\n')}
      from channels c
     where not exists (select 1 from channel_subscription_products p where p.channel_id = c.id)
    on conflict do nothing`);
  return result.rowCount ?? 0;
}
