import type { Db } from '#api/db/client';
import type { Ledger } from '#api/modules/hearts/ledger';
import { settleSubscription } from '#api/modules/subscriptions/renewal';
import { createSubscriptionRepository } from '#api/modules/subscriptions/repository';
import * as metrics from '#api/observability/metrics';

export interface RenewalReport {
  renewed: number;
  expired: number;
  /** Hearts charged by this run. */
  hearts: number;
  failed: { subscriptionId: number; error: string }[];
}

/**
 * Renews every live subscription whose period ended by `now` (cancelled ones expire). Each
 * subscription is claimed with FOR UPDATE SKIP LOCKED and settled in its own transaction, so
 * concurrent runners share the work and never hold the same row; each period's charge is
 * idempotent besides. A run handles at most `batchSize` subscriptions; the rest wait for the
 * next run. A subscription several periods behind is charged period by period, in order.
 */
export async function renewDueSubscriptions(deps: {
  db: Db;
  ledger: Ledger;
  now: Date;
  batchSize?: number;
}): Promise<RenewalReport> {
  const subscriptions = createSubscriptionRepository(deps.db);
  const batchSize = deps.batchSize ?? 500;
  const report: RenewalReport = { renewed: 0, expired: 0, hearts: 0, failed: [] };
  // A subscription that failed for another reason than hearts is left for the next run.
  const skip: number[] = [];

  for (let handled = 0; handled < batchSize; handled += 1) {
    const step = await deps.ledger.transaction(async (tx) => {
      const row = await subscriptions.claimDue(tx, deps.now, skip);
      if (!row) return null;
      try {
        return await tx.transaction((inner) =>
          settleSubscription(inner, { subscriptions, ledger: deps.ledger }, row, deps.now),
        );
      } catch (error) {
        return { outcome: 'failed' as const, subscriptionId: row.id, error: String(error) };
      }
    });
    if (!step) break;
    if (step.outcome === 'failed') {
      skip.push(step.subscriptionId);
      report.failed.push({ subscriptionId: step.subscriptionId, error: step.error });
    } else {
      report[step.outcome] += 1;
      report.hearts += step.hearts;
      if (step.hearts > 0) metrics.heartsSpent.inc({ on: 'subscription' }, step.hearts);
    }
  }
  return report;
}
