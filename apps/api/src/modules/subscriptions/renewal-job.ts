import type { Db } from '#api/db/client';
import type { PeriodicJob } from '#api/jobs/job-system';
import type { Ledger } from '#api/modules/hearts';
import * as metrics from '#api/observability/metrics';
import { settleSubscription } from './renewal.ts';
import { createSubscriptionRepository } from './repository.ts';

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

/** Renewals fall due at any minute of the day (ADR 010). */
export function subscriptionRenewalJob(deps: {
  db: Db;
  ledger: Ledger;
  now: () => Date;
  log: (line: string) => void;
}): PeriodicJob {
  return {
    name: 'subscription-renewals',
    cron: '* * * * *',
    async run() {
      const report = await renewDueSubscriptions({ db: deps.db, ledger: deps.ledger, now: deps.now() });
      if (report.renewed || report.expired || report.failed.length) {
        deps.log(
          `subscriptions: ${report.renewed} renewed, ${report.expired} expired, ${report.failed.length} failed`,
        );
      }
    },
  };
}
