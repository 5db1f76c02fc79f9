import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import type { TSubscribeAnswer } from '@sogon/contract/schemas/subscriptions';
import { AppError } from '#api/http/app-error';
import type { Ledger, Tx } from '#api/modules/hearts';
import { seoulDate } from './periods.ts';
import type { ProductRow, SubscriptionRepository, SubscriptionRow } from './repository.ts';

export type TierChange = NonNullable<TSubscribeAnswer['change']>;

/** Ledger key of one upgrade: a subscription reaches a version by upgrade at most once a period. */
export function upgradeKey(subscriptionId: number, productId: number, periodStart: Date): string {
  return `sub:${subscriptionId}:upgrade:${productId}:${seoulDate(periodStart)}`;
}

/**
 * Moves a live subscription (locked by the caller) to `target`, a version of the same channel
 * (ADR 066). The version held: clears a pending downgrade. A dearer one (upgrade): moves now and
 * charges the difference of the monthly prices once. The same price: moves now, free. A cheaper
 * one (downgrade): waits in `pending_product_id` for the renewal, which charges its price.
 * Anything but the version held must be on sale.
 */
export async function changeTier(
  tx: Tx,
  deps: { subscriptions: SubscriptionRepository; ledger: Ledger },
  live: SubscriptionRow,
  target: ProductRow,
  context: { channelName: string; now: Date },
): Promise<{ change: TierChange; charged: number }> {
  const { subscriptions, ledger } = deps;
  const { now } = context;
  if (target.channelId !== live.channelId) {
    throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: subscriptionTexts.tierOtherChannel });
  }
  if (target.id === live.productId) {
    if (live.pendingProductId === null) return { change: 'none', charged: 0 };
    await subscriptions.update(tx, live.id, { pendingProductId: null, updatedAt: now });
    return { change: 'pending_cleared', charged: 0 };
  }
  if (!target.active) {
    throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: subscriptionTexts.tierNotOnSale });
  }
  if (target.heartsPerMonth < live.hearts) {
    await subscriptions.update(tx, live.id, { pendingProductId: target.id, updatedAt: now });
    return { change: 'downgrade_pending', charged: 0 };
  }
  const difference = target.heartsPerMonth - live.hearts;
  let charged = 0;
  let transactionId: number | null = null;
  if (difference > 0) {
    const posted = await ledger.spend(tx, {
      userId: live.userId,
      kind: 'subscription',
      idempotencyKey: upgradeKey(live.id, target.id, live.currentPeriodStart),
      reference: `channel:${live.channelId}`,
      memo: subscriptionTexts.upgradeMemo(context.channelName, target.name),
      hearts: difference,
    });
    charged = posted.fresh ? difference : 0;
    transactionId = posted.transactionId;
  }
  await subscriptions.update(tx, live.id, {
    productId: target.id,
    hearts: target.heartsPerMonth,
    pendingProductId: null,
    updatedAt: now,
  });
  // A repeated upgrade (its spend not fresh) is recorded already.
  if (difference === 0 || charged > 0) {
    await subscriptions.recordChange(tx, {
      subscriptionId: live.id,
      fromProductId: live.productId,
      toProductId: target.id,
      hearts: charged,
      transactionId,
      createdAt: now,
    });
  }
  return { change: difference > 0 ? 'upgraded' : 'switched', charged };
}
