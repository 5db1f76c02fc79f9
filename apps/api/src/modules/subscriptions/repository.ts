import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client';
import { liveAtSql, notEndedSql } from '#api/db/rules/live-subscription';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  channels,
  subscriptionChanges,
  subscriptionPeriods,
} from '#api/db/schema/index';
import { ownedChannelSql } from '#api/modules/access';
import type { Tx } from '#api/modules/hearts';

export type SubscriptionRow = typeof channelSubscriptions.$inferSelect;
export type ProductRow = typeof channelSubscriptionProducts.$inferSelect;

/** Active and cancelled subscriptions still hold (or held until their period end) access. */
const live = notEndedSql(channelSubscriptions.status);

// Spelled out: drizzle leaves columns unqualified in single-table selects, and inside this
// subquery a bare "id" would be the period's.
const months = sql<number>`(select count(*) from subscription_periods sp
  where sp.subscription_id = "channel_subscriptions"."id")::int`;

const pendingProducts = alias(channelSubscriptionProducts, 'pending_product');

const viewColumns = {
  subscription: channelSubscriptions,
  channel: { id: channels.id, name: channels.name, profileImg: channels.profileImg },
  productName: channelSubscriptionProducts.name,
  product: channelSubscriptionProducts,
  pending: { id: pendingProducts.id, name: pendingProducts.name, hearts: pendingProducts.heartsPerMonth },
  months,
};

/** A product row as raw SQL answers it (snake_case, bigint ids as text). */
type ProductRaw = {
  id: string | number;
  channel_id: string | number;
  name: string;
  hearts_per_month: number;
  benefits: string;
  active: boolean;
  tier_id: string | number;
  sort: number;
  includes_paid_episodes: boolean;
  early_access_days: number;
  members_only_posts: boolean;
  badge: string;
  created_at: Date | string;
};

function productOf(row: ProductRaw): ProductRow {
  return {
    id: Number(row.id),
    channelId: Number(row.channel_id),
    name: row.name,
    heartsPerMonth: row.hearts_per_month,
    benefits: row.benefits,
    active: row.active,
    tierId: Number(row.tier_id),
    sort: row.sort,
    includesPaidEpisodes: row.includes_paid_episodes,
    earlyAccessDays: row.early_access_days,
    membersOnlyPosts: row.members_only_posts,
    badge: row.badge,
    createdAt: new Date(row.created_at),
  };
}

