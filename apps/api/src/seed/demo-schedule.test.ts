import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, contents } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { DEMO_CREATOR } from './demo-creator.ts';
import { DEMO_SCHEDULED, demoOpenTime, seedDemoSchedule } from './demo-schedule.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('the demo scheduled episode', () => {
  it('opens at 20:00 Seoul time three days after the seed, early to the tier with early access, once', async () => {
    const db = database.db;
    const channel = await makeChannel(db, { name: DEMO_CREATOR.channel });
    const playlist = await makePlaylist(db, {
      channelId: channel.id,
      title: DEMO_SCHEDULED.playlist,
      price: 2,
    });
    const last = await makeContent(db, {
      playlistId: playlist.id,
      episodeNo: 4,
      isFree: false,
      price: 2,
      mediaType: 'audiotoon',
      mediaKey: 'demo/p7/e4.m4a',
      durationSec: 120,
    });
    await db
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: '새벽 멤버', heartsPerMonth: 30 });
    const [tier] = await db
      .insert(channelSubscriptionProducts)
      .values({
        channelId: channel.id,
        name: '잠들기 전 VIP',
        heartsPerMonth: 60,
        earlyAccessDays: 3,
        sort: 1,
      })
      .returning();
    const now = new Date('2026-12-01T16:30:00Z'); // 01:30 KST on Dec 2
    await seedDemoSchedule({ db, log: () => {}, now });
    await seedDemoSchedule({ db, log: () => {}, now });

    const rows = await db.select().from(contents).where(eq(contents.playlistId, playlist.id));
    const scheduled = rows.filter((row) => row.id !== last.id);
    expect(scheduled).toHaveLength(1);
    expect(demoOpenTime(now).toISOString()).toBe('2026-12-05T11:00:00.000Z');
    expect(scheduled[0]).toMatchObject({
      episodeNo: 5,
      title: DEMO_SCHEDULED.title,
      status: 'published',
      isFree: false,
      price: 2,
      mediaKey: last.mediaKey,
      openDt: new Date('2026-12-05T11:00:00Z'),
      earlyDays: 3,
      earlyTierIds: [tier!.tierId],
      openedAt: null,
    });
  });
});
