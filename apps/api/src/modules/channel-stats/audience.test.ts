import { formatKstDate } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentRetention, rentals } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { type Caller, call, memberOf, setupPlaybackApi } from '../playback/test-kit.ts';
import { retentionCurve } from './audience.ts';

/** The application's clock, moved by the stories (plays close after 30 min without a report). */
let nowMs = Date.now();
const api = setupPlaybackApi({ now: () => new Date(nowMs) });
const tick = (seconds: number) => {
  nowMs += seconds * 1000;
};
let uuidSeq = 0;
const visitor = (): Caller => ({ uuid: `audience-${Date.now()}-${++uuidSeq}` });

async function creator(durationSec = 600) {
  const owner = await memberOf(api.app, api.db);
  const channel = await makeChannel(api.db, { ownerUserId: owner.id, name: '잠들기 좋은 채널' });
  const playlist = await makePlaylist(api.db, { channelId: channel.id, title: '빗소리' });
  const episode = await makeContent(api.db, { playlistId: playlist.id, durationSec, title: '1화 빗소리' });
  // Opened at the database's now: the application's clock moves past it.
  nowMs = Math.max(nowMs, Date.now()) + 1000;
  return { owner, channel, playlist, episode };
}

const report = (who: Caller, contentId: number, body: Record<string, unknown>) =>
  call(api.app, 'POST', `/v2/content/playtime/${contentId}`, who, body);

