import type { PeriodicJob } from '#api/jobs/job-system';
import type { DueOutcome } from './monthly-close.ts';

/**
 * The monthly close (ADR 043): 00:10 Seoul time every day closes any month that is over and not
 * closed yet, so the 1st's run closes last month and a missed run catches up.
 */
export function settlementCloseJob(
  closeDue: () => Promise<DueOutcome[]>,
  log: (line: string) => void,
): PeriodicJob {
  return {
    name: 'settlement-close',
    cron: '10 0 * * *',
    async run() {
      for (const closed of await closeDue()) {
        if (closed.outcome === 'closed') {
          log(
            `settlement: ${closed.month} closed, ${closed.statements} statements, ${closed.payable} payable, ${closed.invoiceRequests} tax invoice requests mailed`,
          );
        } else if (closed.outcome === 'earlier-open') {
          log(`settlement: ${closed.month} waits for ${closed.open}`);
        }
      }
    },
  };
}
