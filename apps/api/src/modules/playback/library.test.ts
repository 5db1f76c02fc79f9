import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { contentActivity, contentLikes, contentVisitors, playbackPositions } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { createPlaybackRepository } from './repository.ts';
import { createPlaybackService } from './service.ts';
import { ADULT, call, memberOf, setupPlaybackApi } from './test-kit.ts';

const clock = { at: new Date('2025-03-10T14:30:00Z').getTime() };
const api = setupPlaybackApi({ now: () => new Date(clock.at) });
const tick = (ms: number) => {
  clock.at += ms;
};

const activity = async (contentId: number) => {
  const [row] = await api.db
    .select({
      visits: sql<number>`sum(${contentActivity.visits})::int`,
      likes: sql<number>`sum(${contentActivity.likes})::int`,
    })
    .from(contentActivity)
    .where(eq(contentActivity.contentId, contentId));
  return { visits: row?.visits ?? 0, likes: row?.likes ?? 0 };
};

describe('likes', () => {
  it('toggles on and off, and visitors see the count without a like of their own', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db);
    const url = `/v2/content/like/${episode.id}`;

    const before = await call(api.app, 'GET', url, member);
    expect(before.body.result).toEqual({ contentId: episode.id, liked: false, likeCount: 0 });
    const on = await call(api.app, 'POST', url, member);
    expect(on.body.result).toEqual({ contentId: episode.id, liked: true, likeCount: 1 });
    expect((await call(api.app, 'GET', url, member)).body.result.liked).toBe(true);
    expect((await call(api.app, 'GET', url)).body.result).toEqual({
      contentId: episode.id,
      liked: false,
      likeCount: 1,
    });
    const off = await call(api.app, 'POST', url, member);
    expect(off.body.result).toEqual({ contentId: episode.id, liked: false, likeCount: 0 });

    const visitor = await call(api.app, 'POST', url, {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.result.error).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    const unknown = await call(api.app, 'POST', '/v2/content/like/99999999', member);
    expect(unknown.body.message).toBe('ERROR_CONTENT_NOT_EXIST');
    await api.playback.flush();
    // +1 then −1 in the hour's activity.
    expect((await activity(episode.id)).likes).toBe(0);
  });

  it('keeps one row and an exact count under concurrent toggles', async () => {
    const member = await memberOf(api.app, api.db);
    const others = await Promise.all([1, 2, 3].map(() => memberOf(api.app, api.db)));
    const episode = await makeContent(api.db);
    const url = `/v2/content/like/${episode.id}`;

    // Seven toggles at once by one member: odd, so it ends liked.
    const answers = await Promise.all(Array.from({ length: 7 }, () => call(api.app, 'POST', url, member)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.result.liked)).toHaveLength(4);
    await Promise.all(others.map((other) => call(api.app, 'POST', url, other)));

    const rows = await api.db.select().from(contentLikes).where(eq(contentLikes.contentId, episode.id));
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.userId === member.id)).toHaveLength(1);
    expect((await call(api.app, 'GET', url, member)).body.result).toEqual({
      contentId: episode.id,
      liked: true,
      likeCount: 4,
    });
    await api.playback.flush();
    expect((await activity(episode.id)).likes).toBe(4);
  });

  it('hides adult episodes from a visitor and a member without adult mode', async () => {
    const channel = await makeChannel(api.db, { isAdult: true });
    const playlist = await makePlaylist(api.db, { channelId: channel.id });
    const episode = await makeContent(api.db, { playlistId: playlist.id });
    const minor = await memberOf(api.app, api.db, { isAuth: true, isAdult: 1, adultMode: false });
    for (const [method, who] of [
      ['GET', {}],
      ['GET', minor],
      ['POST', minor],
    ] as const) {
      const response = await call(api.app, method, `/v2/content/like/${episode.id}`, who);
      expect(response.status).toBe(404);
      expect(response.body.result).toEqual({ error: 'ERROR_CONTENT_NOT_EXIST', reason: 'adult' });
    }
    const adult = await memberOf(api.app, api.db, ADULT);
    const liked = await call(api.app, 'POST', `/v2/content/like/${episode.id}`, adult);
    expect(liked.body.result.liked).toBe(true);
  });
});

