import { formatKstDate } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, purchases } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { makeChannel, makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import { makeGalleryItem } from '../gallery/test-kit.ts';
import { type Caller, call, memberOf, setupPlaybackApi } from '../playback/test-kit.ts';
import { addDays, periodDays, previousPeriod, statsPeriod } from './period.ts';

const api = setupPlaybackApi();
const DAY_MS = 86_400_000;
const today = () => formatKstDate(new Date(), 'YYYY-MM-DD');
const daysAgo = (days: number) => formatKstDate(Date.now() - days * DAY_MS, 'YYYY-MM-DD');

async function fund(userId: number, bonus: number) {
  const ledger = createLedger(api.db);
  await ledger.transaction((tx) =>
    ledger.credit(tx, { userId, kind: 'grant', idempotencyKey: `stats-${userId}`, paid: 0, bonus }),
  );
}

/** A channel of its own member, with a free and a paid playlist. */
async function creatorChannel() {
  const owner = await memberOf(api.app, api.db);
  const channel = await makeChannel(api.db, { ownerUserId: owner.id, name: '통계 채널' });
  const free = await makePlaylist(api.db, { channelId: channel.id, title: '무료 빗소리' });
  const freeEpisode = await makeContent(api.db, { playlistId: free.id, durationSec: 600 });
  const paid = await makePlaylist(api.db, {
    channelId: channel.id,
    title: '유료 속삭임',
    isFree: false,
    price: 7,
  });
  const paidEpisode = await makeContent(api.db, {
    playlistId: paid.id,
    durationSec: 600,
    isFree: false,
    price: 7,
  });
  return { owner, channel, free, freeEpisode, paid, paidEpisode };
}

const stat = (channelId: number, who: Caller, query = '') =>
  call(api.app, 'GET', `/v1/channel/${channelId}/stat${query}`, who);

describe('statistics periods', () => {
  it('defaults to the 7 Seoul days ending today, and goes back by the same length', () => {
    // 2026-11-25 00:30 in Seoul is still the 24th in UTC.
    const period = statsPeriod({}, new Date('2026-11-24T15:30:00Z'));
    expect(period).toMatchObject({ startDt: '2026-11-19', endDt: '2026-11-25', days: 7 });
    expect(period.from.toISOString()).toBe('2026-11-18T15:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(previousPeriod(period)).toMatchObject({ startDt: '2026-11-12', endDt: '2026-11-18', days: 7 });
    expect(statsPeriod({ startDt: '2026-02-27', endDt: '2026-03-02' }, new Date())).toMatchObject({
      days: 4,
    });
    expect(() => statsPeriod({ startDt: '2026-11-02', endDt: '2026-11-01' }, new Date())).toThrow();
    expect(() => statsPeriod({ startDt: '2026-01-01', endDt: '2026-04-03' }, new Date())).toThrow();
    expect(statsPeriod({ startDt: '2026-01-01', endDt: '2026-04-02' }, new Date()).days).toBe(92);
    // Days counted on the calendar: across a leap February and a new year.
    const leap = statsPeriod({ startDt: '2028-02-27', endDt: '2028-03-01' }, new Date());
    expect(periodDays(leap)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2025-12-31', 61)).toBe('2026-03-02');
  });
});

describe('GET /v1/channel/{id}/stat', () => {
  it('counts what listeners did, by day and by playlist, beside the period before', async () => {
    const { owner, channel, free, freeEpisode, paid, paidEpisode } = await creatorChannel();
    const listener = await memberOf(api.app, api.db);
    await fund(listener.id, 100);
    const product = await api.db
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: '월간 구독', heartsPerMonth: 30 })
      .returning();
    expect(product).toHaveLength(1);
    const picture = await makeGalleryItem(api.db, { channelId: channel.id, price: 4 });

    // Visits, a play with 30 s listened, a like: the real playback endpoints, then a flush.
    expect(
      (await call(api.app, 'GET', `/v1/statistics/log/visit?contentId=${freeEpisode.id}`, listener)).status,
    ).toBe(200);
    let listened = 0;
    for (const playtime of [10, 20, 30]) {
      const report = await call(api.app, 'POST', `/v2/content/playtime/${freeEpisode.id}`, listener, {
        playtime,
        interval: 10,
      });
      expect(report.status).toBe(200);
      listened += report.body.result.counted;
    }
    expect(listened).toBeGreaterThan(0);
    expect((await call(api.app, 'POST', `/v2/content/like/${freeEpisode.id}`, listener)).status).toBe(200);
    // Unlocks, a subscription, a picture and a follow, through their own endpoints.
    const bought = await call(
      api.app,
      'GET',
      `/v2/service/content/purchase/${paid.id}/${paidEpisode.id}`,
      listener,
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    // The picture first: a subscriber would see it without paying.
    const pictureBought = await call(
      api.app,
      'POST',
      `/v2/channel/${channel.id}/gallery/purchase/${picture.id}`,
      listener,
    );
    expect(pictureBought.status, JSON.stringify(pictureBought.body)).toBe(200);
    const subscribed = await api.app.inject({
      method: 'PUT',
      url: '/api/live/v1/user/channelSubscribe',
      headers: { 'x-client': 'web', 'content-type': 'application/json', token: listener.token! },
      payload: { channelId: channel.id, status: 1 },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect((await call(api.app, 'POST', `/v2/channel/follow/${channel.id}`, listener)).status).toBe(200);
    expect(await api.playback.flush()).toBe(true);
    // Listening time counts real time between reports, so the figure is what the ingest stored.
    const stored = await api.db.execute<{ seconds: number }>(
      sql`select sum(playtime_sec)::int as seconds from content_activity where content_id = ${freeEpisode.id}`,
    );
    const playtimeSec = stored.rows[0]!.seconds;
    expect(playtimeSec).toBeGreaterThan(0);

    // An unlock in the period before, by another member.
    const earlier = await makeUser(api.db);
    await api.db.insert(purchases).values({
      userId: earlier.id,
      playlistId: paid.id,
      hearts: 12,
      createdAt: new Date(Date.now() - 8 * DAY_MS),
    });

    const answer = await stat(channel.id, owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.result;
    expect(result).toMatchObject({
      channelId: channel.id,
      name: '통계 채널',
      startDt: daysAgo(6),
      endDt: today(),
      sort: 'desc',
      sortCol: 'plays',
      followers: 1,
      subscribers: 1,
    });
    expect(result.totals).toEqual({
      visits: 1,
      visitors: 1,
      plays: 1,
      playtimeSec,
      likes: 1,
      purchases: 1,
      hearts: 7,
      newFollowers: 1,
      newSubscribers: 1,
      subscriptionHearts: 30,
      galleryHearts: 4,
    });
    expect(result.previous).toMatchObject({ purchases: 1, hearts: 12, plays: 0, newFollowers: 0 });
    expect(result.daily.map((day: { date: string }) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((days) => daysAgo(days)),
    );
    expect(result.daily.at(-1)).toMatchObject({ plays: 1, playtimeSec, hearts: 7, newFollowers: 1 });
    expect(
      result.daily
        .slice(0, 6)
        .every((day: { plays: number; hearts: number }) => day.plays + day.hearts === 0),
    ).toBe(true);
    expect(result.playlists.map((row: { playlistId: number }) => row.playlistId)).toEqual([free.id, paid.id]);
    expect(result.playlists[0]).toMatchObject({ title: '무료 빗소리', plays: 1, playtimeSec, likes: 1 });

    const byHearts = await stat(channel.id, owner, '?sortCol=hearts');
    expect(byHearts.body.result.playlists.map((row: { playlistId: number }) => row.playlistId)).toEqual([
      paid.id,
      free.id,
    ]);
    const ascending = await stat(channel.id, owner, '?sortCol=hearts&sort=asc');
    expect(ascending.body.result.playlists.map((row: { playlistId: number }) => row.playlistId)).toEqual([
      free.id,
      paid.id,
    ]);

    // The owner's channel list carries the same totals.
    const owned = await call(api.app, 'GET', '/v1/user/statistics/channel', owner);
    expect(owned.status).toBe(200);
    expect(owned.body.result.channels).toEqual([
      expect.objectContaining({ channelId: channel.id, followers: 1, subscribers: 1, totals: result.totals }),
    ]);
    const none = await call(api.app, 'GET', '/v1/user/statistics/channel', listener);
    expect(none.body.result.channels).toEqual([]);
  });

  it('puts an unlock on its Seoul day: 23:59:59 and midnight fall on two days', async () => {
    const { owner, channel, paid } = await creatorChannel();
    const buyer = await makeUser(api.db);
    const other = await makeUser(api.db);
    await api.db.insert(purchases).values([
      { userId: buyer.id, playlistId: paid.id, hearts: 5, createdAt: new Date('2026-03-09T14:59:59Z') },
      { userId: other.id, playlistId: paid.id, hearts: 9, createdAt: new Date('2026-03-09T15:00:00Z') },
    ]);
    const answer = await stat(channel.id, owner, '?startDt=2026-03-09&endDt=2026-03-10');
    expect(answer.status).toBe(200);
    expect(
      answer.body.result.daily.map((day: { date: string; hearts: number }) => [day.date, day.hearts]),
    ).toEqual([
      ['2026-03-09', 5],
      ['2026-03-10', 9],
    ]);
    const single = await stat(channel.id, owner, '?startDt=2026-03-10&endDt=2026-03-10');
    expect(single.body.result.totals.hearts).toBe(9);
    expect(single.body.result.previous.hearts).toBe(5);
  });

  it('answers only the channel owner, and refuses bad periods without a 5xx', async () => {
    const { owner, channel } = await creatorChannel();
    const stranger = await memberOf(api.app, api.db);

    const visitor = await stat(channel.id, {});
    expect(visitor.status).toBe(401);
    const denied = await stat(channel.id, stranger);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      message: 'ERROR_PERMISSION_DENIED',
      detail: '채널 운영자만 통계를 볼 수 있어요.',
    });
    const missing = await stat(999_999_999, owner);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('ERROR_CHANNEL_NOT_EXIST');

    const reversed = await stat(channel.id, owner, '?startDt=2026-11-10&endDt=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: '시작일이 종료일보다 늦어요.',
    });
    const long = await stat(channel.id, owner, '?startDt=2026-01-01&endDt=2026-12-31');
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe('통계는 한 번에 최대 92일까지 볼 수 있어요.');
    for (const query of ['?startDt=2026-02-30', '?endDt=20261101', '?sortCol=revenue', '?sort=up']) {
      const answer = await stat(channel.id, owner, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const refused = await call(
      api.app,
      'GET',
      '/v1/user/statistics/channel?startDt=2026-11-10&endDt=2026-11-01',
      owner,
    );
    expect(refused.status).toBe(400);
  });

  it('keeps the daily roll-up equal to the hourly rows through inserts and upserts', async () => {
    const { freeEpisode, free } = await creatorChannel();
    // 23:00 and 00:00 in Seoul: two days; the second write to an hour adds to it (the ingest's upsert).
    await api.db.execute(sql`
      insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes) values
        (${freeEpisode.id}, '2026-03-09T14:00:00Z', 2, 1, 60, 1),
        (${freeEpisode.id}, '2026-03-09T15:00:00Z', 3, 2, 90, 0)`);
    await api.db.execute(sql`
      insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes)
      values (${freeEpisode.id}, '2026-03-09T15:00:00Z', 1, 1, 30, -1)
      on conflict (content_id, hour) do update set visits = content_activity.visits + excluded.visits,
        plays = content_activity.plays + excluded.plays, playtime_sec = content_activity.playtime_sec + excluded.playtime_sec,
        likes = content_activity.likes + excluded.likes`);
    await api.db.execute(sql`
      insert into content_visitors (content_id, day, visitors) values (${freeEpisode.id}, '2026-03-10', 4)
      on conflict (content_id, day) do update set visitors = content_visitors.visitors + excluded.visitors`);
    await api.db.execute(sql`
      insert into content_visitors (content_id, day, visitors) values (${freeEpisode.id}, '2026-03-10', 1)
      on conflict (content_id, day) do update set visitors = content_visitors.visitors + excluded.visitors`);
    const rollup = await api.db.execute<{
      day: string;
      visits: number;
      visitors: number;
      plays: number;
      playtime: number;
      likes: number;
    }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, visits::int, visitors::int, plays::int, playtime_sec::int as playtime, likes::int
        from playlist_daily_activity where playlist_id = ${free.id} order by day`);
    expect(rollup.rows).toEqual([
      { day: '2026-03-09', visits: 2, visitors: 0, plays: 1, playtime: 60, likes: 1 },
      { day: '2026-03-10', visits: 4, visitors: 5, plays: 3, playtime: 120, likes: -1 },
    ]);
  });

  it('reads the large period of a busy channel in one answer', async () => {
    const { owner, channel, freeEpisode } = await creatorChannel();
    // 92 days of hourly activity: 2,208 rows.
    await api.db.execute(sql`
      insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes)
      select ${freeEpisode.id}, h, 2, 1, 60, 0
        from generate_series(date_trunc('hour', now()) - interval '91 days', date_trunc('hour', now()), interval '1 hour') h
      on conflict do nothing`);
    const answer = await stat(channel.id, owner, `?startDt=${daysAgo(91)}&endDt=${today()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result.daily).toHaveLength(92);
    const rows = await api.db.execute<{ plays: number }>(sql`
      select coalesce(sum(plays), 0)::int as plays from content_activity
       where content_id = ${freeEpisode.id} and hour >= ${new Date(Date.parse(`${daysAgo(91)}T00:00:00+09:00`))}`);
    expect(answer.body.result.totals.plays).toBe(rows.rows[0]!.plays);
  });
});
