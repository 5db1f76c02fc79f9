/**
 * `npm run ledger:check`: recomputes every heart balance from the ledger entries and lists any
 * wallet that disagrees and any transaction whose entries do not sum to zero. Exit code 1 on
 * drift. Uses DATABASE_URL, else the embedded server under DATA_DIR (the running one when the
 * site is up, or one started for the check).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#api/boot/database';
import { loadConfig } from '#api/config';
import { connectDatabase, type Database } from '#api/db/client';
import { startupFailure } from '#api/lib/startup-error';
import { createLedger } from '#api/modules/hearts/ledger';

async function runningEmbedded(dataDir: string, port: number): Promise<string | null> {
  try {
    const credentials = JSON.parse(await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
      user: string;
      password: string;
    };
    const url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/sogon`;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[ledger] ${line}`);
  let database: Database;
  let stop = async () => {};
  const url = config.DATABASE_URL ?? (await runningEmbedded(config.DATA_DIR, config.EMBEDDED_PG_PORT));
  if (url) {
    database = connectDatabase(url, { max: 2 });
  } else {
    const opened = await openDatabase(config, log);
    database = opened;
    stop = async () => {
      await opened.embedded?.stop();
    };
  }
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
    const clean = report.walletDrift.length === 0 && report.unbalancedTransactions.length === 0;
    log(clean ? 'no drift: every balance equals the sum of its entries' : 'drift found');
    return clean ? 0 : 1;
  } finally {
    await database.close();
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(startupFailure(error));
    process.exit(2);
  },
);
