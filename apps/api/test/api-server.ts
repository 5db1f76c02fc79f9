import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '#api/http/server';
import type { MediaRoots } from '#api/media/roots';
import { apiRoutes, createServices } from '#api/routes';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The API exactly as production wires it, on a test database, without pages (and media only when given). */
export async function buildTestServer(
  database: TestDatabase,
  options: { timeoutMs?: number; media?: MediaRoots } = {},
) {
  const services = createServices(database.db);
  const app = await buildServer({
    routes: apiRoutes(services),
    ...(options.media ? { media: { roots: options.media, playlists: services.playlists } } : {}),
    timeoutMs: options.timeoutMs,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  });
  await app.ready();
  return app;
}

export type TestServer = Awaited<ReturnType<typeof buildTestServer>>;

/** A fresh database and the API on it for the calling test file, closed and dropped afterwards. */
export function setupTestApi(): { database: TestDatabase; app: TestServer } {
  const state = {} as { database: TestDatabase; app: TestServer };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.app = await buildTestServer(state.database);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });
  return state;
}
