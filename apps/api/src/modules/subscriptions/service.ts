import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import type {
  TChannelSubscription,
  TSubscribeAnswer,
  TSubscriberBadge,
  TSubscriptionList,
  TSubscriptionProduct,
} from '@sogon/contract/schemas/subscriptions';
import { AppError } from '#api/http/app-error';
import { ownsChannel, requireSubscribableChannel } from '#api/modules/access';
import { type Ledger, type Tx, withTotal } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';
import * as metrics from '#api/observability/metrics';
import { benefitLines } from './live-version.ts';
import { clientKey, periodEndAfter, periodKey, seoulDate } from './periods.ts';
import { settleSubscription } from './renewal.ts';
import type { ProductRow, SubscriptionRepository, SubscriptionRow } from './repository.ts';
import { changeTier, type TierChange } from './tier-change.ts';

/** Subscribing to one's own channel: refused before anything is charged. */
function ownChannelSubscription(): AppError {
  return new AppError('ERROR_PERMISSION_DENIED', {
    reason: 'own-channel',
    detail: subscriptionTexts.ownChannel,
  });
}

type View = NonNullable<Awaited<ReturnType<SubscriptionRepository['latest']>>>;

/** The first month was charged under this Idempotency-Key before: roll back, charge nothing. */
class AlreadyCharged extends Error {}

/** A version is not on sale (or not this channel's): the subscribe names it. */
function notOnSale(product: ProductRow | null, channelId: number): AppError {
  return new AppError('ERROR_PRODUCT_NOT_EXIST', {
    detail:
      product && product.channelId === channelId
        ? subscriptionTexts.tierNotOnSale
        : subscriptionTexts.tierOtherChannel,
  });
}

