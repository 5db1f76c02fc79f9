import { statementFigures } from './figures.ts';
import { addMonths, type Month, monthOf, monthRange } from './months.ts';
import type { NewStatement, SettlementRepository } from './repository.ts';

/**
 * A month closes only this long after it ended: a spend is dated when its statement starts, so
 * one that began just before midnight has long committed by then.
 */
export const CLOSE_AFTER_MS = 5 * 60 * 1000;

export type CloseOutcome =
  | { outcome: 'closed'; month: Month; batchId: number; statements: number; payable: number }
  | { outcome: 'closed-before'; month: Month }
  | { outcome: 'not-over'; month: Month }
  /** A month before it has earnings and no statements yet: months close in order. */
  | { outcome: 'earlier-open'; month: Month; open: Month };

/**
 * Closes a Seoul month: one statement per channel with earnings in it or a carry from before,
 * in one transaction with the month's payout batch. Idempotent: the batch row is the month's
 * lock, so a second run (or a concurrent one on another server) finds it and changes nothing.
 * Earnings dated in the month after its close (none can be, see CLOSE_AFTER_MS) would never
 * be settled; refunds and reversals are dated when they happen and land in the month after.
 */
export async function closeMonth(
  repository: SettlementRepository,
  month: Month,
  now: Date,
): Promise<CloseOutcome> {
  if (monthRange(month).end.getTime() + CLOSE_AFTER_MS > now.getTime()) return { outcome: 'not-over', month };
  return repository.transaction(async (tx) => {
    const batchId = await repository.openBatch(tx, month);
    if (batchId === null) return { outcome: 'closed-before', month } as const;
    const open = await repository.openMonthBefore(tx, month);
    if (open !== null) {
      // Undo the batch row: nothing of this month is closed.
      await repository.dropBatch(tx, batchId);
      return { outcome: 'earlier-open', month, open } as const;
    }
    const due = await repository.dueChannels(tx, month);
    const rows: NewStatement[] = due.map((channel) => {
      const hasAccount = channel.accountSealed !== null;
      const figures = statementFigures(channel, channel, channel.carriedIn, hasAccount);
      return {
        channelId: channel.channelId,
        month,
        batchId,
        ...figures,
        bankCode: channel.bankCode ?? '',
        accountSealed: channel.accountSealed,
        accountMasked: channel.accountMasked ?? '',
        holderName: channel.holderName ?? '',
        businessNumber: channel.creatorType === 'business' ? channel.businessNumber : '',
        // Every column travels in the insert's JSON (a missing one would be null, not its default).
        invoiceNumber: '',
        invoiceAt: null,
        payoutBatchId: null,
      };
    });
    await repository.insertStatements(tx, rows);
    return {
      outcome: 'closed',
      month,
      batchId,
      statements: rows.length,
      payable: rows.filter((row) => row.status === 'payable').length,
    } as const;
  });
}

/** The month before the one `now` is in: what the job on the 1st closes. */
export const lastMonth = (now: Date): Month => addMonths(monthOf(now), -1);

/**
 * Closes every month that is over and not closed yet, oldest first: the month after the last
 * closed one (or the month of the first earning) up to last month. The job on the 1st runs it,
 * so a month the job missed (the service was down) is closed at the next run.
 */
export async function closeDueMonths(repository: SettlementRepository, now: Date): Promise<CloseOutcome[]> {
  const lastClosed = await repository.lastClosedMonth();
  let month = lastClosed ? addMonths(lastClosed, 1) : await repository.firstEarningMonth();
  const outcomes: CloseOutcome[] = [];
  const until = lastMonth(now);
  while (month !== null && month <= until) {
    const outcome = await closeMonth(repository, month, now);
    outcomes.push(outcome);
    if (outcome.outcome === 'not-over' || outcome.outcome === 'earlier-open') break;
    month = addMonths(month, 1);
  }
  return outcomes;
}
