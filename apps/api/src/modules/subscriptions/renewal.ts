import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import { AppError } from '#api/http/app-error';
import type { Ledger, Tx } from '#api/modules/hearts';
import { periodEndAfter, periodKey } from './periods.ts';
import type { SubscriptionRepository, SubscriptionRow } from './repository.ts';

export type Settled =
  | { outcome: 'renewed'; row: SubscriptionRow; hearts: number }
  | { outcome: 'expired'; row: SubscriptionRow; hearts: 0 };

/**
 * Moves a live subscription whose period has ended (locked by the caller) one step on:
 * cancelled ones expire; active ones pay the next month, which starts where the last one ended,
 * or expire when the wallet is short. A pending downgrade is applied here: the new month is the
 * chosen version's, charged at its price. Charging is idempotent per period (ledger key
 * `sub:<id>:<period start date>`), so a step retried or run twice charges once.
 */
export async function settleSubscription(
  tx: Tx,
  deps: { subscriptions: SubscriptionRepository; ledger: Ledger },
  row: SubscriptionRow,
  now: Date,
): Promise<Settled> {
  const expire = async (error: string | null): Promise<Settled> => ({
    outcome: 'expired',
    hearts: 0,
    row: await deps.subscriptions.update(tx, row.id, {
      status: 'expired',
      autoRenew: false,
      pendingProductId: null,
      lastRenewalError: error,
      updatedAt: now,
    }),
  });

  if (row.status !== 'active' || !row.autoRenew) return expire(null);

  const periodStart = row.currentPeriodEnd;
  const periodEnd = periodEndAfter(periodStart);
  // A downgrade waits for this moment: the new month is the chosen version's, at its price.
  const next =
    row.pendingProductId === null ? null : await deps.subscriptions.product(tx, row.pendingProductId);
  const hearts = next?.heartsPerMonth ?? row.hearts;
  let posted: Awaited<ReturnType<Ledger['spend']>>;
  try {
    // A savepoint: a refused spend must not leave its half-opened ledger transaction behind.
    posted = await tx.transaction((inner) =>
      deps.ledger.spend(inner, {
        userId: row.userId,
        kind: 'subscription',
        idempotencyKey: periodKey(row.id, periodStart),
        reference: `channel:${row.channelId}`,
        memo: subscriptionTexts.renewalMemo,
        hearts,
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERROR_HEART_NOT_ENOUGH') return expire(error.code);
    throw error;
  }
  await deps.subscriptions.recordPeriod(tx, {
    subscriptionId: row.id,
    periodStart,
    periodEnd,
    hearts,
    transactionId: posted.transactionId,
  });
  if (next) {
    await deps.subscriptions.recordChange(tx, {
      subscriptionId: row.id,
      fromProductId: row.productId,
      toProductId: next.id,
      hearts: 0,
      transactionId: null,
      createdAt: now,
    });
  }
  const renewed = await deps.subscriptions.update(tx, row.id, {
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    lastRenewalError: null,
    ...(next ? { productId: next.id, hearts: next.heartsPerMonth, pendingProductId: null } : {}),
    updatedAt: now,
  });
  return { outcome: 'renewed', row: renewed, hearts: posted.fresh ? hearts : 0 };
}
