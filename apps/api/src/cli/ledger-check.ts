/**
 * `npm run ledger:check`: recomputes every heart balance from the ledger entries and lists any
 * wallet that disagrees and any transaction whose entries do not sum to zero, then checks that
 * hearts and won are conserved (settlement/conservation.ts). Exit code 1 on drift. Uses DATABASE_URL, else the embedded server under DATA_DIR (the running one when the
 * site is up, or one started for the check).
 */
import { openCliDatabase } from '#api/cli/database';
import { loadConfig } from '#api/config';
import { startupFailure } from '#api/lib/startup-error';
import { createLedger } from '#api/modules/hearts';
import { checkConservation } from '#api/modules/settlement';

async function main(): Promise<number> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[ledger] ${line}`);
  const { database, close } = await openCliDatabase(config, log);
  try {
    const report = await createLedger(database.db).check();
    const { wallets, transactions, entries } = report.counted;
    log(`${wallets} wallets, ${transactions} transactions, ${entries} entries checked`);
    for (const drift of report.walletDrift) {
      log(
        `DRIFT member ${drift.user_id}: wallet paid ${drift.paid} bonus ${drift.bonus}, ` +
          `entries paid ${drift.ledger_paid} bonus ${drift.ledger_bonus}`,
      );
    }
    for (const bad of report.unbalancedTransactions) {
      log(`UNBALANCED transaction ${bad.transaction_id}: entries sum to ${bad.total}`);
    }
    const balanced = report.walletDrift.length === 0 && report.unbalancedTransactions.length === 0;
    log(balanced ? 'no drift: every balance equals the sum of its entries' : 'drift found');
    const conservation = await checkConservation(database.db);
    const { hearts, won } = conservation;
    log(
      `hearts: issued ${hearts.issued} = held ${hearts.held} + spent ${hearts.spent} + expired ${hearts.expired} + refunded ${hearts.refunded} + charged back ${hearts.chargedBack}`,
    );
    for (const channel of conservation.spentByChannel) {
      log(`  channel ${channel.channelId}: ${channel.hearts} hearts, ${channel.won} won`);
    }
    log(
      `won: received ${won.received} − refunded ${won.refunded} − charged back ${won.chargedBack} = sales ${won.salesValue} + unspent ${won.unspent} + refund difference ${won.refundDifference} + chargeback difference ${won.chargebackDifference}`,
    );
    log(
      `  of sales in closed months (${won.salesValueClosed} won): creators ${won.creatorShareClosed}, ` +
        `service ${won.salesValueClosed - won.creatorShareClosed} (VAT included); bonus hearts paid by the service ${won.bonusValue}`,
    );
    for (const problem of conservation.problems) log(`CONSERVATION ${problem}`);
    log(conservation.problems.length === 0 ? 'hearts and won are conserved' : 'conservation broken');
    return balanced && conservation.problems.length === 0 ? 0 : 1;
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
