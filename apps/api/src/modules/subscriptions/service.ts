import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import type {
  TChannelSubscription,
  TSubscribeAnswer,
  TSubscriberBadge,
  TSubscriptionList,
  TSubscriptionProduct,
} from '@sogon/contract/schemas/subscriptions';
import { AppError } from '#api/http/app-error';
import { ownsChannel } from '#api/modules/access/ownership';
import { requireSubscribableChannel } from '#api/modules/access/visibility';
import { type Ledger, withTotal } from '#api/modules/hearts/ledger';
import type { Viewer } from '#api/modules/viewer';
import * as metrics from '#api/observability/metrics';
import { clientKey, periodEndAfter, periodKey, seoulDate } from './periods.ts';
import { settleSubscription } from './renewal.ts';
import type { SubscriptionRepository } from './repository.ts';

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

const benefitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

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
    const { subscription: row } = view;
    const liveNow = row.status !== 'expired' && row.currentPeriodEnd > now;
    return {
      id: row.id,
      channel: view.channel,
      productId: row.productId,
      productName: view.productName,
      hearts: row.hearts,
      status: row.status,
      autoRenew: row.autoRenew,
      entitled: liveNow,
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

  async function answer(userId: number, channelId: number, charged: number, now: Date) {
    const [subscription, balance] = await Promise.all([
      current(userId, channelId, now),
      ledger.balance(userId),
    ]);
    return { subscription, charged, balance: withTotal(balance) } satisfies TSubscribeAnswer;
  }

  /**
   * Subscribes: charges the first month at once and opens access until the next payment date.
   * A live subscription is answered as it is (a cancelled one gets auto-renew back, free of
   * charge); a concurrent or retried subscribe charges once. The owner of the channel is refused.
   */
  async function subscribe(userId: number, viewer: Viewer, channelId: number, key?: string) {
    const channel = await visibleChannel(channelId, viewer);
    if (ownsChannel({ userId }, channel)) throw ownChannelSubscription();
    const [product] = await subscriptions.productsOnSale(channelId);
    const now = clock();
    try {
      const charged = await ledger.transaction(async (tx) => {
        let live = await subscriptions.lockLive(tx, userId, channelId);
        let settledHearts = 0;
        // The renewal job has not reached it yet: settle it the same way before deciding.
        while (live && live.status !== 'expired' && live.currentPeriodEnd <= now) {
          const settled = await settleSubscription(tx, deps, live, now);
          settledHearts += settled.hearts;
          live = settled.row;
        }
        if (live && live.status !== 'expired') {
          if (live.status === 'cancelled') {
            await subscriptions.update(tx, live.id, {
              status: 'active',
              autoRenew: true,
              cancelledAt: null,
              updatedAt: now,
            });
          }
          return settledHearts;
        }
        if (!product) throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: subscriptionTexts.noProduct });
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
      return answer(userId, channelId, charged, now);
    } catch (error) {
      if (error instanceof AlreadyCharged) return answer(userId, channelId, 0, now);
      throw error;
    }
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
        channelId: row.channelId,
        name: row.name,
        hearts: row.heartsPerMonth,
        benefits: benefitLines(row.benefits),
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
    ): Promise<TSubscribeAnswer> {
      return status === 1 ? subscribe(userId, viewer, channelId, key) : cancel(userId, channelId);
    },

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
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
