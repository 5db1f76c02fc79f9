import { fileURLToPath } from 'node:url';
import next from 'next';
import { seedSubscriptionProducts } from '#api/modules/subscriptions';
import { composeApp } from './app/compose.ts';
import { settingsFromConfig } from './app/settings.ts';
import { openDatabase } from './boot/database.ts';
import type { DatabaseServer } from './boot/database-server.ts';
import { loadConfig } from './config.ts';
import { createPageCache } from './http/page-cache.ts';
import { buildServer } from './http/server.ts';
import { createDrainState } from './lib/drain.ts';
import { createProcessLogger, setProcessLogger } from './observability/logger.ts';
import { slowQueries } from './observability/timed-client.ts';
import { stopTracing } from './observability/tracing.ts';
import { seedDemoContent } from './seed/demo.ts';
import { seedDemoActivity } from './seed/demo-activity.ts';
import { seedDemoBoard } from './seed/demo-board.ts';
import { seedDemoCommunity } from './seed/demo-community.ts';
import { seedDemoCreator } from './seed/demo-creator.ts';
import { seedDemoEvents } from './seed/demo-events.ts';
import { seedDemoGallery } from './seed/demo-gallery.ts';
import { seedDemoMember } from './seed/demo-member.ts';
import { seedDemoPasses } from './seed/demo-passes.ts';
import { createDemoMediaProgress, oneLine } from './seed/demo-progress.ts';
import { declareDemoPublishing } from './seed/demo-publish-job.ts';
import { seedDemoSchedule } from './seed/demo-schedule.ts';

/** How long a visitor's page is reused at most when nothing announced a change. */
const PAGE_CACHE_TTL_MS = 10_000;
/** Kept pages' bytes (each in identity, gzip and br) on one server. */
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const WEB_DIR = fileURLToPath(new URL('../../web', import.meta.url));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** When this process started (epoch ms). */
const processStartedAt = () => Date.now() - process.uptime() * 1000;

/**
 * One process serves the whole site: the API at /api/live, media at /media and the Next.js
 * pages for everything else, on one origin.
 */