export function createSubscriptionRepository(db: Db) {
  // Read on every playlist page and unlock of a member: a named prepared statement. Only
  // versions that include paid episodes open them (ADR 066).
  const liveChannelsOf = db
    .select({ channelId: channelSubscriptions.channelId })
    .from(channelSubscriptions)
    .innerJoin(
      channelSubscriptionProducts,
      eq(channelSubscriptionProducts.id, channelSubscriptions.productId),
    )
    .where(
      and(
        eq(channelSubscriptions.userId, sql.placeholder('userId')),
        live,
        gt(channelSubscriptions.currentPeriodEnd, sql.placeholder('at')),
        eq(channelSubscriptionProducts.includesPaidEpisodes, true),
      ),
    )
    .prepare('subscription_live_channels');
  const views = () =>
    db
      .select(viewColumns)
      .from(channelSubscriptions)
      .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
      .innerJoin(
        channelSubscriptionProducts,
        eq(channelSubscriptionProducts.id, channelSubscriptions.productId),
      )
      .leftJoin(pendingProducts, eq(pendingProducts.id, channelSubscriptions.pendingProductId));

  return {
    async channel(channelId: number) {
      const [row] = await db
        .select({
          id: channels.id,
          name: channels.name,
          isAdult: channels.isAdult,
          status: channels.status,
          ownerUserId: channels.ownerUserId,
        })
        .from(channels)
        .where(eq(channels.id, channelId));
      return row ?? null;
    },

    productsOnSale(channelId: number): Promise<ProductRow[]> {
      return db
        .select()
        .from(channelSubscriptionProducts)
        .where(
          and(
            eq(channelSubscriptionProducts.channelId, channelId),
            eq(channelSubscriptionProducts.active, true),
          ),
        )
        .orderBy(asc(channelSubscriptionProducts.sort), asc(channelSubscriptionProducts.id));
    },

    /** One tier version, on sale or not. */
    async product(tx: Db | Tx, productId: number): Promise<ProductRow | null> {
      const [row] = await tx
        .select()
        .from(channelSubscriptionProducts)
        .where(eq(channelSubscriptionProducts.id, productId));
      return row ?? null;
    },

    /** The member's live subscription to a channel, locked until the transaction ends. */
    async lockLive(tx: Tx, userId: number, channelId: number): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(channelSubscriptions)
        .where(
          and(eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.channelId, channelId), live),
        )
        .for('update');
      return row ?? null;
    },

    /**
     * The next live subscription whose period has ended, locked; rows another runner holds are
     * skipped, so two runners never work on the same one.
     */
    async claimDue(tx: Tx, at: Date, skip: number[]): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(channelSubscriptions)
        .where(
          and(
            live,
            lte(channelSubscriptions.currentPeriodEnd, at),
            skip.length > 0 ? notInArray(channelSubscriptions.id, skip) : undefined,
          ),
        )
        .orderBy(asc(channelSubscriptions.currentPeriodEnd), asc(channelSubscriptions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    /** Null when another live subscription to the channel exists (a concurrent subscribe won). */
    async insert(tx: Tx, values: typeof channelSubscriptions.$inferInsert): Promise<SubscriptionRow | null> {
      const [row] = await tx.insert(channelSubscriptions).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async update(
      tx: Tx,
      id: number,
      patch: Partial<
        Pick<
          SubscriptionRow,
          | 'status'
          | 'autoRenew'
          | 'cancelledAt'
          | 'currentPeriodStart'
          | 'currentPeriodEnd'
          | 'lastRenewalError'
          | 'updatedAt'
          | 'productId'
          | 'hearts'
          | 'pendingProductId'
        >
      >,
    ): Promise<SubscriptionRow> {
      const [row] = await tx
        .update(channelSubscriptions)
        .set(patch)
        .where(eq(channelSubscriptions.id, id))
        .returning();
      return row!;
    },

    /** Records a paid month; false when that month was recorded already. */
    async recordPeriod(tx: Tx, values: typeof subscriptionPeriods.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(subscriptionPeriods)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: subscriptionPeriods.id });
      return rows.length > 0;
    },

    /** A tier change; an upgrade names the ledger transaction that paid the difference. */
    async recordChange(tx: Tx, values: typeof subscriptionChanges.$inferInsert): Promise<void> {
      await tx.insert(subscriptionChanges).values(values);
    },

    /** The member's subscription to a channel: the live one, else the latest that ended. */
    async latest(userId: number, channelId: number) {
      const [row] = await views()
        .where(and(eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.channelId, channelId)))
        .orderBy(sql`${live} desc`, desc(channelSubscriptions.startedAt), desc(channelSubscriptions.id))
        .limit(1);
      return row ?? null;
    },

    /** The member's live subscriptions, newest first. */
    async listLive(userId: number, page: { offset: number; limit: number }) {
      const where = and(eq(channelSubscriptions.userId, userId), live);
      const [rows, [count]] = await Promise.all([
        views()
          .where(where)
          .orderBy(desc(channelSubscriptions.startedAt), desc(channelSubscriptions.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(channelSubscriptions).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The badge facts of a subscription that gives access at `at`, or null. */
    async badge(userId: number, channelId: number, at: Date) {
      const [row] = await db
        .select({ since: channelSubscriptions.startedAt, months, label: channelSubscriptionProducts.badge })
        .from(channelSubscriptions)
        .innerJoin(
          channelSubscriptionProducts,
          eq(channelSubscriptionProducts.id, channelSubscriptions.productId),
        )
        .where(
          and(
            eq(channelSubscriptions.userId, userId),
            eq(channelSubscriptions.channelId, channelId),
            live,
            gt(channelSubscriptions.currentPeriodEnd, at),
          ),
        );
      return row ?? null;
    },

    /**
     * Channels whose paid episodes the member may play at `at`: active subscriptions, and
     * cancelled ones until their paid period ends. The entitlement hook of purchases/playback.
     */
    async activeSubscriptionChannelIds(userId: number, at: Date): Promise<number[]> {
      const rows = await liveChannelsOf.execute({ userId, at: at.toISOString() });
      return rows.map((row) => row.channelId);
    },

    // ---- The studio's tiers ----

    /** Channels the member owns, by id. */
    ownedChannels(userId: number) {
      return db
        .select({ id: channels.id, name: channels.name })
        .from(channels)
        .where(ownedChannelSql(userId, channels))
        .orderBy(asc(channels.id));
    },

    /**
     * The newest version of every tier of these channels, with how many versions it has and its
     * live subscribers at `at` (on any version), in the creator's order.
     */
    async tiersOf(channelIds: number[], at: Date) {
      if (channelIds.length === 0) return [];
      const rows = await db.execute<ProductRaw & { versions: number; subscribers: number }>(sql`
        select p.*,
               (select count(*)::int from channel_subscription_products v where v.tier_id = p.tier_id) as versions,
               (select count(*)::int from channel_subscriptions s
                  join channel_subscription_products v on v.id = s.product_id
                 where v.tier_id = p.tier_id and ${liveAtSql('s', at)}) as subscribers
          from channel_subscription_products p
         where p.channel_id in (${sql.join(channelIds, sql`, `)})
           and p.id = (select max(v.id) from channel_subscription_products v where v.tier_id = p.tier_id)
         order by p.channel_id, p.sort, p.tier_id`);
      return rows.rows.map((row) => ({
        product: productOf(row),
        versions: row.versions,
        subscribers: row.subscribers,
      }));
    },

    /** A tier's newest version with its channel's owner, locked (edits of one tier run one at a time). */
    async lockTier(tx: Tx, tierId: number) {
      const [row] = await tx
        .select({ product: channelSubscriptionProducts, ownerUserId: channels.ownerUserId })
        .from(channelSubscriptionProducts)
        .innerJoin(channels, eq(channels.id, channelSubscriptionProducts.channelId))
        .where(eq(channelSubscriptionProducts.tierId, tierId))
        .orderBy(desc(channelSubscriptionProducts.id))
        .limit(1)
        .for('update', { of: channelSubscriptionProducts });
      return row ?? null;
    },

    async insertProduct(
      tx: Tx,
      values: typeof channelSubscriptionProducts.$inferInsert,
    ): Promise<ProductRow> {
      const [row] = await tx.insert(channelSubscriptionProducts).values(values).returning();
      return row!;
    },

    /** Puts versions on or off sale. */
    async setActive(tx: Tx, productIds: number[], active: boolean): Promise<void> {
      if (productIds.length === 0) return;
      await tx
        .update(channelSubscriptionProducts)
        .set({ active })
        .where(inArray(channelSubscriptionProducts.id, productIds));
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
