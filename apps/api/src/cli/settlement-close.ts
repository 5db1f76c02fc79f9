/**
 * `npm run settlement:close`: closes every Seoul month that is over and not closed yet, oldest
 * first, as the daily settlement job does (ADR 043) and with the same code (monthly-close.ts), so
 * each business creator with a payout in a month closed here is asked for the tax invoice. The
 * mails are queued as the server queues them (mail-delivery.ts) and a server delivers them (when
 * it next runs, if none is up now). A closed month is never closed twice, so it is safe to run at
 * any time. One log line per month closed, and one with its invoice requests. Uses DATABASE_URL,
 * else the embedded server under DATA_DIR (the running one when the site is up, or one started
 * for the command).
 */
import { loadIdentityHashKey } from '#api/adapters/identity/select';
import { mailSettings } from '#api/adapters/mail/select';
import { openCliDatabase } from '#api/cli/database';
import { loadConfig } from '#api/config';
import { createJobSystem } from '#api/jobs/job-system';
import { createMailDelivery, mailJobKey } from '#api/jobs/mail-delivery';
import { startupFailure } from '#api/lib/startup-error';
import {
  createEarningsRepository,
  createMonthlyClose,
  createSettlementRepository,
} from '#api/modules/settlement';

async function main(): Promise<number> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[settlement] ${line}`);
  const { database, close } = await openCliDatabase(config, log);
  const jobs = createJobSystem({
    pool: database.db.$client,
    onError: (error) => console.error('[settlement] jobs', error),
  });
  try {
    const mailer = createMailDelivery({
      jobs,
      key: mailJobKey(await loadIdentityHashKey(config.DATA_DIR, config.IDENTITY_HASH_KEY)),
      retryDelaySec: mailSettings(config).retryDelaySec,
    });
    const monthly = createMonthlyClose({
      settlement: createSettlementRepository(database.db),
      earnings: createEarningsRepository(database.db, database.db),
      mail: (message) => mailer.send(message),
      business: config.business,
      siteUrl: config.SITE_URL,
      now: () => new Date(),
    });
    const outcomes = await monthly.closeDue();
    let closed = 0;
    for (const outcome of outcomes) {
      const month = outcome.month.slice(0, 7);
      if (outcome.outcome === 'closed') {
        closed += 1;
        log(`${month} closed: ${outcome.statements} statements, ${outcome.payable} payable`);
        log(`${month} tax invoice requests: ${outcome.invoiceRequests} queued to mail`);
      } else if (outcome.outcome === 'earlier-open') {
        log(`${month} not closed: ${outcome.open.slice(0, 7)} is still open`);
      }
    }
    if (closed === 0) log('nothing to close');
    return outcomes.some((outcome) => outcome.outcome === 'earlier-open') ? 1 : 0;
  } finally {
    await jobs.stop();
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
