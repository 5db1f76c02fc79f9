import { ZRealtimeHot, ZTop100 } from '@sogon/contract/schemas/ranking';
import { describe, expect, it } from 'vitest';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';
import { addActivity, addPurchases, adultMember, get, kst, setupRankingApi } from './test-kit.ts';

/**
 * Rankings come from the signals inserted here, computed at a clock the test sets. Each story
 * lives in its own month, so the calendar windows keep their signals apart.
 */
const { state, setClock, recomputeAt } = setupRankingApi(kst('2024-01-10T12:00'));

const titles = (items: { playlist: { title: string } }[]) => items.map((item) => item.playlist.title);
const top100 = (query = '', token?: string) => get(state.app, `/v2/top100/cached${query}`, token);
const realtime = (query = '', token?: string) => get(state.app, `/v2/realtimeHot/cached${query}`, token);

describe('the cache', () => {
  // First in the file: nothing has been computed yet.
  it('computes a ranking once on its first requests, then serves it until the next refresh', async () => {
    const db = state.db;
    const first = await makePlaylist(db, { title: '1월 첫 목록' });
    await addActivity(db, first.id, kst('2024-01-10T11:00'), { plays: 5 });

    const answers = await Promise.all(Array.from({ length: 5 }, () => top100()));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(titles(answers[0]!.body.result.items)).toEqual(['1월 첫 목록']);

    const second = await makePlaylist(db, { title: '1월 새 목록' });
    await addActivity(db, second.id, kst('2024-01-10T11:00'), { plays: 50 });
    setClock(kst('2024-01-10T12:30'));
    const cached = await top100();
    expect(titles(cached.body.result.items)).toEqual(['1월 첫 목록']);
    expect(cached.body.result.computedAt).toBe(answers[0]!.body.result.computedAt);

    await recomputeAt(kst('2024-01-10T12:30'));
    const refreshed = await top100();
    expect(titles(refreshed.body.result.items)).toEqual(['1월 새 목록', '1월 첫 목록']);
    expect(refreshed.body.result.computedAt).toBe(kst('2024-01-10T12:30').toISOString());
  });
});

