import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import type { Db } from '#api/db/client';
import type { PeriodicJob } from '#api/jobs/job-system';
import * as metrics from '#api/observability/metrics';
import { createBonusExpiryRepository } from './bonus-expiry.repository.ts';
import type { Ledger } from './ledger.ts';

/**
 * Bonus hearts are valid for this many days from their grant (Korean services commonly give
 * free credit one year). A grant made on Seoul day D can be spent through the end of day
 * D + 365 and expires when day D + 366 begins.
 */
export const BONUS_HEART_VALID_DAYS = 365;

export interface BonusExpiryReport {
  /** The grants made before this instant ran out in this run. */
  cutoff: Date;
  members: number;
  hearts: number;
  failed: { userId: number; error: string }[];
}

/** Grants made before this instant (the start of a Seoul day) have run out at `now`. */
export function bonusCutoff(now: Date): Date {
  const today = kstParts(now);
  return kstDate(today.year, today.month, today.day - BONUS_HEART_VALID_DAYS);
}

/**
 * How many of a member's bonus hearts have run out at `cutoff`. Spending takes bonus hearts
 * first and, among them, the oldest grant first (FIFO), so every bonus heart that ever left the
 * wallet — spent, refunded or expired before — consumed the oldest grants. What is left of the
 * grants made before the cutoff is what expires, never more than the member still holds.
 */
export function expiredBonus(amounts: { grantedBefore: number; debited: number; balance: number }): number {
  return Math.max(0, Math.min(amounts.grantedBefore - amounts.debited, amounts.balance));
}

/**
 * Expires the bonus hearts granted more than BONUS_HEART_VALID_DAYS ago: per member one ledger
 * movement of kind `expiry` from member_bonus to `expired`, computed from the ledger entries
 * alone. Its idempotency key `expiry:<cutoff date>` makes a rerun (or a second runner) move
 * nothing twice; each member is settled in their own transaction, at most `batchSize` per run.
 */
export async function expireBonusHearts(deps: {
  db: Db;
  ledger: Ledger;
  now: Date;
  batchSize?: number;
}): Promise<BonusExpiryReport> {
  const queries = createBonusExpiryRepository(deps.db);
  const cutoff = bonusCutoff(deps.now);
  const idempotencyKey = `expiry:${formatKstDate(cutoff, 'YYYY-MM-DD')}`;
  const report: BonusExpiryReport = { cutoff, members: 0, hearts: 0, failed: [] };
  const batchSize = deps.batchSize ?? 500;
  let after = 0;

  for (;;) {
    const userIds = await queries.due(cutoff, after, Math.min(100, batchSize));
    if (userIds.length === 0) break;
    for (const userId of userIds) {
      after = userId;
      try {
        const hearts = await deps.ledger.transaction(async (tx) => {
          const amount = expiredBonus(await queries.lockedAmounts(tx, userId, cutoff));
          if (amount === 0) return 0;
          const posted = await deps.ledger.withdraw(tx, {
            userId,
            kind: 'expiry',
            idempotencyKey,
            reference: idempotencyKey,
            paid: 0,
            bonus: amount,
            to: 'expired',
          });
          return posted.fresh ? amount : 0;
        });
        if (hearts > 0) {
          metrics.heartsExpired.inc(hearts);
          report.members += 1;
          report.hearts += hearts;
        }
      } catch (error) {
        report.failed.push({ userId, error: String(error) });
      }
      if (report.members + report.failed.length >= batchSize) return report;
    }
  }
  return report;
}

/** The cutoff moves once a day; hourly runs catch up after any downtime (ADR 016). */
export function bonusHeartExpiryJob(deps: {
  db: Db;
  ledger: Ledger;
  now: () => Date;
  log: (line: string) => void;
}): PeriodicJob {
  return {
    name: 'bonus-heart-expiry',
    cron: '5 * * * *',
    async run() {
      const report = await expireBonusHearts({ db: deps.db, ledger: deps.ledger, now: deps.now() });
      if (report.hearts || report.failed.length) {
        deps.log(
          `bonus hearts: ${report.hearts} expired for ${report.members} members, ${report.failed.length} failed`,
        );
      }
    },
  };
}
