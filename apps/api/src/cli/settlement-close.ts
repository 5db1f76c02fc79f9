/**
 * `npm run settlement:close`: closes every Seoul month that is over and not closed yet, oldest
 * first, as the daily settlement job does (ADR 043); a closed month is never closed twice, so it
 * is safe to run at any time. One log line per month closed. Uses DATABASE_URL, else the embedded
 * server under DATA_DIR (the running one when the site is up, or one started for the command).
 */
import { openCliDatabase } from '#api/cli/database';
import { loadConfig } from '#api/config';
import { startupFailure } from '#api/lib/startup-error';
import { closeDueMonths } from '#api/modules/settlement/close';
import { createSettlementRepository } from '#api/modules/settlement/repository';

async function main(): Promise<number> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[settlement] ${line}`);
  const { database, close } = await openCliDatabase(config, log);
  try {
    const outcomes = await closeDueMonths(createSettlementRepository(database.db), new Date());
    let closed = 0;
    for (const outcome of outcomes) {
      const month = outcome.month.slice(0, 7);
      if (outcome.outcome === 'closed') {
        closed += 1;
        log(`${month} closed: ${outcome.statements} statements, ${outcome.payable} payable`);
      } else if (outcome.outcome === 'earlier-open') {
        log(`${month} not closed: ${outcome.open.slice(0, 7)} is still open`);
      }
    }
    if (closed === 0) log('nothing to close');
    return outcomes.some((outcome) => outcome.outcome === 'earlier-open') ? 1 : 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(startupFailure(error));
    process.exit(2);
  },
);
