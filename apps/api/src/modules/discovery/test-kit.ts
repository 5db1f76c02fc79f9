import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '#api/db/client';
import { users } from '#api/db/schema/index';
import { buildServer } from '#api/http/server';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { apiRoutes, createServices, mediaPlugins } from '#api/routes';
import { joinMember } from '../../../test/accounts.ts';
import { TEST_PASSWORD_PARAMS } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

export type DiscoveryTestServer = Awaited<ReturnType<typeof buildServer>> & {
  services: ReturnType<typeof createServices>;
};

/**
 * setupTestApi() for the discovery tests: the API exactly as routes.ts wires it,
 * with the services reachable from the server.
 */
export function setupDiscoveryApi(options: { media?: MediaRoots } = {}): {
  database: TestDatabase;
  app: DiscoveryTestServer;
} {
  const state = {} as { database: TestDatabase; app: DiscoveryTestServer };
  let scratch = '';
  beforeAll(async () => {
    state.database = await createTestDatabase();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-test-'));
    const db = state.database.db;
    const services = createServices(db, {
      passwords: TEST_PASSWORD_PARAMS,
      mailOutboxDir: path.join(scratch, 'mail', 'outbox'),
      mediaRoots: options.media ?? mediaRoots(scratch),
      uploadsDir: path.join(scratch, 'uploads'),
    });
    const app = await buildServer({
      routes: apiRoutes(services),
      ...(options.media ? { media: { roots: options.media, plugins: mediaPlugins(services) } } : {}),
      logger: false,
    });
    app.addHook('onClose', async () => {
      await services.jobs.stop();
    });
    await app.ready();
    state.app = Object.assign(app, { services });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });
  return state;
}

/** A member whose adult flags are set straight in the database; answers the token and id. */
export async function memberWith(
  app: DiscoveryTestServer,
  db: Db,
  flags: { isAuth: boolean; isAdult: number; adultMode: boolean } = {
    isAuth: false,
    isAdult: 0,
    adultMode: false,
  },
): Promise<{ token: string; userId: number }> {
  const joined = await joinMember(app);
  await db.update(users).set(flags).where(eq(users.id, joined.user.userInfo.id));
  return { token: joined.token, userId: joined.user.userInfo.id };
}

export const ADULT_ON = { isAuth: true, isAdult: 1, adultMode: true };
export const ADULT_MODE_OFF = { isAuth: true, isAdult: 1, adultMode: false };

/** GET (or POST with x-client) under /api/live; `token` when given. */
export function caller(app: DiscoveryTestServer) {
  return {
    get: (url: string, token?: string) =>
      app.inject({ url: `/api/live${url}`, headers: token ? { token } : {} }),
    post: (url: string, token?: string, headers: Record<string, string> = { 'x-client': 'web' }) =>
      app.inject({
        method: 'POST',
        url: `/api/live${url}`,
        headers: { ...headers, ...(token ? { token } : {}) },
      }),
  };
}
