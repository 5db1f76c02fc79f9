import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '#api/db/client';
import { users } from '#api/db/schema/index';
import { buildServer } from '#api/http/server';
import { mediaRoots } from '#api/media/roots';
import { apiRoutes, createServices, type ServiceOptions } from '#api/routes';
import { joinMember } from '../../../test/accounts.ts';
import { TEST_PASSWORD_PARAMS, type TestServer } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createPlaybackRepository } from './repository.ts';
import { registerPlaybackRoutes } from './routes.ts';
import { createPlaybackService, type PlaybackOptions, type PlaybackService } from './service.ts';

type ServicesWithPlayback = ReturnType<typeof createServices> & { playback?: PlaybackService };

/**
 * The whole API on a fresh test database (as buildTestServer wires it), with the playback
 * service in the test's hands so it can flush the buffer when the story says so. When routes.ts
 * wires playback itself, its service is the one used; until then it is added here. The flush
 * timer is effectively off (1 h) unless `options` says otherwise: tests flush explicitly and
 * never wait for time to pass.
 */
export function setupPlaybackApi(options: Omit<PlaybackOptions, 'playback'> = {}) {
  const state = {} as { database: TestDatabase; db: Db; app: App; playback: PlaybackService };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.db = state.database.db;
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-test-'));
    const playbackOptions = { flushEveryMs: 60 * 60 * 1000, ...options };
    const services = createServices(state.db, {
      passwords: TEST_PASSWORD_PARAMS,
      mailOutboxDir: path.join(scratch, 'mail', 'outbox'),
      mediaRoots: mediaRoots(scratch),
      mediaWorker: false,
      playback: playbackOptions,
    } as ServiceOptions) as ServicesWithPlayback;
    const wired = services.playback;
    state.playback =
      wired ?? createPlaybackService({ playback: createPlaybackRepository(state.db), ...playbackOptions });
    const app = await buildServer({
      routes: (api) => {
        apiRoutes(services)(api);
        if (!wired) registerPlaybackRoutes(api, { playback: state.playback, sessions: services.sessions });
      },
      logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    });
    app.addHook('onClose', async () => {
      await services.jobs.stop();
      await rm(scratch, { recursive: true, force: true });
    });
    await app.ready();
    state.app = Object.assign(app, { services });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });
  return state;
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
