import { pathToFileURL } from 'node:url';
import { createMediaCore } from '#api/modules/media';
import { settingsFromConfig } from './app/settings.ts';
import { openDatabase } from './boot/database.ts';
import { loadConfig } from './config.ts';
import { createJobSystem } from './jobs/job-system.ts';
import { startupFailure } from './lib/startup-error.ts';
import { createProcessLogger, setProcessLogger } from './observability/logger.ts';
import { slowQueries } from './observability/timed-client.ts';
import { stopTracing } from './observability/tracing.ts';

/**
 * A transcode worker without the web server (`npm run worker`): on a bigger deployment the
 * site runs with MEDIA_WORKER=false and any number of these take jobs from the same queue.
 * It reads the same settings as the site (so the same production checks stop a wrong start) and
 * builds only what transcoding needs: the job system and the media core.
 */
export async function worker() {
  const config = loadConfig();
  const log = (line: string) => console.log(`[sogon worker] ${line}`);
  setProcessLogger(createProcessLogger(config.LOG_LEVEL));
  slowQueries.thresholdMs = config.SLOW_QUERY_MS;
  const settings = await settingsFromConfig(config, { redis: null, demoMedia: null });
  if (!config.DATABASE_URL) log('no DATABASE_URL: using the embedded PostgreSQL under DATA_DIR');
  const database = await openDatabase(config, log);
  const jobs = createJobSystem({
    pool: database.db.$client,
    onError: (error) => console.error('[sogon worker] jobs', error),
  });
  const media = createMediaCore({ db: database.db, jobs, media: { ...settings.media, worker: true } });
  await jobs.start();
  log('taking transcode jobs');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing the running job`);
    await jobs.stop();
    media.closeStorage();
    await database.close();
    await database.embedded?.stop();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await worker().catch((error) => {
    console.error('[sogon worker] could not start:', startupFailure(error));
    process.exit(1);
  });
}
