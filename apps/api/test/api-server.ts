import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { composeApp } from '#api/app/compose';
import type { ReadSide } from '#api/db/replica/read-side';
import { buildServer } from '#api/http/server';
import type { MediaRoots } from '#api/media/roots';
import { type TestSettings, testSettings } from './settings.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export { TEST_PASSWORD_PARAMS } from './settings.ts';

export interface TestServerOptions {
  timeoutMs?: number;
  /** Serve media (public files and the protected plugins), the local stores rooted in these folders. */
  media?: MediaRoots;
  settings?: TestSettings;
  siteUrl?: string;
  /** Lag-tolerant reads (a read replica); the test database itself when not given. */
  reads?: ReadSide;
  /** Serve /metrics behind this bearer token. */
  metricsToken?: string;
  /** Log requests with this pino logger (else TEST_LOG's level, else nothing). */
  loggerInstance?: FastifyBaseLogger;
}

/**
 * The application composed as production composes it, on a test database, with its mails and
 * uploads in a temporary folder; `close` stops it and removes the folder.
 */
export async function composeTestApp(
  database: TestDatabase,
  settings?: TestSettings,
  media?: MediaRoots,
  reads?: ReadSide,
) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-test-'));
  const composed = composeApp(database.db, testSettings(scratch, settings, media), {
    log: () => {},
    ...(reads ? { reads } : {}),
  });
  return Object.assign(composed, {
    scratch,
    async close() {
      await composed.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  });
}

/** The API exactly as production composes it, on a test database, without pages (and media only when given). */
export async function buildTestServer(database: TestDatabase, options: TestServerOptions = {}) {
  const composed = await composeTestApp(database, options.settings, options.media, options.reads);
  const app = await buildServer({
    routes: composed.routes,
    ...(options.media ? { media: { plugins: composed.mediaPlugins } } : {}),
    timeoutMs: options.timeoutMs,
    siteUrl: options.siteUrl,
    ...(options.metricsToken ? { metrics: { token: options.metricsToken, metrics: composed.metrics } } : {}),
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false }),
  });
  app.addHook('onClose', () => composed.close());
  await app.ready();
  // Tests reach the composed services (the media pipeline, the ledger) through the server.
  return Object.assign(app, { services: composed.services });
}

/** Any server the test helpers drive (joinMember etc.); buildTestServer's also carries its services. */
export type TestServer = Awaited<ReturnType<typeof buildServer>>;
export type TestApiServer = Awaited<ReturnType<typeof buildTestServer>>;

/** A fresh database and the API on it for the calling test file, closed and dropped afterwards. */
export function setupTestApi(options: TestServerOptions = {}): {
  database: TestDatabase;
  app: TestApiServer;
} {
  const state = {} as { database: TestDatabase; app: TestApiServer };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.app = await buildTestServer(state.database, options);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });
  return state;
}