export async function main(
  options: {
    dev?: boolean;
    /** The database server already starting (scripts/start.mjs, boot/early-database.ts). */
    databaseServer?: Promise<DatabaseServer>;
  } = {},
) {
  const config = loadConfig();
  const log = (line: string) => console.log(`[sogon] ${line}`);
  const logger = createProcessLogger(config.LOG_LEVEL);
  setProcessLogger(logger);
  slowQueries.thresholdMs = config.SLOW_QUERY_MS;
  const startedAt = Date.now();

  // With REDIS_URL, every node shares rate limits, flow state, write marks and cache invalidation
  // (ADR 036); it connects on first use, so start-up never waits for it. Its client loads only
  // then: a single server without Redis does not pay its start-up.
  const redis = config.REDIS_URL
    ? (await import('./adapters/redis/connection.ts')).openRedis(config.REDIS_URL, {
        onStateChange: (state, error) => {
          if (state === 'up') log('Redis is back: limits, flow state and caches are shared again');
          else
            console.error(
              `[sogon] Redis unreachable (${error?.message}): limits count per process, caches are bypassed, sandbox flows answer 503`,
            );
        },
      })
    : null;
  // The pages' server prepares while the database starts and migrates: neither needs the other.
  process.env.SOGON_INTERNAL_API_URL = `http://127.0.0.1:${config.PORT}`;
  process.env.SITE_URL = config.SITE_URL;
  process.env.SOGON_BUSINESS_INFO = JSON.stringify(config.business);
  const web = next({ dev: options.dev ?? false, dir: WEB_DIR, hostname: 'localhost', port: config.PORT });
  const webReady = web.prepare();
  // An unhandled rejection before the await below would end the process without our message.
  webReady.catch(() => {});
  const database = await openDatabase(config, log, {
    redis,
    ...(options.databaseServer ? { server: options.databaseServer } : {}),
  });
  const databaseOpenedAt = Date.now();
  // The demo episodes go through the media pipeline once the site answers (ADR 026).
  const demoMedia = config.SEED_DEMO ? createDemoMediaProgress() : null;
  const drain = createDrainState();
  const app = composeApp(database.db, await settingsFromConfig(config, { redis, demoMedia, drain }), {
    log,
    reads: database.reads,
  });
  const { services } = app;
  const media = services.media.roots;
  if (config.SEED_DEMO) {
    // The demo's pictures go through the same stores as every upload (local disk or the bucket).
    const { publicStorage, privateStorage } = services.media;
    await seedDemoContent({ db: database.db, media, publicStorage, log });
    await seedDemoMember({ db: database.db, log });
    await seedDemoCreator({ db: database.db, log });
    await seedSubscriptionProducts(database.db);
    await seedDemoSchedule({ db: database.db, log });
    await seedDemoGallery({ db: database.db, publicStorage, privateStorage, log });
    await seedDemoBoard({ db: database.db, log });
    await seedDemoCommunity({ db: database.db, community: services.community, log });
    await seedDemoActivity({ db: database.db, log });
    await seedDemoEvents({ db: database.db, publicStorage, log });
    await seedDemoPasses({ db: database.db, log });
  }
  // Packages published before previews had their own key get one, in the background; until
  // then a preview request builds its own (play-service), so nothing waits for this.
  void services.media.pipeline
    .backfillPreviews()
    .then(({ built, failed }) => {
      if (built || failed) log(`media previews: ${built} built with their own key, ${failed} failed`);
    })
    .catch((error) => console.error('[sogon] media preview backfill failed', error));
  // Demo publishing is a job too: a failed episode is tried again with backoff (ADR 063).
  const demoPublishing = demoMedia
    ? declareDemoPublishing({
        jobs: services.jobs,
        db: database.db,
        roots: media,
        storage: services.media.storage,
        pipeline: services.media.pipeline,
        log,
        progress: demoMedia,
      })
    : null;
  // Periodic jobs (rankings, renewals, expiries) run once per tick for the whole cluster (ADR 028).
  await app.start();
  const seededAt = Date.now();

  await webReady;
  const databaseSec = seconds(databaseOpenedAt - startedAt);
  const seedSec = seconds(seededAt - databaseOpenedAt);

  // Visitors' pages: rendered once per change (or per PAGE_CACHE_TTL_MS), the same bytes for all.
  const pages = createPageCache({
    ttlMs: PAGE_CACHE_TTL_MS,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    coherent: services.changes.coherent,
  });
  services.changes.on('catalog', pages.forget);
  const server = await buildServer({
    pages,
    loggerInstance: logger,
    routes: app.routes,
    media: { plugins: app.mediaPlugins },
    web: web.getRequestHandler(),
    siteUrl: config.SITE_URL,
    ...(config.METRICS_TOKEN ? { metrics: { token: config.METRICS_TOKEN, metrics: app.metrics } } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      log('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + 25_000);
    force.unref();
    try {
      // Behind a load balancer: health answers 503 until it stops sending here, while requests
      // still arriving are served as usual; only then does the listener close.
      drain.start();
      if (config.SHUTDOWN_DRAIN_MS > 0) {
        log(`${signal}: draining for ${config.SHUTDOWN_DRAIN_MS} ms (health answers 503)`);
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      }
      log(`${signal}: finishing in-flight requests`);
      // Transcodes of demo episodes in flight stop; the next start publishes them (one line says so).
      await demoPublishing?.stop();
      await server.close();
      await redis?.close();
      await web.close?.();
      await app.stop();
      await database.close();
      if (database.embedded) {
        log('stopping embedded PostgreSQL');
        await database.embedded.stop();
      }
      // The spans of the last requests go to the collector before the process ends.
      await stopTracing();
      log('stopped cleanly');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.PORT, host: config.HOST });
  // process.uptime() counts what ran before main() too: the web build check (a build on a first
  // start or after a change) and the imports.
  log(
    `ready in ${process.uptime().toFixed(1)} s (before main ${seconds(startedAt - processStartedAt())}, ` +
      `database ${databaseSec}, seed and jobs ${seedSec}, pages ${seconds(Date.now() - seededAt)}): ` +
      `http://localhost:${config.PORT}`,
  );
  await demoPublishing
    ?.begin()
    .catch((error) => log(`demo media: not queued (${oneLine(error)}); the next start tries again`));
  return server;
}
