import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentActivity, contents, playbackPositions } from '#api/db/schema/index';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { MAX_INTERVAL_SEC, PLAY_WINDOW_MS } from './service.ts';
import { ADULT, call, memberOf, setupPlaybackApi } from './test-kit.ts';

/** A clock the story moves; starts at a fixed instant in the middle of an hour. */
const clock = { at: new Date('2025-03-10T05:20:00Z').getTime() };
const api = setupPlaybackApi({ now: () => new Date(clock.at) });
const tick = (ms: number) => {
  clock.at += ms;
};

const positionRow = async (userId: number, contentId: number) => {
  const [row] = await api.db
    .select()
    .from(playbackPositions)
    .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.contentId, contentId)));
  return row ?? null;
};

const activityOf = async (contentIds: number[]) =>
  api.db
    .select({
      contentId: contentActivity.contentId,
      plays: contentActivity.plays,
      playtimeSec: contentActivity.playtimeSec,
    })
    .from(contentActivity)
    .where(inArray(contentActivity.contentId, contentIds));

describe('POST /v2/content/playtime/{id}', () => {
  it('keeps a member position: answered at once, written by the next flush', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 600 });

    const report = await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, {
      playtime: 42.7,
      interval: 10,
    });
    expect(report.status).toBe(200);
    expect(report.body.result).toEqual({
      contentId: episode.id,
      playtime: 42,
      durationSec: 600,
      updatedAt: new Date(clock.at).toISOString(),
      saved: true,
      counted: 10,
    });

    // Read-your-writes: both GET paths answer the buffered position before any flush.
    expect(await positionRow(member.id, episode.id)).toBeNull();
    for (const url of [`/v1/user/playtime/${episode.id}`, `/v1/user/playtime/v2/${episode.id}`]) {
      const read = await call(api.app, 'GET', url, member);
      expect(read.status).toBe(200);
      expect(read.body.result).toEqual({
        contentId: episode.id,
        playtime: 42,
        durationSec: 600,
        updatedAt: new Date(clock.at).toISOString(),
      });
    }

    tick(10_000);
    await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, { playtime: 52, interval: 10 });
    expect(await api.playback.flush()).toBe(true);
    expect(await positionRow(member.id, episode.id)).toMatchObject({ playtime: 52, listened: 20 });
    const read = await call(api.app, 'GET', `/v1/user/playtime/v2/${episode.id}`, member);
    expect(read.body.result.playtime).toBe(52);
  });

  it('answers playtime 0 and updatedAt null for an episode never played', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 300 });
    const read = await call(api.app, 'GET', `/v1/user/playtime/${episode.id}`, member);
    expect(read.body.result).toEqual({
      contentId: episode.id,
      playtime: 0,
      durationSec: 300,
      updatedAt: null,
    });
  });

  it('caps the position at the episode length and each report at 60 s and the time since the last one', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 100 });
    const first = await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, {
      playtime: 500,
      interval: 3_000,
    });
    expect(first.body.result).toMatchObject({ playtime: 100, counted: MAX_INTERVAL_SEC });

    // Two seconds later nobody has heard 30 more seconds: at most the gap plus a little slack.
    tick(2_000);
    const second = await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, {
      playtime: 50,
      interval: 30,
    });
    expect(second.body.result.counted).toBeGreaterThan(0);
    expect(second.body.result.counted).toBeLessThan(30);

    await api.playback.flush();
    const [activity] = await activityOf([episode.id]);
    expect(activity).toEqual({
      contentId: episode.id,
      plays: 1,
      playtimeSec: Math.round(MAX_INTERVAL_SEC + second.body.result.counted),
    });
    expect(await positionRow(member.id, episode.id)).toMatchObject({ playtime: 50 });
  });

  it('counts visitors toward plays and playtime without keeping a position', async () => {
    const episode = await makeContent(api.db, { durationSec: 900 });
    const url = `/v2/content/playtime/${episode.id}`;
    const a = { uuid: 'visitor-aaaa-1111' };
    const b = { uuid: 'visitor-bbbb-2222' };

    const report = await call(api.app, 'POST', url, a, { playtime: 10, interval: 10 });
    expect(report.body.result).toMatchObject({ saved: false, updatedAt: null, counted: 10 });
    tick(10_000);
    await call(api.app, 'POST', url, a, { playtime: 20, interval: 10 });
    await call(api.app, 'POST', url, b, { playtime: 10, interval: 10 });
    // Paused: a report of nothing heard starts no play.
    await call(api.app, 'POST', url, { uuid: 'visitor-cccc-3333' }, { playtime: 0, interval: 0 });
    await api.playback.flush();
    expect(await activityOf([episode.id])).toEqual([{ contentId: episode.id, plays: 2, playtimeSec: 30 }]);

    // Back after the play window: a new play, in the same hour row.
    tick(PLAY_WINDOW_MS);
    await call(api.app, 'POST', url, a, { playtime: 30, interval: 10 });
    await api.playback.flush();
    expect(await activityOf([episode.id])).toEqual([{ contentId: episode.id, plays: 3, playtimeSec: 40 }]);
    const [{ positions }] = (
      await api.db.execute<{ positions: number }>(
        sql`select count(*)::int as positions from playback_positions where content_id = ${episode.id}`,
      )
    ).rows as [{ positions: number }];
    expect(positions).toBe(0);
  });

  it('refuses bad input in the envelope and writes nothing', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 100 });
    const draft = await makeContent(api.db, { durationSec: 100, status: 'draft' });
    const bad: [string, unknown, number, string][] = [
      [
        `/v2/content/playtime/${episode.id}`,
        { playtime: -1, interval: 10 },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
      ],
      [
        `/v2/content/playtime/${episode.id}`,
        { playtime: 1, interval: 4_000 },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
      ],
      [`/v2/content/playtime/${episode.id}`, { playtime: 1 }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [
        `/v2/content/playtime/${episode.id}`,
        { playtime: 'x', interval: 1 },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
      ],
      ['/v2/content/playtime/abc', { playtime: 1, interval: 1 }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['/v2/content/playtime/99999999', { playtime: 1, interval: 1 }, 404, 'ERROR_CONTENT_NOT_EXIST'],
      [`/v2/content/playtime/${draft.id}`, { playtime: 1, interval: 1 }, 404, 'ERROR_CONTENT_NOT_EXIST'],
    ];
    for (const [url, payload, status, code] of bad) {
      const response = await call(api.app, 'POST', url, member, payload);
      expect(response.status, url).toBe(status);
      expect(response.body).toMatchObject({ message: code, result: { error: code } });
    }
    const put = await call(api.app, 'PUT', `/v1/user/playtime/v2/${episode.id}`, member, { playtime: -5 });
    expect(put.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    for (const items of ['abc', '[]', '[1,-2]', '[1.5]']) {
      const response = await call(api.app, 'DELETE', `/v1/user/playtime/v2?items=${items}`, member);
      expect(response.status, items).toBe(400);
      expect(response.body.result.error).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const missing = await call(api.app, 'GET', '/v1/user/playtime/99999999', member);
    expect(missing.body).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST' });

    await api.playback.flush();
    expect(await positionRow(member.id, episode.id)).toBeNull();
    expect(await activityOf([episode.id, draft.id])).toEqual([]);
  });

  it('needs a session for positions (the report itself does not)', async () => {
    const episode = await makeContent(api.db);
    for (const [method, url, body] of [
      ['GET', `/v1/user/playtime/${episode.id}`, undefined],
      ['GET', `/v1/user/playtime/v2/${episode.id}`, undefined],
      ['PUT', `/v1/user/playtime/v2/${episode.id}`, { playtime: 1 }],
      ['DELETE', `/v1/user/playtime/v2?items=[${episode.id}]`, undefined],
    ] as const) {
      const response = await call(api.app, method, url, {}, body);
      expect(response.status, url).toBe(401);
      expect(response.body.result.error).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    }
  });

  it('hides adult episodes from whoever may not see them, and takes reports from adults', async () => {
    const adultPlaylist = await makePlaylist(api.db, { isAdult: true });
    const episode = await makeContent(api.db, { playlistId: adultPlaylist.id, durationSec: 100 });
    const minor = await memberOf(api.app, api.db);
    for (const who of [{ uuid: 'visitor-adult-0001' }, minor]) {
      const report = await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, who, {
        playtime: 5,
        interval: 5,
      });
      expect(report.status).toBe(404);
      expect(report.body.result).toEqual({ error: 'ERROR_CONTENT_NOT_EXIST', reason: 'adult' });
    }
    const read = await call(api.app, 'GET', `/v1/user/playtime/${episode.id}`, minor);
    expect(read.body.result.error).toBe('ERROR_CONTENT_NOT_EXIST');
    await api.playback.flush();
    expect(await activityOf([episode.id])).toEqual([]);

    const adult = await memberOf(api.app, api.db, ADULT);
    const ok = await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, adult, {
      playtime: 5,
      interval: 5,
    });
    expect(ok.body.result.saved).toBe(true);
  });
});

