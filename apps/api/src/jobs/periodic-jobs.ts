import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import { bonusHeartExpiryJob, type Ledger } from '#api/modules/hearts';
import { verificationExpiryJob } from '#api/modules/identity';
import { partnerJobs } from '#api/modules/partners';
import { voidedPaymentCancelJob } from '#api/modules/payments';
import { profileImageSweepJob } from '#api/modules/profile-image';
import { rankingJobs } from '#api/modules/ranking';
import { type DueOutcome, settlementCloseJob } from '#api/modules/settlement';
import { subscriptionRenewalJob } from '#api/modules/subscriptions';
import type { JobSystem, PeriodicJob } from './job-system.ts';

/**
 * Every periodic job of the cluster, with its schedule (ADR 028), from explicit parts: the tests
 * run them without composing the application. Each module declares its own (`ModuleParts.jobs`,
 * ADR 072) and the composition declares those; both are built by the same per-module functions.
 * Each runs once per tick however many servers run; each is idempotent, so a tick that runs late
 * or twice (a crash between the work and pg-boss's bookkeeping) changes nothing more.
 */
export function periodicJobs(deps: {
  db: Db;
  /** Lag-tolerant reads (the rankings' computation); the primary when not given. */
  reads?: ReadDb;
  ledger: Ledger;
  log: (line: string) => void;
  now?: () => Date;
  /** Days of raw access log kept (ACCESS_LOG_RETENTION_DAYS). */
  accessLogRetentionDays: number;
  /** The monthly close and its mails (the settlement service's `closeDue`). */
  closeSettlements: () => Promise<DueOutcome[]>;
  /** Cancels voided orders at the gateway (the payment service's `cancelVoided`). */
  cancelVoidedPayments: () => Promise<{ cancelled: number; failed: number }>;
  /** Deletes profile images no member points at (the profile-image service's `sweepOrphans`). */
  sweepProfileImages?: () => Promise<number>;
}): PeriodicJob[] {
  const now = deps.now ?? (() => new Date());
  const { db, ledger, log } = deps;
  const partners = partnerJobs({ db, now, log, accessLogRetentionDays: deps.accessLogRetentionDays });
  return [
    ...rankingJobs({ db, reads: deps.reads, now, log }),
    voidedPaymentCancelJob(deps.cancelVoidedPayments, log),
    subscriptionRenewalJob({ db, ledger, now, log }),
    bonusHeartExpiryJob({ db, ledger, now, log }),
    verificationExpiryJob({ db, now, log }),
    partners.rollup,
    settlementCloseJob(deps.closeSettlements, log),
    partners.retention,
    ...(deps.sweepProfileImages ? [profileImageSweepJob(deps.sweepProfileImages, log)] : []),
  ];
}

/** Declares every periodic job on the job system (before it starts). */
export function declarePeriodicJobs(jobs: JobSystem, list: readonly PeriodicJob[]): void {
  for (const job of list) jobs.periodic(job);
}