describe('GET /v1/statistics/log/visit', () => {
  it('counts a visit per viewer per half hour and unique visitors per Seoul day', async () => {
    const episode = await makeContent(api.db);
    const url = `/v1/statistics/log/visit?contentId=${episode.id}`;
    const member = await memberOf(api.app, api.db);

    const first = await call(api.app, 'GET', url, { uuid: 'visit-uuid-aaaa' });
    expect(first.body.result).toEqual({ contentId: episode.id, visits: 1, today: 1 });
    expect((await call(api.app, 'GET', url, { uuid: 'visit-uuid-aaaa' })).body.result.visits).toBe(1);
    expect((await call(api.app, 'GET', url, { uuid: 'visit-uuid-bbbb' })).body.result.visits).toBe(2);
    // No x-uuid: told apart by address (the same for every injected request).
    expect((await call(api.app, 'GET', url, {})).body.result.visits).toBe(3);
    expect((await call(api.app, 'GET', url, member)).body.result.visits).toBe(4);

    await api.playback.flush();
    expect(await activity(episode.id)).toMatchObject({ visits: 4 });
    // 14:30 UTC is 23:30 in Seoul on 2025-03-10.
    const day = async (date: string) =>
      (
        await api.db
          .select({ visitors: contentVisitors.visitors })
          .from(contentVisitors)
          .where(and(eq(contentVisitors.contentId, episode.id), eq(contentVisitors.day, date)))
      )[0]?.visitors;
    expect(await day('2025-03-10')).toBe(4);

    // Past Seoul midnight: a new day of unique visitors, and "today" starts over.
    tick(40 * 60 * 1000);
    const next = await call(api.app, 'GET', url, { uuid: 'visit-uuid-aaaa' });
    expect(next.body.result).toEqual({ contentId: episode.id, visits: 5, today: 1 });
    await api.playback.flush();
    expect(await day('2025-03-11')).toBe(1);
    expect(await day('2025-03-10')).toBe(4);
  });

  it('refuses a missing, malformed, unknown or adult episode and records nothing', async () => {
    const adult = await makeContent(api.db, { isAdult: true });
    for (const [query, status, code] of [
      ['', 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['?contentId=abc', 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['?contentId=-3', 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['?contentId=99999999', 404, 'ERROR_CONTENT_NOT_EXIST'],
      [`?contentId=${adult.id}`, 404, 'ERROR_CONTENT_NOT_EXIST'],
    ] as const) {
      const response = await call(api.app, 'GET', `/v1/statistics/log/visit${query}`);
      expect(response.status, query).toBe(status);
      expect(response.body.result.error).toBe(code);
    }
    await api.playback.flush();
    expect(await activity(adult.id)).toEqual({ visits: 0, likes: 0 });
  });
});

describe('recently played (/v2/user/library/own/recent)', () => {
  it('answers one item per playlist, its latest episode, newest first, paged', async () => {
    const member = await memberOf(api.app, api.db);
    const channel = await makeChannel(api.db, { name: '채널 최근' });
    const first = await makePlaylist(api.db, {
      channelId: channel.id,
      title: '첫 목록',
      coverImg: '/c1.svg',
    });
    const second = await makePlaylist(api.db, { channelId: channel.id, title: '둘째 목록' });
    const a1 = await makeContent(api.db, { playlistId: first.id, episodeNo: 1, durationSec: 600 });
    const a2 = await makeContent(api.db, { playlistId: first.id, episodeNo: 2, durationSec: 300 });
    const b1 = await makeContent(api.db, { playlistId: second.id, episodeNo: 1, durationSec: 120 });
    const report = (id: number, playtime: number) =>
      call(api.app, 'POST', `/v2/content/playtime/${id}`, member, { playtime, interval: 10 });

    await report(a1.id, 100);
    tick(60_000);
    await report(b1.id, 115); // finished (within 15 s of the end): still listed
    tick(60_000);
    await report(a2.id, 30);

    // Not flushed yet: the list still shows the member's own reports.
    const list = await call(api.app, 'GET', '/v2/user/library/own/recent', member);
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ total: 2, offset: 10, page: 1 });
    expect(list.body.result.items).toEqual([
      {
        contentId: a2.id,
        playlistId: first.id,
        episodeNo: 2,
        title: a2.title,
        playlistTitle: '첫 목록',
        channelName: '채널 최근',
        coverImg: '/c1.svg',
        mediaType: 'audio',
        playtime: 30,
        durationSec: 300,
        updatedAt: new Date(clock.at).toISOString(),
        gone: null,
      },
      expect.objectContaining({ contentId: b1.id, playlistId: second.id, playtime: 115, durationSec: 120 }),
    ]);

    const page2 = await call(api.app, 'GET', '/v2/user/library/own/recent?offset=1&page=2', member);
    expect(page2.body.result).toMatchObject({ total: 2, offset: 1, page: 2 });
    expect(page2.body.result.items.map((item: { contentId: number }) => item.contentId)).toEqual([b1.id]);

    // Going back to the first episode brings it forward.
    tick(60_000);
    await report(b1.id, 5);
    const again = await call(api.app, 'GET', '/v2/user/library/own/recent', member);
    expect(again.body.result.items.map((item: { playlistId: number }) => item.playlistId)).toEqual([
      second.id,
      first.id,
    ]);

    const removed = await call(api.app, 'DELETE', `/v2/user/library/own/recent/${first.id}`, member);
    expect(removed.body.result).toEqual({ removed: 2 });
    const after = await call(api.app, 'GET', '/v2/user/library/own/recent', member);
    expect(after.body.result.items.map((item: { playlistId: number }) => item.playlistId)).toEqual([
      second.id,
    ]);
    const left = await api.db
      .select()
      .from(playbackPositions)
      .where(
        and(eq(playbackPositions.userId, member.id), inArray(playbackPositions.contentId, [a1.id, a2.id])),
      );
    expect(left).toEqual([]);
  });

  it('leaves out hidden and adult episodes (adult ones with adult mode on only)', async () => {
    const adultMember = await memberOf(api.app, api.db, ADULT);
    const adultPlaylist = await makePlaylist(api.db, { isAdult: true });
    const adultEpisode = await makeContent(api.db, { playlistId: adultPlaylist.id });
    const hiddenEpisode = await makeContent(api.db);
    await call(api.app, 'POST', `/v2/content/playtime/${adultEpisode.id}`, adultMember, {
      playtime: 3,
      interval: 3,
    });
    await call(api.app, 'POST', `/v2/content/playtime/${hiddenEpisode.id}`, adultMember, {
      playtime: 3,
      interval: 3,
    });
    await api.playback.flush();
    await api.db.execute(sql`update contents set status = 'hidden' where id = ${hiddenEpisode.id}`);

    const seen = await call(api.app, 'GET', '/v2/user/library/own/recent', adultMember);
    expect(seen.body.result.items.map((item: { contentId: number }) => item.contentId)).toEqual([
      adultEpisode.id,
    ]);
    await api.db.execute(sql`update users set adult_mode = false where id = ${adultMember.id}`);
    const unseen = await call(api.app, 'GET', '/v2/user/library/own/recent', adultMember);
    expect(unseen.body.result).toEqual({ items: [], total: 0, offset: 10, page: 1 });
  });

  it('needs a session and sane paging', async () => {
    expect((await call(api.app, 'GET', '/v2/user/library/own/recent')).status).toBe(401);
    expect((await call(api.app, 'DELETE', '/v2/user/library/own/recent/1')).status).toBe(401);
    const member = await memberOf(api.app, api.db);
    for (const query of ['?offset=0', '?offset=abc', '?page=0', '?offset=101']) {
      const response = await call(api.app, 'GET', `/v2/user/library/own/recent${query}`, member);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const none = await call(api.app, 'DELETE', '/v2/user/library/own/recent/99999999', member);
    expect(none.body.result).toEqual({ removed: 0 });
  });
});

describe('the service', () => {
  it('writes what is left when it stops (shutdown)', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db, { durationSec: 100 });
    const service = createPlaybackService({ playback: createPlaybackRepository(api.db) });
    await service.report({ userId: member.id, canSeeAdult: false }, `m:${member.id}`, episode.id, {
      playtime: 33,
      interval: 5,
    });
    expect(await service.stop()).toBe(true);
    const [row] = await api.db
      .select({ playtime: playbackPositions.playtime })
      .from(playbackPositions)
      .where(eq(playbackPositions.contentId, episode.id));
    expect(row).toEqual({ playtime: 33 });
  });
});