describe('contract', () => {
  it('answers TOP 100 with its defaults: playlists of the Seoul day, every media type', async () => {
    await recomputeAt(kst('2024-01-10T12:30'));
    const answer = await top100();
    expect(answer.status).toBe(200);
    const body = ZTop100.parse(answer.body.result);
    expect(body).toMatchObject({
      type: 'playlist',
      period: 'day',
      playlistType: 'all',
      from: kst('2024-01-10T00:00').toISOString(),
      to: kst('2024-01-10T12:30').toISOString(),
    });
    expect(answer.body.result.items[0]).toMatchObject({
      rank: 1,
      score: 50,
      stats: { plays: 50, playtimeSec: 0, likes: 0, purchases: 0 },
      playlist: { title: '1월 새 목록', episodeCount: 1, mediaType: 'audio' },
    });
  });

  it('answers the v1 path with the same query and body', async () => {
    const v1 = await get(state.app, '/v1/service/ranking?type=channel&period=week');
    const v2 = await top100('?type=channel&period=week');
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual(v2.body);
    expect(ZTop100.parse(v1.body.result).type).toBe('channel');
  });

  it('answers the realtime list with its window and half-life', async () => {
    const answer = await realtime();
    expect(answer.status).toBe(200);
    const body = ZRealtimeHot.parse(answer.body.result);
    expect(body).toMatchObject({ playlistType: 'all', halfLifeMinutes: 60 });
    // The current hour bucket and the five before it.
    expect(body.from).toBe(kst('2024-01-10T07:00').toISOString());
    expect(body.to).toBe(kst('2024-01-10T12:30').toISOString());
  });

  it.each([
    '/v2/top100/cached?type=album',
    '/v2/top100/cached?period=year',
    '/v2/top100/cached?playlist_type=podcast',
    '/v2/top100/cached?rows=0',
    '/v2/top100/cached?rows=101',
    '/v2/top100/cached?rows=ten',
    '/v2/top100/cached?rows=2.5',
    '/v1/service/ranking?period=',
    '/v2/realtimeHot/cached?rows=101',
    '/v2/realtimeHot/cached?playlist_type=shorts',
  ])('refuses %s with ERROR_REQUEST_PARAMETER_WRONG', async (url) => {
    const answer = await get(state.app, url);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
    });
  });

  it('documents the three paths in the OpenAPI document', async () => {
    const document = (await state.app.inject({ url: '/api/live/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/live/v1/service/ranking',
      '/api/live/v2/top100/cached',
      '/api/live/v2/realtimeHot/cached',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

describe('the score', () => {
  it('ranks by plays, hours listened, likes gained and purchases', async () => {
    const db = state.db;
    const at = kst('2024-02-14T20:00');
    const plays = await makePlaylist(db, { title: '재생 40회' });
    await addActivity(db, plays.id, at, { plays: 40 });
    const listened = await makePlaylist(db, { title: '5시간 청취' });
    await addActivity(db, listened.id, at, { playtimeSec: 5 * 3600 });
    const liked = await makePlaylist(db, { title: '좋아요 12' });
    await addActivity(db, liked.id, at, { likes: 12 });
    const bought = await makePlaylist(db, { title: '구매 5건' });
    await addPurchases(db, bought.id, kst('2024-02-14T20:10'), 5);
    // Five likes taken back the next hour: likes gained net out to nothing.
    const toggled = await makePlaylist(db, { title: '좋아요 취소' });
    await addActivity(db, toggled.id, at, { plays: 1, likes: 5 });
    await addActivity(db, toggled.id, kst('2024-02-14T21:00'), { likes: -7 });
    // Drafts and hidden playlists never rank, whatever their signals.
    for (const status of ['draft', 'hidden'] as const) {
      const unlisted = await makePlaylist(db, { title: `비공개 ${status}`, status });
      await addActivity(db, unlisted.id, at, { plays: 1000 });
    }

    await recomputeAt(kst('2024-02-14T23:00'));
    const { body } = await top100();
    expect(
      body.result.items.map((item: { playlist: { title: string }; score: number }) => [
        item.playlist.title,
        item.score,
      ]),
    ).toEqual([
      ['구매 5건', 50],
      ['재생 40회', 40],
      ['좋아요 12', 36],
      ['5시간 청취', 30],
      ['좋아요 취소', 1],
    ]);
    expect(body.result.items.map((item: { rank: number }) => item.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(body.result.items[0].stats).toEqual({ plays: 0, playtimeSec: 0, likes: 0, purchases: 5 });
    expect(body.result.items[3].stats).toEqual({ plays: 0, playtimeSec: 18000, likes: 0, purchases: 0 });
    expect(body.result.items[4].stats.likes).toBe(0);
  });

  it('ranks channels by the sum of their playlists, and counts only the media type asked for', async () => {
    const db = state.db;
    const at = kst('2024-02-15T09:00');
    const big = await makeChannel(db, { name: '두 목록 채널' });
    const audio = await makePlaylist(db, { channelId: big.id, title: '채널 오디오', mediaType: 'audio' });
    const video = await makePlaylist(db, { channelId: big.id, title: '채널 영상', mediaType: 'video' });
    await addActivity(db, audio.id, at, { plays: 30 });
    await addActivity(db, video.id, at, { plays: 30 });
    const single = await makeChannel(db, { name: '한 목록 채널' });
    const solo = await makePlaylist(db, { channelId: single.id, title: '단독 영상', mediaType: 'video' });
    await addActivity(db, solo.id, at, { plays: 45 });

    await recomputeAt(kst('2024-02-15T10:00'));
    const all = await top100('?type=channel');
    expect(all.body.result.items.map((item: { channel: { name: string } }) => item.channel.name)).toEqual([
      '두 목록 채널',
      '한 목록 채널',
    ]);
    expect(all.body.result.items[0]).toMatchObject({
      rank: 1,
      score: 60,
      stats: { plays: 60 },
      channel: { id: big.id, playlistCount: 2, isAdult: false },
    });
    const videos = await top100('?type=channel&playlist_type=video');
    expect(
      videos.body.result.items.map((item: { channel: { name: string }; score: number }) => [
        item.channel.name,
        item.score,
      ]),
    ).toEqual([
      ['한 목록 채널', 45],
      ['두 목록 채널', 30],
    ]);
    const audioPlaylists = await top100('?playlist_type=audio');
    expect(titles(audioPlaylists.body.result.items)).toEqual(['채널 오디오']);
  });
});

describe('periods', () => {
  it('cut at Seoul midnight: today, this week from Monday, this month', async () => {
    const db = state.db;
    // Saturday 2024-06-01 in Seoul; the week began on Monday 05-27.
    const lastNightOfMay = await makePlaylist(db, { title: '5월 31일 23시' });
    await addActivity(db, lastNightOfMay.id, kst('2024-05-31T23:00'), { plays: 100 });
    const firstHourOfJune = await makePlaylist(db, { title: '6월 1일 0시' });
    await addActivity(db, firstHourOfJune.id, kst('2024-06-01T00:00'), { plays: 20 });
    const boughtBeforeMidnight = await makePlaylist(db, { title: '자정 1초 전 구매' });
    await addPurchases(db, boughtBeforeMidnight.id, kst('2024-05-31T23:59:59'), 3);
    const boughtAtMidnight = await makePlaylist(db, { title: '자정 구매' });
    await addPurchases(db, boughtAtMidnight.id, kst('2024-06-01T00:00'), 1);
    const sundayNight = await makePlaylist(db, { title: '지난 일요일 밤' });
    await addActivity(db, sundayNight.id, kst('2024-05-26T23:00'), { plays: 500 });
    const mondayMorning = await makePlaylist(db, { title: '월요일 0시' });
    await addActivity(db, mondayMorning.id, kst('2024-05-27T00:00'), { plays: 5 });

    await recomputeAt(kst('2024-06-01T10:00'));
    const day = await top100('?period=day');
    expect(day.body.result.from).toBe(kst('2024-06-01T00:00').toISOString());
    expect(titles(day.body.result.items)).toEqual(['6월 1일 0시', '자정 구매']);
    const week = await top100('?period=week');
    expect(week.body.result.from).toBe(kst('2024-05-27T00:00').toISOString());
    expect(titles(week.body.result.items)).toEqual([
      '5월 31일 23시',
      '자정 1초 전 구매',
      '6월 1일 0시',
      '자정 구매',
      '월요일 0시',
    ]);
    const month = await top100('?period=month');
    expect(month.body.result.from).toBe(kst('2024-06-01T00:00').toISOString());
    expect(titles(month.body.result.items)).toEqual(['6월 1일 0시', '자정 구매']);

    // One second before midnight, "today" is still May 31.
    await recomputeAt(kst('2024-05-31T23:59:59.500'));
    const mayDay = await top100('?period=day');
    expect(titles(mayDay.body.result.items)).toEqual(['5월 31일 23시', '자정 1초 전 구매']);
    const may = await top100('?period=month');
    expect(titles(may.body.result.items)).toEqual([
      '지난 일요일 밤',
      '5월 31일 23시',
      '자정 1초 전 구매',
      '월요일 0시',
    ]);
  });
});

describe('realtime', () => {
  it('weighs signals by their age, so the list moves with the clock and with new activity', async () => {
    const db = state.db;
    const morning = await makePlaylist(db, { title: '아침에 뜬 목록' });
    await addActivity(db, morning.id, kst('2024-03-15T07:00'), { plays: 100 });
    const noon = await makePlaylist(db, { title: '정오의 목록' });
    await addActivity(db, noon.id, kst('2024-03-15T12:00'), { plays: 10 });
    const dawn = await makePlaylist(db, { title: '새벽 목록' });
    await addActivity(db, dawn.id, kst('2024-03-15T05:00'), { plays: 1000 });

    await recomputeAt(kst('2024-03-15T07:40'));
    const early = await realtime();
    // At 07:40 the 07:00 burst is ten minutes old and the noon plays have not happened.
    expect(titles(early.body.result.items)).toEqual(['새벽 목록', '아침에 뜬 목록']);

    await recomputeAt(kst('2024-03-15T12:10'));
    const later = await realtime();
    // Five hours on, the morning burst counts 0.5^4.67 ≈ 4 %; the 05:00 bucket left the window.
    expect(titles(later.body.result.items)).toEqual(['정오의 목록', '아침에 뜬 목록']);
    expect(later.body.result.items[1].score).toBeCloseTo(100 * 0.5 ** (280 / 60), 1);
    expect(later.body.result.items[1].stats.plays).toBe(100);

    const fresh = await makePlaylist(db, { title: '방금 팔린 목록' });
    await addPurchases(db, fresh.id, kst('2024-03-15T12:05'), 2);
    expect(titles((await realtime()).body.result.items)).toEqual(['정오의 목록', '아침에 뜬 목록']);
    await recomputeAt(kst('2024-03-15T12:10'));
    const moved = await realtime();
    expect(titles(moved.body.result.items)).toEqual(['방금 팔린 목록', '정오의 목록', '아침에 뜬 목록']);
    expect(moved.body.result.items[0].score).toBeCloseTo(20 * 0.5 ** (5 / 60), 1);
  });
});

describe('adult items', () => {
  it('never reach a visitor; a verified adult with adult mode on sees them', async () => {
    const db = state.db;
    const at = kst('2024-04-20T15:00');
    const adultChannel = await makeChannel(db, { name: '성인 채널', isAdult: true });
    const plainChannel = await makeChannel(db, { name: '일반 채널' });
    const adultPlaylist = await makePlaylist(db, {
      channelId: plainChannel.id,
      title: '성인 목록',
      isAdult: true,
    });
    const inAdultChannel = await makePlaylist(db, { channelId: adultChannel.id, title: '성인 채널의 목록' });
    const plain = await makePlaylist(db, { channelId: plainChannel.id, title: '일반 목록' });
    await addActivity(db, adultPlaylist.id, at, { plays: 300 });
    await addActivity(db, inAdultChannel.id, at, { plays: 200 });
    await addActivity(db, plain.id, at, { plays: 100 });
    const adult = await adultMember(state.app, db);

    await recomputeAt(kst('2024-04-20T15:30'));
    for (const list of [await top100(), await realtime()]) {
      expect(titles(list.body.result.items)).toEqual(['일반 목록']);
      expect(list.body.result.items[0].rank).toBe(1);
    }
    for (const list of [await top100('', adult), await realtime('', adult)]) {
      expect(titles(list.body.result.items)).toEqual(['성인 목록', '성인 채널의 목록', '일반 목록']);
    }

    // Channels: the adult channel is left out, and so are the plays of the plain channel's adult playlist.
    const channels = await top100('?type=channel');
    expect(channels.body.result.items).toEqual([
      expect.objectContaining({
        rank: 1,
        score: 100,
        channel: expect.objectContaining({ name: '일반 채널', playlistCount: 1 }),
      }),
    ]);
    const adultChannels = await top100('?type=channel', adult);
    expect(
      adultChannels.body.result.items.map((item: { channel: { name: string }; score: number }) => [
        item.channel.name,
        item.score,
      ]),
    ).toEqual([
      ['일반 채널', 400],
      ['성인 채널', 200],
    ]);
    expect(JSON.stringify([channels.body, (await top100()).body, (await realtime()).body])).not.toContain(
      '성인',
    );
  });
});

describe('rows', () => {
  it('answers at most 100 entries, or the rows asked for, with adult ones cut per viewer', async () => {
    const db = state.db;
    const at = kst('2024-07-07T07:00');
    const channel = await makeChannel(db, { name: '많은 목록 채널' });
    for (let index = 0; index < 104; index += 1) {
      const adult = index < 3;
      const playlist = await makePlaylist(db, {
        channelId: channel.id,
        title: adult ? `성인 ${index}` : `목록 ${index}`,
        isAdult: adult,
      });
      // Adult playlists score highest; plain ones descend by index.
      await addActivity(db, playlist.id, at, { plays: 1000 - index });
    }
    const adult = await adultMember(state.app, db);

    await recomputeAt(kst('2024-07-07T08:00'));
    const visitor = await top100();
    expect(visitor.body.result.items).toHaveLength(100);
    expect(visitor.body.result.items.map((item: { rank: number }) => item.rank)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    expect(titles(visitor.body.result.items).slice(0, 2)).toEqual(['목록 3', '목록 4']);
    expect(titles(visitor.body.result.items).at(-1)).toBe('목록 102');

    const grown = await top100('', adult);
    expect(grown.body.result.items).toHaveLength(100);
    expect(titles(grown.body.result.items).slice(0, 4)).toEqual(['성인 0', '성인 1', '성인 2', '목록 3']);

    const five = await top100('?rows=5');
    expect(titles(five.body.result.items)).toEqual(['목록 3', '목록 4', '목록 5', '목록 6', '목록 7']);
    const one = await realtime('?rows=1');
    expect(titles(one.body.result.items)).toEqual(['목록 3']);
  });
});
