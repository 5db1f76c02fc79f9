import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import type { Ledger } from '#api/modules/hearts/ledger';
import { pruneAccessLog, rollUpRecentDays } from '#api/modules/partners/jobs';
import { createPartnerReport } from '#api/modules/partners/report';
import { createPartnerRepository } from '#api/modules/partners/repository';
import { type RankingKind, REALTIME_KINDS, TOP100_KINDS } from '#api/modules/ranking/cache';
import { createRankings } from '#api/modules/ranking/rankings';
import type { DueOutcome } from '#api/modules/settlement/monthly-close';
import { expireBonusHearts } from './bonus-expiry.ts';
import type { JobSystem, PeriodicJob } from './job-system.ts';
import { renewDueSubscriptions } from './subscription-renewal.ts';
import { expireVerifications } from './verification-expiry.ts';

/**
 * Every periodic job of the cluster, with its schedule (ADR 028). Each runs once per tick
 * however many servers run; each is idempotent, so a tick that runs late or twice (a crash
 * between the work and pg-boss's bookkeeping) changes nothing more.
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
  const rankings = createRankings(deps.db, { now, reads: deps.reads });
  const partners = createPartnerRepository(deps.db);
  const partnerReport = createPartnerReport({ repository: partners, now });
  /** Computes each kind into the shared snapshots; a kind that fails keeps its previous one. */
  const refresh = async (kinds: readonly RankingKind[]) => {
    const failed: RankingKind[] = [];
    for (const kind of kinds) await rankings.cache.refresh(kind).catch(() => failed.push(kind));
    if (failed.length) deps.log(`rankings: ${failed.join(', ')} failed; the previous snapshots stay`);
  };
  return [
    {
      // The realtime list decays by the minute (ADR 015).
      name: 'rankings-realtime',
      cron: '* * * * *',
      run: () => refresh(REALTIME_KINDS),
    },
    {
      name: 'rankings-top100',
      cron: '*/5 * * * *',
      run: () => refresh(TOP100_KINDS),
    },
    {
      // A voided order's cancel failed at the notification: the next minute tries again.
      name: 'voided-payment-cancels',
      cron: '* * * * *',
      async run() {
        const report = await deps.cancelVoidedPayments();
        if (report.cancelled || report.failed) {
          deps.log(`voided payments: ${report.cancelled} cancelled at the gateway, ${report.failed} failed`);
        }
      },
    },
    {
      // Renewals fall due at any minute of the day (ADR 010).
      name: 'subscription-renewals',
      cron: '* * * * *',
      async run() {
        const report = await renewDueSubscriptions({ db: deps.db, ledger: deps.ledger, now: now() });
        if (report.renewed || report.expired || report.failed.length) {
          deps.log(
            `subscriptions: ${report.renewed} renewed, ${report.expired} expired, ${report.failed.length} failed`,
          );
        }
      },
    },
    {
      // The cutoff moves once a day; hourly runs catch up after any downtime (ADR 016).
      name: 'bonus-heart-expiry',
      cron: '5 * * * *',
      async run() {
        const report = await expireBonusHearts({ db: deps.db, ledger: deps.ledger, now: now() });
        if (report.hearts || report.failed.length) {
          deps.log(
            `bonus hearts: ${report.hearts} expired for ${report.members} members, ${report.failed.length} failed`,
          );
        }
      },
    },
    {
      // A verification lapses a year after it was made (ADR 011).
      name: 'verification-expiry',
      cron: '35 * * * *',
      async run() {
        const report = await expireVerifications({ db: deps.db, now: now() });
        if (report.members)
          deps.log(`identity verification: ${report.members} members past a year, unverified`);
      },
    },
    {
      // The partner report's closed days (ADR 035).
      name: 'partner-rollup',
      cron: '20 * * * *',
      run: () => rollUpRecentDays({ repository: partners, report: partnerReport, now: now() }),
    },
    {
      // The monthly close (ADR 043): 00:10 Seoul time every day closes any month that is over
      // and not closed yet, so the 1st's run closes last month and a missed run catches up.
      name: 'settlement-close',
      cron: '10 0 * * *',
      async run() {
        for (const closed of await deps.closeSettlements()) {
          if (closed.outcome === 'closed') {
            deps.log(
              `settlement: ${closed.month} closed, ${closed.statements} statements, ${closed.payable} payable, ${closed.invoiceRequests} tax invoice requests mailed`,
            );
          } else if (closed.outcome === 'earlier-open') {
            deps.log(`settlement: ${closed.month} waits for ${closed.open}`);
          }
        }
      },
    },
    {
      // Once a day, at a quiet hour in Seoul (04:50 KST).
      name: 'access-log-retention',
      cron: '50 19 * * *',
      async run() {
        const { deleted } = await pruneAccessLog({
          repository: partners,
          report: partnerReport,
          now: now(),
          retentionDays: deps.accessLogRetentionDays,
        });
        if (deleted)
          deps.log(`access log: ${deleted} rows older than ${deps.accessLogRetentionDays} days deleted`);
      },
    },
    ...(deps.sweepProfileImages ? [profileImageSweep(deps.sweepProfileImages, deps.log)] : []),
  ];
}

/** Profile images left behind by a crash, a resignation or a changed address (ADR 061). */
function profileImageSweep(sweep: () => Promise<number>, log: (line: string) => void): PeriodicJob {
  return {
    name: 'profile-image-sweep',
    cron: '40 * * * *',
    async run() {
      const deleted = await sweep();
      if (deleted) log(`profile images: ${deleted} no member points at deleted`);
    },
  };
}

/** Declares every periodic job on the job system (before it starts). */
export function declarePeriodicJobs(jobs: JobSystem, list: readonly PeriodicJob[]): void {
  for (const job of list) jobs.periodic(job);
}
