import { pathToFileURL } from 'node:url';
import { identitySettings } from './adapters/identity/select.ts';
import { selectStorage, storageSettings } from './adapters/storage/select.ts';
import { openDatabase } from './boot/database.ts';
import { loadConfig } from './config.ts';
import { startupFailure } from './lib/startup-error.ts';
import { mediaRoots } from './media/roots.ts';
import { createServices } from './routes.ts';

/**
 * A transcode worker without the web server (`npm run worker`): on a bigger deployment the
 * site runs with MEDIA_WORKER=false and any number of these take jobs from the same queue.
 * It needs the same DATABASE_URL, storage settings and DATA_DIR secrets as the site.
 */
export async function worker() {
  const config = loadConfig();
  const log = (line: string) => console.log(`[sogon worker] ${line}`);
  if (!config.DATABASE_URL) log('no DATABASE_URL: using the embedded PostgreSQL under DATA_DIR');
  const database = await openDatabase(config, log);
  const media = mediaRoots(config.DATA_DIR);
  const services = createServices(database.db, {
    identity: await identitySettings(config),
    mediaRoots: media,
    storage: selectStorage(storageSettings(config, media.store)),
    mediaWorker: true,
  });
  await services.jobs.start();
  log('taking transcode jobs');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing the running job`);
    await services.jobs.stop();
    await services.playback.stop();
    services.media.storage.close();
    await database.close();
    await database.embedded?.stop();
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
