import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelBoards, comments } from '#api/db/schema/index';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel } from '../../test/factories.ts';
import { seedDemoBoard } from './demo-board.ts';
import { DEMO_CHANNELS } from './demo-data.ts';
import { seedDemoMember } from './demo-member.ts';

const api = setupTestApi();

describe('demo boards', () => {
  it('are seeded once, with an owner for every demo channel, and show on the home page', async () => {
    const db = api.database.db;
    const log = () => {};
    for (const channel of DEMO_CHANNELS) await makeChannel(db, { name: channel.name });
    await seedDemoMember({ db, log });
    await seedDemoBoard({ db, log });
    await seedDemoBoard({ db, log });

    const [posts] = await db.select({ n: sql<number>`count(*)::int` }).from(channelBoards);
    const [notes] = await db.select({ n: sql<number>`count(*)::int` }).from(comments);
    expect(posts!.n).toBe(5);
    expect(notes!.n).toBe(4);
    const owners = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from channels where owner_user_id is null`,
    );
    expect(owners.rows[0]!.n).toBe(0);

    const home = await api.app.inject({ url: '/api/live/v2/service/home/board' });
    const items = home.json().result as { title: string; commentCount: number }[];
    expect(items.map((item) => item.title)).toEqual([
      '새 사운드스케이프 녹음 후기',
      '다음 주제 투표해 주세요 🌙',
      '2화 비하인드: 목소리 녹음 현장',
    ]);
    expect(items.map((item) => item.commentCount)).toEqual([1, 1, 2]);
  });
});