/** Reports every 10 s of listening, from 10 s up to `until`, the last one with `end`. */
async function listen(who: Caller, contentId: number, until: number, end?: string, source?: string) {
  for (let playtime = 10; playtime <= until; playtime += 10) {
    tick(10);
    const last = playtime + 10 > until;
    const body: Record<string, unknown> = { playtime, interval: 10 };
    if (last && end) body.end = end;
    if (playtime === 10 && source) body.source = source;
    const answer = await report(who, contentId, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

describe('the end reason of a play', () => {
  it('is validated: an unknown reason or source refuses the report, single or batched, and counts nothing', async () => {
    const { episode } = await creator();
    const who = visitor();
    for (const body of [
      { playtime: 10, interval: 10, end: 'nap' },
      { playtime: 10, interval: 10, end: 3 },
      { playtime: 10, interval: 10, source: 'billboard' },
    ]) {
      const answer = await report(who, episode.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const batch = await call(api.app, 'POST', '/v2/content/playtime', who, {
      events: [
        { id: episode.id, playtime: 10, interval: 10 },
        { id: episode.id, playtime: 20, interval: 10, end: 'asleep' },
      ],
    });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    expect(await api.playback.flush()).toBe(true);
    const rows = await api.db.select().from(contentRetention).where(sql`content_id = ${episode.id}`);
    expect(rows).toEqual([]);
    const activity = await api.db.execute(
      sql`select 1 from content_activity where content_id = ${episode.id}`,
    );
    expect(activity.rows).toEqual([]);

    // Every reason the player sends is taken.
    for (const end of ['sleep', 'close', 'switch', 'skip', 'end']) {
      const answer = await report(visitor(), episode.id, { playtime: 10, interval: 10, end });
      expect(answer.status, end).toBe(200);
    }
  });
});

describe('GET /v1/channel/{id}/stat/retention', () => {
  it('rolls a known set of plays up into the known curve, fell asleep told apart from left', async () => {
    const { owner, channel, episode } = await creator(600);
    // A falls asleep by the sleep timer at 30 s; B skips ahead at 20 s; C stops reporting at
    // 10 s (long inactivity: asleep); D hears it to the end; E closes the page at 40 s.
    const [a, b, c, d, e] = [visitor(), visitor(), visitor(), visitor(), visitor()];
    await listen(a, episode.id, 30, 'sleep');
    await listen(b, episode.id, 20, 'skip');
    await listen(c, episode.id, 10);
    await listen(d, episode.id, 10);
    tick(5);
    expect((await report(d, episode.id, { playtime: 600, interval: 5, end: 'end' })).status).toBe(200);
    await listen(e, episode.id, 40, 'close');
    // An end without anything heard before it (no open play) counts nothing.
    expect((await report(visitor(), episode.id, { playtime: 300, interval: 0, end: 'close' })).status).toBe(
      200,
    );
    // Not yet idle for 30 minutes: C is still open.
    expect(api.playback.closeIdlePlays()).toBe(0);
    tick(31 * 60);
    expect(api.playback.closeIdlePlays()).toBe(1);
    expect(await api.playback.flush()).toBe(true);

    const answer = await call(api.app, 'GET', `/v1/channel/${channel.id}/stat/retention`, owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const curve = answer.body.result;
    expect(curve).toMatchObject({
      channelId: channel.id,
      contentId: episode.id,
      durationSec: 600,
      bucketSec: 1,
      plays: 5,
      slept: 2,
      left: 2,
      finished: 1,
      halfAt: 30,
    });
    expect(curve.episodes).toEqual([
      { contentId: episode.id, title: '1화 빗소리', playlistTitle: '빗소리', episodeNo: episode.episodeNo },
    ]);
    const at = (second: number) => curve.points[second];
    expect(curve.points).toHaveLength(601);
    expect(at(0)).toEqual({ at: 0, reached: 5, slept: 0, left: 0 });
    expect(at(10)).toEqual({ at: 10, reached: 5, slept: 1, left: 0 });
    expect(at(11).reached).toBe(4);
    expect(at(20)).toEqual({ at: 20, reached: 4, slept: 0, left: 1 });
    expect(at(21).reached).toBe(3);
    expect(at(30)).toEqual({ at: 30, reached: 3, slept: 1, left: 0 });
    expect(at(31).reached).toBe(2);
    expect(at(40)).toEqual({ at: 40, reached: 2, slept: 0, left: 1 });
    expect(at(41).reached).toBe(1);
    expect(at(600).reached).toBe(1);

    // The same episode asked by id; a longer one is bucketed by 5 s.
    const byId = await call(
      api.app,
      'GET',
      `/v1/channel/${channel.id}/stat/retention?contentId=${episode.id}`,
      owner,
    );
    expect(byId.body.result.points).toEqual(curve.points);

    // A sixth play, flushed by this server, is in the next answer.
    await listen(visitor(), episode.id, 20, 'skip');
    expect(await api.playback.flush()).toBe(true);
    const retention = `/v1/channel/${channel.id}/stat/retention?contentId=${episode.id}`;
    expect((await call(api.app, 'GET', retention, owner)).body.result).toMatchObject({ plays: 6, left: 3 });
    // A seventh rolled up by another server: this one reuses its curve for the buffer's flush
    // period (the roll-up is never fresher), then reads the roll-up again.
    await api.db.execute(sql`
      update content_retention set starts = starts + 1, leaves = leaves + 1
       where content_id = ${episode.id} and second = 0`);
    expect((await call(api.app, 'GET', retention, owner)).body.result.plays).toBe(6);
    tick(3);
    expect((await call(api.app, 'GET', retention, owner)).body.result).toMatchObject({ plays: 7, left: 4 });
  });

  it('buckets long episodes and reads resumed plays from where they started', () => {
    // Two plays of a 20-minute episode in 5 s buckets: one from 0 asleep at 12 s, one resumed at
    // 600 s that left at 700 s.
    const curve = retentionCurve(
      [
        { at: 0, starts: 1, sleeps: 0, leaves: 0, finishes: 0 },
        { at: 10, starts: 0, sleeps: 1, leaves: 0, finishes: 0 },
        { at: 600, starts: 1, sleeps: 0, leaves: 0, finishes: 0 },
        { at: 700, starts: 0, sleeps: 0, leaves: 1, finishes: 0 },
      ],
      5,
    );
    expect(curve).toMatchObject({ plays: 2, slept: 1, left: 1, finished: 0, halfAt: 700 });
    expect(curve.points).toHaveLength(141);
    expect(curve.points[2]).toEqual({ at: 10, reached: 1, slept: 1, left: 0 });
    expect(curve.points[3]?.reached).toBe(0);
    expect(curve.points[120]?.reached).toBe(1);
    expect(curve.points[140]).toEqual({ at: 700, reached: 1, slept: 0, left: 1 });
  });

  it('answers only the channel owner: another creator, a member and a visitor are refused', async () => {
    const { channel, episode } = await creator();
    const other = await creator();
    const member = await memberOf(api.app, api.db);
    for (const path of ['retention', 'sources', 'fans']) {
      const url = `/v1/channel/${channel.id}/stat/${path}`;
      expect((await call(api.app, 'GET', url, {})).status, path).toBe(401);
      for (const who of [other.owner, member]) {
        const denied = await call(api.app, 'GET', url, who);
        expect(denied.status, path).toBe(403);
        expect(denied.body).toMatchObject({
          message: 'ERROR_PERMISSION_DENIED',
          detail: '채널 운영자만 청취자 통계를 볼 수 있어요.',
        });
      }
    }
    // The other creator's own episode is not this channel's.
    const foreign = await call(
      api.app,
      'GET',
      `/v1/channel/${other.channel.id}/stat/retention?contentId=${episode.id}`,
      other.owner,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('ERROR_CONTENT_NOT_EXIST');
    const bad = await call(
      api.app,
      'GET',
      `/v1/channel/${other.channel.id}/stat/retention?contentId=abc`,
      other.owner,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
  });
});

describe('GET /v1/channel/{id}/stat/sources', () => {
  it('counts each play once by where it started, with shares and the free unlocks', async () => {
    const { owner, channel, playlist, episode } = await creator();
    await listen(visitor(), episode.id, 30, undefined, 'search');
    await listen(visitor(), episode.id, 20, 'close', 'search');
    await listen(visitor(), episode.id, 20, undefined, 'home');
    await listen(visitor(), episode.id, 10, undefined, 'partner');
    await listen(visitor(), episode.id, 10); // no source: other
    // A source on a later report of the same play changes nothing.
    const same = visitor();
    await listen(same, episode.id, 10, undefined, 'feed');
    tick(10);
    expect((await report(same, episode.id, { playtime: 20, interval: 10, source: 'search' })).status).toBe(
      200,
    );
    const member = await memberOf(api.app, api.db);
    const at = new Date(nowMs);
    await api.db.insert(rentals).values([
      {
        userId: member.id,
        playlistId: playlist.id,
        contentId: episode.id,
        source: 'wait_free',
        startsAt: at,
        endsAt: new Date(nowMs + 3_600_000),
        createdAt: at,
      },
      {
        userId: member.id,
        playlistId: playlist.id,
        contentId: episode.id,
        source: 'pass',
        startsAt: at,
        endsAt: new Date(nowMs + 3_600_000),
        createdAt: at,
      },
      {
        userId: member.id,
        playlistId: playlist.id,
        contentId: episode.id,
        source: 'hearts',
        hearts: 3,
        startsAt: at,
        endsAt: new Date(nowMs + 3_600_000),
        createdAt: at,
      },
    ]);
    expect(await api.playback.flush()).toBe(true);

    const day = formatKstDate(new Date(nowMs), 'YYYY-MM-DD');
    const answer = await call(
      api.app,
      'GET',
      `/v1/channel/${channel.id}/stat/sources?startDt=${day}&endDt=${day}`,
      owner,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ plays: 6, freeUnlocks: { waitFree: 1, pass: 1 } });
    const byName = Object.fromEntries(
      answer.body.result.sources.map((row: { source: string; plays: number; share: number }) => [
        row.source,
        [row.plays, row.share],
      ]),
    );
    expect(byName).toEqual({
      search: [2, 2 / 6],
      home: [1, 1 / 6],
      feed: [1, 1 / 6],
      partner: [1, 1 / 6],
      other: [1, 1 / 6],
    });
    expect(answer.body.result.sources[0].source).toBe('search');
    // Another day: nothing.
    const empty = await call(
      api.app,
      'GET',
      `/v1/channel/${channel.id}/stat/sources?startDt=2026-01-01&endDt=2026-01-02`,
      owner,
    );
    expect(empty.body.result).toMatchObject({ plays: 0, freeUnlocks: { waitFree: 0, pass: 0 } });
  });
});

describe('fan ranking', () => {
  async function spend(userId: number, kind: 'tip' | 'subscription', channelId: number, hearts: number) {
    const ledger = createLedger(api.db);
    const key = `fans-${userId}-${kind}-${++uuidSeq}`;
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId, kind: 'grant', idempotencyKey: key, paid: 0, bonus: hearts }),
    );
    await ledger.transaction((tx) =>
      ledger.spend(tx, { userId, kind, idempotencyKey: key, reference: `channel:${channelId}`, hearts }),
    );
  }
  const setting = (who: Caller, show?: boolean) =>
    show === undefined
      ? call(api.app, 'GET', '/v1/user/setting/fanRank', who)
      : call(api.app, 'PUT', '/v1/user/setting/fanRank', who, { show });

  it('ranks every fan for the owner and only opted-in members in public', async () => {
    const { owner, channel } = await creator();
    const other = await creator();
    const month = formatKstDate(new Date(nowMs), 'YYYY-MM-DD').slice(0, 7);
    const [big, shy, late] = [
      await memberOf(api.app, api.db),
      await memberOf(api.app, api.db),
      await memberOf(api.app, api.db),
    ];
    // Off by default; big opts in before spending, late after.
    expect((await setting(big)).body.result).toEqual({ show: false });
    expect((await setting(big, true)).body.result).toEqual({ show: true });
    expect((await setting(big)).body.result).toEqual({ show: true });
    await spend(big.id, 'subscription', channel.id, 30);
    await spend(big.id, 'tip', channel.id, 20);
    await spend(shy.id, 'tip', channel.id, 40);
    await spend(late.id, 'tip', channel.id, 10);
    await spend(late.id, 'tip', other.channel.id, 99);
    expect((await setting(late, true)).status).toBe(200);

    const studio = await call(api.app, 'GET', `/v1/channel/${channel.id}/stat/fans?month=${month}`, owner);
    expect(studio.status, JSON.stringify(studio.body)).toBe(200);
    expect(studio.body.result.month).toBe(month);
    expect(
      studio.body.result.fans.map((fan: Record<string, number>) => [
        fan.rank,
        fan.userId,
        fan.hearts,
        fan.tipHearts,
        fan.subscribedMonths,
      ]),
    ).toEqual([
      [1, big.id, 50, 20, 1],
      [2, shy.id, 40, 40, 0],
      [3, late.id, 10, 10, 0],
    ]);
    expect(typeof studio.body.result.fans[0].nickname).toBe('string');

    const open = await call(api.app, 'GET', `/v1/channel/${channel.id}/fans`, {});
    expect(open.status).toBe(200);
    expect(open.body.result.fans.map((fan: Record<string, number>) => [fan.rank, fan.hearts])).toEqual([
      [1, 50],
      [2, 10],
    ]);
    expect(open.body.result.fans[0]).not.toHaveProperty('userId');
    expect(open.body.result.fans[0].nickname).toBe(studio.body.result.fans[0].nickname);
    expect(JSON.stringify(open.body)).not.toContain(studio.body.result.fans[1].nickname);

    // Opting out takes big off the public ranking at once; the studio still lists everyone.
    expect((await setting(big, false)).body.result).toEqual({ show: false });
    const after = await call(api.app, 'GET', `/v1/channel/${channel.id}/fans?month=${month}`, {});
    expect(after.body.result.fans.map((fan: Record<string, number>) => fan.hearts)).toEqual([10]);
    const studioAfter = await call(api.app, 'GET', `/v1/channel/${channel.id}/stat/fans`, owner);
    expect(studioAfter.body.result.fans).toHaveLength(3);
    // Another month has nobody.
    const past = await call(api.app, 'GET', `/v1/channel/${channel.id}/stat/fans?month=2020-01`, owner);
    expect(past.body.result.fans).toEqual([]);
  });

  it('refuses bad months and settings, and a visitor cannot change a setting', async () => {
    const { owner, channel } = await creator();
    for (const month of ['2026-13', '202611', 'x']) {
      const answer = await call(api.app, 'GET', `/v1/channel/${channel.id}/stat/fans?month=${month}`, owner);
      expect(answer.status, month).toBe(400);
      expect(answer.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const bad = await call(api.app, 'PUT', '/v1/user/setting/fanRank', owner, { show: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    expect((await setting(owner)).body.result).toEqual({ show: false });
    expect((await call(api.app, 'PUT', '/v1/user/setting/fanRank', {}, { show: true })).status).toBe(401);
    const missing = await call(api.app, 'GET', '/v1/channel/999999999/fans', {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('ERROR_CHANNEL_NOT_EXIST');
  });
});
