import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#api/db/client';
import * as schema from '#api/db/schema/index';
import { makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createPlaybackBuffer } from './buffer.ts';
import { createPlaybackRepository } from './repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** The repository on the test database, with every statement it sends written down. */
function observedRepository() {
  const statements: string[] = [];
  const db = drizzle(database.pool, {
    schema,
    logger: { logQuery: (query) => statements.push(query) },
  }) as Db;
  return { repository: createPlaybackRepository(db), statements };
}

describe('playback buffer flush', () => {
  it('writes a thousand reports with one statement per table', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => makeUser(database.db)));
    const playlist = await makePlaylist(database.db);
    const episodes = [];
    for (let n = 0; n < 100; n += 1) {
      episodes.push(await makeContent(database.db, { playlistId: playlist.id, episodeNo: n + 1 }));
    }
    const { repository, statements } = observedRepository();
    const buffer = createPlaybackBuffer({ writer: repository, flushEveryMs: 60 * 60 * 1000 });
    const at = new Date('2025-03-10T05:20:00Z');
    const hour = new Date('2025-03-10T05:00:00Z');
    for (const [m, member] of members.entries()) {
      for (const [e, episode] of episodes.entries()) {
        const row = { userId: member.id, contentId: episode.id, playlistId: playlist.id, at };
        buffer.addPosition({ ...row, playtime: m + e }, 10);
        // A later report of the same pair merges into the same row.
        buffer.addPosition({ ...row, playtime: m + e + 1, at: new Date(at.getTime() + 1_000) }, 5);
        buffer.addActivity(episode.id, hour, { plays: 1, playtimeSec: 15 });
      }
    }
    expect(buffer.stats().keys).toBe(1_000 + 100);

    expect(await buffer.flush()).toBe(true);
    expect(statements).toHaveLength(2);
    expect(statements.every((statement) => /^\s*insert into \w+/.test(statement))).toBe(true);
    expect(buffer.stats().keys).toBe(0);

    const memberIds = members.map((member) => member.id);
    const positions = await database.db.execute<{ rows: number; playtime: number; listened: number }>(sql`
      select count(*)::int as rows, sum(playtime)::int as playtime, sum(listened)::int as listened
      from playback_positions where user_id = any(${sql.param(memberIds)}::bigint[])`);
    // Sum over m < 10, e < 100 of (m + e + 1): the later position of every pair.
    expect(positions.rows[0]).toEqual({
      rows: 1_000,
      playtime: 100 * 45 + 10 * 4_950 + 1_000,
      listened: 15_000,
    });
    const activity = await database.db.execute<{ rows: number; plays: number; playtime: number }>(sql`
      select count(*)::int as rows, sum(plays)::int as plays, sum(playtime_sec)::int as playtime
      from content_activity where content_id = any(${sql.param(episodes.map((episode) => episode.id))}::bigint[])`);
    expect(activity.rows[0]).toEqual({ rows: 100, plays: 1_000, playtime: 15_000 });
  });
});
