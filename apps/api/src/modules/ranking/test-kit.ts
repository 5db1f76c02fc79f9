import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { contentActivity, contents, purchases, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi, type TestApiServer, type TestServer } from '../../../test/api-server.ts';
import { makeUser } from '../../../test/factories.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { REALTIME_KINDS, TOP100_KINDS } from './cache.ts';

/** A Seoul wall-clock time, e.g. kst('2024-06-01T00:00'). */
export const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);

/**
 * The whole API on a fresh test database, with the application clock (rankings among it) at a
 * time the test moves (`setClock`). No job runs: tests refresh when the story says.
 */
export function setupRankingApi(start: Date) {
  const clock = { now: start };
  const api = setupTestApi({ settings: { clock: () => clock.now, media: { worker: false } } });
  const state = {
    get database(): TestDatabase {
      return api.database;
    },
    get db(): Db {
      return api.database.db;
    },
    get app(): TestApiServer {
      return api.app;
    },
    get rankings() {
      return api.app.services.rankings;
    },
  };

  return {
    state,
    /** Moves the clock without recomputing anything. */
    setClock(at: Date) {
      clock.now = at;
    },
    /** Moves the clock and recomputes every ranking at it, as the job would. */
    async recomputeAt(at: Date) {
      clock.now = at;
      for (const kind of [...TOP100_KINDS, ...REALTIME_KINDS]) await state.rankings.cache.refresh(kind);
    },
  };
}

/** One GET as the web client makes it. */
export async function get(app: TestServer, url: string, token?: string) {
  const response = await app.inject({
    url: `/api/live${url}`,
    headers: { 'x-client': 'sogon-web', ...(token ? { token } : {}) },
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  return { status: response.statusCode, body: response.json() as any };
}

/** The first episode of a playlist, created when it has none. */
async function episodeOf(db: Db, playlistId: number): Promise<number> {
  const [found] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(eq(contents.playlistId, playlistId));
  if (found) return found.id;
  const [row] = await db
    .insert(contents)
    // Open before every clock these stories set (ADR 066: an unopened episode is not counted).
    .values({
      playlistId,
      episodeNo: 1,
      title: '1화',
      mediaType: 'audio',
      openDt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: contents.id });
  return row!.id;
}

/** Activity of a playlist's first episode in the hour bucket that starts at `hour`. */
export async function addActivity(
  db: Db,
  playlistId: number,
  hour: Date,
  signals: { plays?: number; playtimeSec?: number; likes?: number },
) {
  await db.insert(contentActivity).values({
    contentId: await episodeOf(db, playlistId),
    hour,
    plays: signals.plays ?? 0,
    playtimeSec: signals.playtimeSec ?? 0,
    likes: signals.likes ?? 0,
  });
}

/** `count` bundle purchases of the playlist at `at`, each by a different member. */
export async function addPurchases(db: Db, playlistId: number, at: Date, count = 1) {
  for (let index = 0; index < count; index += 1) {
    const user = await makeUser(db);
    await db.insert(purchases).values({ userId: user.id, playlistId, hearts: 10, createdAt: at });
  }
}

/** A verified adult member with adult mode on. */
export async function adultMember(app: TestServer, db: Db): Promise<string> {
  const joined = await joinMember(app);
  await db
    .update(users)
    .set({ isAuth: true, isAdult: 1, adultMode: true })
    .where(eq(users.id, joined.user.userInfo.id));
  return joined.token;
}
