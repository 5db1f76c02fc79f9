/**
 * The embedded PostgreSQL alone (what `npm start` runs inside the site when DATABASE_URL is
 * unset), for `npm run cluster`: every server of the cluster shares this one. It starts the
 * server under DATA_DIR on EMBEDDED_PG_PORT, makes the `sogon` database and migrates it, prints
 * one line `{"url": …}` on stdout and runs until SIGTERM or SIGINT stops it.
 */
import { openDatabase } from '#api/boot/database';
import { loadConfig } from '#api/config';
import { startupFailure } from '#api/lib/startup-error';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const log = (line: string) => console.error(`[postgres] ${line}`);
  const database = await openDatabase(config, log);
  const url = database.pool.options.connectionString;
  await database.close();
  console.log(JSON.stringify({ url }));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await database.embedded?.stop();
    log('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error('[postgres] could not start:', startupFailure(error));
  process.exit(1);
});
