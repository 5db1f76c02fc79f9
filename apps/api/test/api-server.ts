import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '#api/http/server';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { apiRoutes, createServices, mediaPlugins, type ServiceOptions } from '#api/routes';

/** Cheap argon2id for tests: the same code path, a fraction of the memory and time. */
export const TEST_PASSWORD_PARAMS = { memoryKiB: 1024, timeCost: 1, parallelism: 1 };

import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The API exactly as production wires it, on a test database, without pages (and media only when given). */
export async function buildTestServer(
  database: TestDatabase,
  options: { timeoutMs?: number; media?: MediaRoots; services?: ServiceOptions; siteUrl?: string } = {},
) {
  // Mails and uploads of this server land in its own temporary folder, removed when it closes.
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-test-'));
  const services = createServices(database.db, {
    passwords: TEST_PASSWORD_PARAMS,
    mailOutboxDir: path.join(scratch, 'mail', 'outbox'),
    mediaRoots: options.media ?? mediaRoots(scratch),
    uploadsDir: path.join(scratch, 'uploads'),
    ...options.services,
  });
  const app = await buildServer({
    routes: apiRoutes(services),
    ...(options.media ? { media: { roots: options.media, plugins: mediaPlugins(services) } } : {}),
    timeoutMs: options.timeoutMs,
    siteUrl: options.siteUrl,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  });
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await rm(scratch, { recursive: true, force: true });
  });
  await app.ready();
  // Tests reach the wired services (the media pipeline, the ledger) through the server.
  return Object.assign(app, { services });
}

/** Any server the test helpers drive (joinMember etc.); buildTestServer's also carries its services. */
export type TestServer = Awaited<ReturnType<typeof buildServer>>;
export type TestApiServer = Awaited<ReturnType<typeof buildTestServer>>;

/** A fresh database and the API on it for the calling test file, closed and dropped afterwards. */
export function setupTestApi(options: Parameters<typeof buildTestServer>[1] = {}): {
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
