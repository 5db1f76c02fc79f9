import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';
import { DEMO_ACTIVITY_DAYS, seedDemoActivity } from './demo-activity.ts';
import { DEMO_CHANNELS } from './demo-data.ts';

const api = setupTestApi();

describe('demo listening history', () => {
  it('is seeded once, on demo episodes only, busier at night, and shows in 채널 통계', async () => {
    const db = api.database.db;
    const log = () => {};
    const owner = await joinMember(api.app);
    const demo = await makeChannel(db, { name: DEMO_CHANNELS[0]!.name, ownerUserId: owner.user.userInfo.id });
    const playlist = await makePlaylist(db, { channelId: demo.id });
    const episodes = await Promise.all(
      [1, 2].map((episodeNo) => makeContent(db, { playlistId: playlist.id, episodeNo, durationSec: 900 })),
    );
    const other = await makeContent(db);
    const now = new Date('2026-11-25T03:00:00Z');
    await seedDemoActivity({ db, log, now });
    await seedDemoActivity({ db, log, now: new Date() });

    const rows = await db.execute<{ content_id: number; plays: number; first: string; last: string }>(sql`
      select content_id::int, sum(plays)::int as plays, min(hour)::text as first, max(hour)::text as last
        from content_activity group by content_id order by content_id`);
    expect(rows.rows.map((row) => row.content_id)).toEqual(episodes.map((episode) => episode.id));
    expect(rows.rows.every((row) => row.plays > 0)).toBe(true);
    expect(rows.rows.map((row) => row.content_id)).not.toContain(other.id);
    const span = await db.execute<{ days: number }>(
      sql`select extract(day from max(hour) - min(hour))::int as days from content_activity`,
    );
    expect(span.rows[0]!.days).toBeLessThanOrEqual(DEMO_ACTIVITY_DAYS);

    // Night hours in Seoul (22:00–01:59) hold more plays than the same number of morning hours.
    const byHour = await db.execute<{ night: number; morning: number }>(sql`
      select sum(plays) filter (where extract(hour from hour at time zone 'Asia/Seoul') in (22, 23, 0, 1))::int as night,
             sum(plays) filter (where extract(hour from hour at time zone 'Asia/Seoul') in (8, 9, 10, 11))::int as morning
        from content_activity`);
    expect(byHour.rows[0]!.night).toBeGreaterThan(byHour.rows[0]!.morning * 2);

    // The owner reads it back through the statistics endpoint.
    const stats = await api.app.inject({
      url: `/api/live/v1/channel/${demo.id}/stat?startDt=2026-10-27&endDt=2026-11-25`,
      headers: { token: owner.token },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const total = await db.execute<{ plays: number }>(sql`
      select sum(plays)::int as plays from content_activity where hour >= '2026-10-26T15:00:00Z'`);
    expect(stats.json().result.totals.plays).toBe(total.rows[0]!.plays);
    expect(stats.json().result.totals.visitors).toBeGreaterThan(0);
    expect(stats.json().result.totals.hearts).toBe(0);
  });
});