describe('PUT and DELETE /v1/user/playtime/v2', () => {
  it('PUT writes at once and wins over an older buffered report', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 200 });
    await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, { playtime: 80, interval: 10 });
    tick(1_000);
    const put = await call(api.app, 'PUT', `/v1/user/playtime/v2/${episode.id}`, member, { playtime: 300 });
    expect(put.body.result).toEqual({
      contentId: episode.id,
      playtime: 200,
      durationSec: 200,
      updatedAt: new Date(clock.at).toISOString(),
    });
    expect(await positionRow(member.id, episode.id)).toMatchObject({ playtime: 200 });
    await api.playback.flush();
    // The buffered listening still counts; its older position does not come back.
    expect(await positionRow(member.id, episode.id)).toMatchObject({ playtime: 200, listened: 10 });
  });

  it('DELETE removes positions, buffered ones included, and only the member own', async () => {
    const member = await memberOf(api.app, api.db);
    const other = await memberOf(api.app, api.db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeContent(api.db, { durationSec: 100 })));
    await call(api.app, 'PUT', `/v1/user/playtime/v2/${a!.id}`, member, { playtime: 10 });
    await call(api.app, 'POST', `/v2/content/playtime/${b!.id}`, member, { playtime: 20, interval: 5 });
    await call(api.app, 'PUT', `/v1/user/playtime/v2/${c!.id}`, member, { playtime: 30 });
    await call(api.app, 'PUT', `/v1/user/playtime/v2/${a!.id}`, other, { playtime: 40 });

    const removed = await call(api.app, 'DELETE', `/v1/user/playtime/v2?items=[${a!.id},${b!.id}]`, member);
    expect(removed.body.result).toEqual({ removed: 2 });
    await api.playback.flush();
    expect(await positionRow(member.id, a!.id)).toBeNull();
    expect(await positionRow(member.id, b!.id)).toBeNull();
    expect(await positionRow(member.id, c!.id)).toMatchObject({ playtime: 30 });
    expect(await positionRow(other.id, a!.id)).toMatchObject({ playtime: 40 });
    const read = await call(api.app, 'GET', `/v1/user/playtime/v2/${b!.id}`, member);
    expect(read.body.result).toMatchObject({ playtime: 0, updatedAt: null });

    const comma = await call(api.app, 'DELETE', `/v1/user/playtime/v2?items=${c!.id}`, member);
    expect(comma.body.result).toEqual({ removed: 1 });
  });
});

