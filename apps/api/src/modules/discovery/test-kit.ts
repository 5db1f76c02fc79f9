import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { users } from '#api/db/schema/index';
import type { MediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi, type TestApiServer } from '../../../test/api-server.ts';
import type { TestDatabase } from '../../../test/test-database.ts';

export type DiscoveryTestServer = TestApiServer;

/** setupTestApi() for the discovery tests: the API as production composes it, media when given. */
export function setupDiscoveryApi(options: { media?: MediaRoots } = {}): {
  database: TestDatabase;
  app: DiscoveryTestServer;
} {
  return setupTestApi(options.media ? { media: options.media } : {});
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