describe('the buffer triggers', () => {
  const positionsOf = (userId: number) =>
    api.db
      .select({ contentId: playbackPositions.contentId })
      .from(playbackPositions)
      .where(eq(playbackPositions.userId, userId));

  it('flushes at once when the buffer reaches its size limit', async () => {
    const member = await memberOf(api.app, api.db);
    const viewer = { userId: member.id, canSeeAdult: false };
    const [a, b] = await Promise.all([makeContent(api.db), makeContent(api.db)]);
    const service = createPlaybackService({
      playback: createPlaybackRepository(api.db),
      maxKeys: 4,
      flushEveryMs: 60 * 60 * 1000,
    });
    await service.report(viewer, `m:${member.id}`, a.id, { playtime: 1, interval: 1 });
    // Its position, its activity and its channel's plays-by-source row.
    expect(service.stats().keys).toBe(3);
    await service.report(viewer, `m:${member.id}`, b.id, { playtime: 1, interval: 1 });
    // The fourth key started a flush: the buffer was handed to it before the report answered.
    expect(service.stats().keys).toBe(0);
    await vi.waitFor(async () => expect(await positionsOf(member.id)).toHaveLength(2));
    await service.stop();
  });

  it('flushes on its timer', async () => {
    const member = await memberOf(api.app, api.db);
    const episode = await makeContent(api.db);
    const service = createPlaybackService({ playback: createPlaybackRepository(api.db), flushEveryMs: 10 });
    await service.report({ userId: member.id, canSeeAdult: false }, `m:${member.id}`, episode.id, {
      playtime: 4,
      interval: 4,
    });
    await vi.waitFor(async () => expect(await positionsOf(member.id)).toEqual([{ contentId: episode.id }]));
    expect(service.stats().keys).toBe(0);
    await service.stop();
  });
});

