import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi, type TestApiServer, type TestServer } from '../../../test/api-server.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import type { PlaybackService } from './service.ts';

/**
 * The whole API on a fresh test database (as production composes it), with the playback
 * service in the test's hands so it can flush the buffer when the story says so. The flush
 * timer is effectively off (1 h) unless `options` says otherwise: tests flush explicitly and
 * never wait for time to pass. `now` is the application's clock.
 */
export function setupPlaybackApi(options: { now?: () => Date; flushEveryMs?: number } = {}) {
  const api = setupTestApi({
    settings: {
      ...(options.now ? { clock: options.now } : {}),
      media: { worker: false },
      playback: { flushEveryMs: options.flushEveryMs ?? 60 * 60 * 1000 },
    },
  });
  return {
    get database(): TestDatabase {
      return api.database;
    },
    get db(): Db {
      return api.database.db;
    },
    get app(): TestApiServer {
      return api.app;
    },
    get playback(): PlaybackService {
      return api.app.services.playback;
    },
  };
}

type App = TestServer;

export interface Caller {
  token?: string;
  uuid?: string;
}

/** One API call as the web client makes it: section-7 headers, JSON body. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Caller = {},
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url: `/api/live${url}`,
    headers: {
      'x-client': 'sogon-web',
      ...(who.token ? { token: who.token } : {}),
      ...(who.uuid ? { 'x-uuid': who.uuid } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  return { status: response.statusCode, body: response.json() as any };
}

/** A member signed up through the API, with the adult flags set as the story needs. */
export async function memberOf(
  app: App,
  db: Db,
  flags: { isAuth: boolean; isAdult: number; adultMode: boolean } = {
    isAuth: false,
    isAdult: 0,
    adultMode: false,
  },
) {
  const joined = await joinMember(app);
  const id = joined.user.userInfo.id;
  await db.update(users).set(flags).where(eq(users.id, id));
  return { id, token: joined.token };
}

export const ADULT = { isAuth: true, isAdult: 1, adultMode: true };
