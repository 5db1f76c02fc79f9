import type { Db } from '#api/db/client';
import { banners, channels, contents, playlistCategories, playlists, users } from '#api/db/schema/index';

let sequence = 0;
const next = () => ++sequence;

export async function makeChannel(db: Db, overrides: Partial<typeof channels.$inferInsert> = {}) {
  const [row] = await db
    .insert(channels)
    .values({ name: `채널 ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makePlaylist(
  db: Db,
  overrides: Partial<typeof playlists.$inferInsert> & { categoryIds?: number[] } = {},
) {
  const { categoryIds = [], ...values } = overrides;
  const channelId = values.channelId ?? (await makeChannel(db)).id;
  const [row] = await db
    .insert(playlists)
    .values({ title: `플레이리스트 ${next()}`, mediaType: 'audio', ...values, channelId })
    .returning();
  if (categoryIds.length > 0) {
    await db
      .insert(playlistCategories)
      .values(categoryIds.map((categoryId) => ({ categoryId, playlistId: row!.id })));
  }
  return row!;
}

/** Open since long before any test clock (ADR 066) unless the story gives its own `openDt`. */
export const OPEN_SINCE = new Date('2020-01-01T00:00:00Z');

export async function makeContent(db: Db, overrides: Partial<typeof contents.$inferInsert> = {}) {
  const playlistId = overrides.playlistId ?? (await makePlaylist(db)).id;
  const [row] = await db
    .insert(contents)
    .values({
      title: `에피소드 ${next()}`,
      episodeNo: next(),
      mediaType: 'audio',
      openDt: OPEN_SINCE,
      ...overrides,
      playlistId,
    })
    .returning();
  return row!;
}

export async function makeBanner(db: Db, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await db
    .insert(banners)
    .values({ type: 'main', title: `배너 ${next()}`, imageUrl: '/media/banner.svg', ...overrides })
    .returning();
  return row!;
}

/** A member row straight in the database (no password: for tests that do not log in). */
export async function makeUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      uid: `member${n}.${process.pid}@example.com`,
      provider: 'email',
      username: `회원${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}