describe('OpenAPI', () => {
  it('documents every playback path with its parameters', async () => {
    const document = (await api.app.inject({ url: '/api/live/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
      >;
    };
    // Path and query parameters; the x-client header of writes is openapi-access.test.ts's.
    const names = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? [])
        .filter((parameter) => parameter.in !== 'header')
        .map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names('/api/live/v2/content/playtime/{id}', 'post')).toEqual(['path:id']);
    expect(document.paths['/api/live/v2/content/playtime/{id}']?.post?.requestBody).toBeDefined();
    expect(names('/api/live/v1/user/playtime/{id}', 'get')).toEqual(['path:id']);
    expect(names('/api/live/v1/user/playtime/v2/{id}', 'get')).toEqual(['path:id']);
    expect(document.paths['/api/live/v1/user/playtime/v2/{id}']?.put?.requestBody).toBeDefined();
    expect(names('/api/live/v1/user/playtime/v2', 'delete')).toEqual(['query:items']);
    expect(names('/api/live/v2/content/like/{id}', 'post')).toEqual(['path:id']);
    expect(names('/api/live/v2/content/like/{id}', 'get')).toEqual(['path:id']);
    expect(names('/api/live/v1/statistics/log/visit', 'get')).toEqual(['query:contentId']);
    expect(names('/api/live/v2/user/library/own/recent', 'get').sort()).toEqual([
      'query:offset',
      'query:page',
    ]);
    expect(names('/api/live/v2/user/library/own/recent/{id}', 'delete')).toEqual(['path:id']);
  });
});
