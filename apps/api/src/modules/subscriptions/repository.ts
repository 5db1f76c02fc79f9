import { and, asc, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  channels,
  subscriptionPeriods,
} from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts/ledger';

export type SubscriptionRow = typeof channelSubscriptions.$inferSelect;
export type ProductRow = typeof channelSubscriptionProducts.$inferSelect;

/** Active and cancelled subscriptions still hold (or held until their period end) access. */
const live = sql`${channelSubscriptions.status} in ('active', 'cancelled')`;

// Spelled out: drizzle leaves columns unqualified in single-table selects, and inside this
// subquery a bare "id" would be the period's.
const months = sql<number>`(select count(*) from subscription_periods sp
  where sp.subscription_id = "channel_subscriptions"."id")::int`;

const viewColumns = {
  subscription: channelSubscriptions,
  channel: { id: channels.id, name: channels.name, profileImg: channels.profileImg },
  productName: channelSubscriptionProducts.name,
  months,
};

export function createSubscriptionRepository(db: Db) {
  // Read on every playlist page and unlock of a member: a named prepared statement.
  const liveChannelsOf = db
    .select({ channelId: channelSubscriptions.channelId })
    .from(channelSubscriptions)
    .where(
      and(
        eq(channelSubscriptions.userId, sql.placeholder('userId')),
        live,
        gt(channelSubscriptions.currentPeriodEnd, sql.placeholder('at')),
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
      );

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
        .orderBy(asc(channelSubscriptionProducts.id));
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
        .select({ since: channelSubscriptions.startedAt, months })
        .from(channelSubscriptions)
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
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