describe('batched writes', () => {
  it('writes 50 reports on 50 episodes with one flush', async () => {
    const member = await memberOf(api.app, api.db);
    const playlist = await makePlaylist(api.db);
    const episodes = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        makeContent(api.db, { playlistId: playlist.id, episodeNo: n + 1, durationSec: 1_000 }),
      ),
    );
    await api.playback.flush();
    for (const [n, episode] of episodes.entries()) {
      const response = await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, {
        playtime: n + 1,
        interval: 10,
      });
      expect(response.status).toBe(200);
    }
    const ids = episodes.map((episode) => episode.id);
    // 50 positions, 50 activity rows and the channel's one plays-by-source row of the day.
    expect(api.playback.stats().keys).toBe(101);
    expect(await activityOf(ids)).toEqual([]);

    expect(await api.playback.flush()).toBe(true);
    expect(api.playback.stats().keys).toBe(0);
    const rows = await api.db
      .select({ contentId: playbackPositions.contentId, playtime: playbackPositions.playtime })
      .from(playbackPositions)
      .where(and(eq(playbackPositions.userId, member.id), inArray(playbackPositions.contentId, ids)));
    const byId = (x: { contentId: number }, y: { contentId: number }) => x.contentId - y.contentId;
    expect(rows.sort(byId)).toEqual(
      episodes.map((episode, n) => ({ contentId: episode.id, playtime: n + 1 })).sort(byId),
    );
    const activity = await activityOf(ids);
    expect(activity).toHaveLength(50);
    expect(activity.every((row) => row.plays === 1 && row.playtimeSec === 10)).toBe(true);
  });

  it('drops rows of an episode deleted meanwhile without losing the rest of the batch', async () => {
    const member = await memberOf(api.app, api.db);
    const kept = await makeContent(api.db, { durationSec: 100 });
    const doomed = await makeContent(api.db, { durationSec: 100 });
    for (const episode of [kept, doomed]) {
      await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, { playtime: 7, interval: 7 });
    }
    await api.db.delete(contents).where(eq(contents.id, doomed.id));
    expect(await api.playback.flush()).toBe(true);
    expect(await positionRow(member.id, kept.id)).toMatchObject({ playtime: 7, listened: 7 });
    expect(await activityOf([kept.id])).toEqual([{ contentId: kept.id, plays: 1, playtimeSec: 7 }]);
    expect(api.playback.stats().keys).toBe(0);
  });

  it('keeps what the database refused for the next flush, writing the other tables meanwhile', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 100 });
    await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, { playtime: 9, interval: 9 });
    // The activity table refuses every new row until the constraint goes away.
    await api.db.execute(
      sql`alter table content_activity add constraint refuse_for_test check (plays < 0) not valid`,
    );
    try {
      expect(await api.playback.flush()).toBe(false);
    } finally {
      await api.db.execute(sql`alter table content_activity drop constraint refuse_for_test`);
    }
    expect(await positionRow(member.id, episode.id)).toMatchObject({ playtime: 9 });
    expect(await activityOf([episode.id])).toEqual([]);

    // More listening arrives before the retry: it is added to what was kept, not lost.
    tick(9_000);
    await call(api.app, 'POST', `/v2/content/playtime/${episode.id}`, member, { playtime: 18, interval: 9 });
    expect(await api.playback.flush()).toBe(true);
    expect(await activityOf([episode.id])).toEqual([{ contentId: episode.id, plays: 1, playtimeSec: 18 }]);
    expect(await positionRow(member.id, episode.id)).toMatchObject({ playtime: 18, listened: 18 });
  });
});