export function createSubscriptionService(deps: {
  subscriptions: SubscriptionRepository;
  ledger: Ledger;
  now?: () => Date;
}) {
  const { subscriptions, ledger } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Adult channels are hidden from callers who may not see adult items (api.md "Lists"). */
  async function visibleChannel(channelId: number, viewer: Viewer) {
    return requireSubscribableChannel(viewer, await subscriptions.channel(channelId));
  }

  function present(view: View, now: Date): TChannelSubscription {
    const { subscription: row, product } = view;
    const liveNow = row.status !== 'expired' && row.currentPeriodEnd > now;
    return {
      id: row.id,
      channel: view.channel,
      productId: row.productId,
      productName: view.productName,
      tierId: product.tierId,
      hearts: row.hearts,
      includesPaidEpisodes: product.includesPaidEpisodes,
      earlyAccessDays: product.earlyAccessDays,
      membersOnlyPosts: product.membersOnlyPosts,
      badge: product.badge,
      pending:
        view.pending && row.pendingProductId !== null
          ? { productId: view.pending.id, name: view.pending.name, hearts: view.pending.hearts }
          : null,
      status: row.status,
      autoRenew: row.autoRenew,
      live: liveNow,
      entitled: liveNow && product.includesPaidEpisodes,
      startedAt: row.startedAt.toISOString(),
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      nextPaymentDate: row.status === 'active' && row.autoRenew ? seoulDate(row.currentPeriodEnd) : null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      lastRenewalError: row.lastRenewalError,
      months: view.months,
    };
  }

  async function current(userId: number, channelId: number, now: Date) {
    const view = await subscriptions.latest(userId, channelId);
    return view ? present(view, now) : null;
  }

  async function answer(
    userId: number,
    channelId: number,
    charged: number,
    now: Date,
    change?: TierChange,
  ): Promise<TSubscribeAnswer> {
    const [subscription, balance] = await Promise.all([
      current(userId, channelId, now),
      ledger.balance(userId),
    ]);
    return { subscription, charged, balance: withTotal(balance), ...(change ? { change } : {}) };
  }

  /** The member's live subscription to a channel, locked, with any ended period settled first. */
  async function lockSettled(tx: Tx, userId: number, channelId: number, now: Date) {
    let live = await subscriptions.lockLive(tx, userId, channelId);
    let settledHearts = 0;
    // The renewal job has not reached it yet: settle it the same way before deciding.
    while (live && live.status !== 'expired' && live.currentPeriodEnd <= now) {
      const settled = await settleSubscription(tx, deps, live, now);
      settledHearts += settled.hearts;
      live = settled.row;
    }
    return { live: live && live.status !== 'expired' ? live : null, settledHearts };
  }

  /**
   * Subscribes: charges the first month at once and opens access until the next payment date.
   * `productId` names the tier version (one on sale; default the first tier on sale). A live
   * subscription is answered as it is (a cancelled one gets auto-renew back, free of charge), or
   * changes tier when another is named; a concurrent or retried subscribe charges once. The owner
   * of the channel is refused.
   */
  async function subscribe(
    userId: number,
    viewer: Viewer,
    channelId: number,
    key?: string,
    productId?: number,
  ) {
    const channel = await visibleChannel(channelId, viewer);
    if (ownsChannel({ userId }, channel)) throw ownChannelSubscription();
    const onSale = await subscriptions.productsOnSale(channelId);
    const product = productId === undefined ? onSale[0] : onSale.find((row) => row.id === productId);
    const now = clock();
    let change: TierChange | undefined;
    try {
      const charged = await ledger.transaction(async (tx) => {
        const { live, settledHearts } = await lockSettled(tx, userId, channelId, now);
        if (live) {
          if (live.status === 'cancelled' || !live.autoRenew) {
            await subscriptions.update(tx, live.id, {
              status: 'active',
              autoRenew: true,
              cancelledAt: null,
              updatedAt: now,
            });
          }
          if (productId === undefined) return settledHearts;
          const target = product ?? (await subscriptions.product(tx, productId));
          if (!target) throw notOnSale(null, channelId);
          const changed = await changeTier(tx, deps, live, target, { channelName: channel.name, now });
          change = changed.change;
          return settledHearts + changed.charged;
        }
        if (!product) {
          if (productId === undefined) {
            throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: subscriptionTexts.noProduct });
          }
          throw notOnSale(await subscriptions.product(tx, productId), channelId);
        }
        const periodEnd = periodEndAfter(now);
        const created = await subscriptions.insert(tx, {
          userId,
          channelId,
          productId: product.id,
          hearts: product.heartsPerMonth,
          status: 'active',
          startedAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          autoRenew: true,
        });
        // A concurrent subscribe committed first: its subscription (charged once) is the answer.
        if (!created) return settledHearts;
        const posted = await ledger.spend(tx, {
          userId,
          kind: 'subscription',
          idempotencyKey: key ? clientKey(channelId, key) : periodKey(created.id, now),
          reference: `channel:${channelId}`,
          memo: subscriptionTexts.firstMonthMemo(channel.name),
          hearts: product.heartsPerMonth,
        });
        if (!posted.fresh) throw new AlreadyCharged();
        await subscriptions.recordPeriod(tx, {
          subscriptionId: created.id,
          periodStart: now,
          periodEnd,
          hearts: product.heartsPerMonth,
          transactionId: posted.transactionId,
        });
        return settledHearts + product.heartsPerMonth;
      });
      if (charged > 0) metrics.heartsSpent.inc({ on: 'subscription' }, charged);
      return answer(userId, channelId, charged, now, change);
    } catch (error) {
      if (error instanceof AlreadyCharged) return answer(userId, channelId, 0, now);
      throw error;
    }
  }

  /** Moves the member's live subscription to another version of the channel (tier-change.ts). */
  async function changeTo(userId: number, viewer: Viewer, channelId: number, productId: number) {
    const channel = await visibleChannel(channelId, viewer);
    const now = clock();
    const { charged, change } = await ledger.transaction(async (tx) => {
      const target = await subscriptions.product(tx, productId);
      if (!target || target.channelId !== channelId) throw notOnSale(null, channelId);
      const { live, settledHearts } = await lockSettled(tx, userId, channelId, now);
      if (!live) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: subscriptionTexts.notSubscribedYet });
      }
      const changed = await changeTier(tx, deps, live, target, { channelName: channel.name, now });
      return { charged: settledHearts + changed.charged, change: changed.change };
    });
    if (charged > 0) metrics.heartsSpent.inc({ on: 'subscription' }, charged);
    return answer(userId, channelId, charged, now, change);
  }

  /**
   * One month of `productId` for a member, paid by someone else's ledger transaction (a gift,
   * issue 38): no hearts move here. Without a live subscription it starts one that does not
   * renew; one of the same tier (any version: the member keeps the version held) runs a month
   * longer. A live subscription to another tier is refused, as is the channel's owner. Runs in
   * the caller's transaction (the one that accepts the gift).
   */
  async function grantMonth(
    tx: Tx,
    grant: { userId: number; productId: number; transactionId: number },
  ): Promise<SubscriptionRow> {
    const now = clock();
    const product = await subscriptions.product(tx, grant.productId);
    const channel = product ? await subscriptions.channel(product.channelId) : null;
    if (!product || !channel) throw new AppError('ERROR_PRODUCT_NOT_EXIST');
    if (ownsChannel({ userId: grant.userId }, channel)) throw ownChannelSubscription();
    const { live } = await lockSettled(tx, grant.userId, product.channelId, now);
    if (live) {
      const held = await subscriptions.product(tx, live.productId);
      if (held?.tierId !== product.tierId) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: subscriptionTexts.giftOtherTier });
      }
      const periodEnd = periodEndAfter(live.currentPeriodEnd);
      await subscriptions.recordPeriod(tx, {
        subscriptionId: live.id,
        periodStart: live.currentPeriodEnd,
        periodEnd,
        hearts: 0,
        transactionId: grant.transactionId,
      });
      return subscriptions.update(tx, live.id, { currentPeriodEnd: periodEnd, updatedAt: now });
    }
    const periodEnd = periodEndAfter(now);
    const created = await subscriptions.insert(tx, {
      userId: grant.userId,
      channelId: product.channelId,
      productId: product.id,
      hearts: product.heartsPerMonth,
      status: 'active',
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      autoRenew: false,
    });
    if (!created) throw new AppError('ERROR_DATA_CREATE_FAILED');
    await subscriptions.recordPeriod(tx, {
      subscriptionId: created.id,
      periodStart: now,
      periodEnd,
      hearts: 0,
      transactionId: grant.transactionId,
    });
    return created;
  }

  /** Stops auto-renew; access lasts until the paid period ends. Always allowed, even for hidden channels. */
  async function cancel(userId: number, channelId: number) {
    if (!(await subscriptions.channel(channelId))) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
    const now = clock();
    await ledger.transaction(async (tx) => {
      const live = await subscriptions.lockLive(tx, userId, channelId);
      if (live?.status === 'active') {
        await subscriptions.update(tx, live.id, {
          status: 'cancelled',
          autoRenew: false,
          cancelledAt: now,
          updatedAt: now,
        });
      }
    });
    return answer(userId, channelId, 0, now);
  }

  return {
    async products(channelId: number, viewer: Viewer): Promise<TSubscriptionProduct[]> {
      await visibleChannel(channelId, viewer);
      const nextPaymentDate = seoulDate(periodEndAfter(clock()));
      const rows = await subscriptions.productsOnSale(channelId);
      return rows.map((row) => ({
        id: row.id,
        tierId: row.tierId,
        channelId: row.channelId,
        name: row.name,
        hearts: row.heartsPerMonth,
        benefits: benefitLines(row.benefits),
        includesPaidEpisodes: row.includesPaidEpisodes,
        earlyAccessDays: row.earlyAccessDays,
        membersOnlyPosts: row.membersOnlyPosts,
        badge: row.badge,
        sort: row.sort,
        nextPaymentDate,
      }));
    },

    /** Status 1 subscribes (or resumes auto-renew), 0 cancels auto-renew. */
    async setStatus(
      userId: number,
      viewer: Viewer,
      channelId: number,
      status: 0 | 1,
      key?: string,
      productId?: number,
    ): Promise<TSubscribeAnswer> {
      return status === 1 ? subscribe(userId, viewer, channelId, key, productId) : cancel(userId, channelId);
    },

    changeTier: changeTo,
    grantMonth,

    /** The member's subscription to a channel (live, else the latest ended one), or null. */
    async mine(userId: number, viewer: Viewer, channelId: number): Promise<TChannelSubscription | null> {
      const now = clock();
      const found = await current(userId, channelId, now);
      if (found) return found;
      await visibleChannel(channelId, viewer);
      return null;
    },

    /** Live subscriptions, newest first. What a member pays for is listed even if adult mode is off. */
    async list(userId: number, page: { offset: number; page: number }): Promise<TSubscriptionList> {
      const now = clock();
      const { rows, total } = await subscriptions.listLive(userId, {
        offset: (page.page - 1) * page.offset,
        limit: page.offset,
      });
      return { items: rows.map((row) => present(row, now)), total, offset: page.offset, page: page.page };
    },

    async badge(viewer: Viewer, channelId: number): Promise<TSubscriberBadge> {
      await visibleChannel(channelId, viewer);
      const found =
        viewer.userId === null ? null : await subscriptions.badge(viewer.userId, channelId, clock());
      return {
        channelId,
        subscribed: Boolean(found),
        months: found?.months ?? 0,
        since: found?.since.toISOString() ?? null,
        label: found?.label ?? '',
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
