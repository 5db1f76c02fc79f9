import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#api/db/client';
import { channelSubscriptionProducts, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';

const api = setupTestApi();

interface Card {
  id: number;
  title: string;
  isAdult: boolean;
}
interface Page {
  items: Card[];
  lastCursor: string | null;
  lastId: number | null;
}

async function get(url: string, token?: string) {
  return api.app.inject({ url: `/api/live${url}`, headers: token ? { token } : {} });
}

async function page(channelId: number, query: Record<string, string | number> = {}, token?: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await get(`/v2/channel/${channelId}/playlist?${search}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Page;
}

/** Every page from the first, `between` running after each fetch; the ids in the order read. */
async function walk(
  channelId: number,
  query: Record<string, string | number>,
  between?: () => Promise<void>,
) {
  const ids: number[] = [];
  let cursor: { lastCursor: string; lastId: number } | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const result = await page(channelId, { ...query, ...(cursor ?? {}) });
    ids.push(...result.items.map((item) => item.id));
    if (result.lastCursor === null || result.lastId === null) return ids;
    cursor = { lastCursor: result.lastCursor, lastId: result.lastId };
    await between?.();
  }
  throw new Error('paging did not end');
}

async function adultViewer(): Promise<string> {
  const joined = await joinMember(api.app);
  await api.database.db
    .update(users)
    .set({ isAuth: true, isAdult: 1, adultMode: true })
    .where(eq(users.id, joined.user.userInfo.id));
  return joined.token;
}

/** Playlists one second apart, oldest first, some sharing an open_dt to exercise the id tie-break. */
async function fill(db: Db, channelId: number, count: number, start = Date.UTC(2025, 0, 1)) {
  const made = [];
  for (let index = 0; index < count; index++) {
    const openDt = new Date(start + Math.floor(index / 3) * 1000);
    made.push(await makePlaylist(db, { channelId, openDt, title: `목록 ${index}` }));
  }
  return made;
}

describe('channel detail', () => {
  it('answers the profile, the visible playlist count and the subscription offer on both paths', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, {
      name: '빗소리 채널',
      description: '비 오는 밤의 소리',
      profileImg: '/media/rain.svg',
      bannerImg: '/media/rain-banner.jpg',
      handle: 'rain.night',
      links: [{ label: '블로그', url: 'https://blog.example/rain' }],
    });
    await makePlaylist(db, { channelId: channel.id });
    await makePlaylist(db, { channelId: channel.id, isAdult: true });
    await makePlaylist(db, { channelId: channel.id, status: 'draft' });
    await db
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: '월간', heartsPerMonth: 5 });

    for (const path of [`/v2/channel/${channel.id}`, `/v1/service/channel/${channel.id}`]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toEqual({
        id: channel.id,
        name: '빗소리 채널',
        description: '비 오는 밤의 소리',
        profileImg: '/media/rain.svg',
        bannerImg: '/media/rain-banner.jpg',
        handle: 'rain.night',
        links: [{ label: '블로그', url: 'https://blog.example/rain' }],
        isAdult: false,
        playlistCount: 1,
        subscriptionAvailable: true,
        followerCount: 0,
        following: false,
        isOwner: false,
      });
    }
    const adult = await get(`/v2/channel/${channel.id}`, await adultViewer());
    expect(adult.json().result.playlistCount).toBe(2);

    const plain = await makeChannel(db);
    expect((await get(`/v2/channel/${plain.id}`)).json().result.subscriptionAvailable).toBe(false);
  });

  it('answers an unknown channel with 404 ERROR_CHANNEL_NOT_EXIST and no reason', async () => {
    for (const path of [
      '/v2/channel/999999',
      '/v1/service/playlist/channel/999999',
      '/v2/channel/999999/playlist',
    ]) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('ERROR_CHANNEL_NOT_EXIST');
      expect(response.json().result.reason).toBeUndefined();
    }
  });

  it('answers an adult channel with 404 and reason adult for a visitor, and shows it to an adult', async () => {
    const channel = await makeChannel(api.database.db, { name: '성인 채널', isAdult: true });
    await makePlaylist(api.database.db, { channelId: channel.id });
    for (const path of [
      `/v2/channel/${channel.id}`,
      `/v1/service/channel/${channel.id}`,
      `/v1/service/playlist/channel/${channel.id}`,
      `/v2/channel/${channel.id}/playlist`,
    ]) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'ERROR_CHANNEL_NOT_EXIST',
        result: { error: 'ERROR_CHANNEL_NOT_EXIST', reason: 'adult' },
      });
      expect(response.body).not.toContain('성인 채널');
    }
    const token = await adultViewer();
    const seen = await get(`/v2/channel/${channel.id}`, token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().result).toMatchObject({ name: '성인 채널', isAdult: true, playlistCount: 1 });
    expect((await page(channel.id, {}, token)).items).toHaveLength(1);
  });
});

describe('channel playlists', () => {
  it('lists published playlists newest first on the v1 path, without adult ones for a visitor', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const made = await fill(db, channel.id, 4, Date.UTC(2025, 1, 1));
    const [older, newer] = [made[0]!, made[3]!];
    const adult = await makePlaylist(db, {
      channelId: channel.id,
      isAdult: true,
      openDt: new Date(Date.UTC(2025, 2, 1)),
    });
    await makePlaylist(db, { channelId: channel.id, status: 'hidden' });

    const response = await get(`/v1/service/playlist/channel/${channel.id}`);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().result as Card[]).map((card) => card.id);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(newer.id);
    expect(ids.at(-1)).toBe(older.id);
    expect(ids).not.toContain(adult.id);

    const asAdult = await get(`/v1/service/playlist/channel/${channel.id}`, await adultViewer());
    expect((asAdult.json().result as Card[])[0]!.id).toBe(adult.id);
  });

  it('pages 16 at a time by default and returns every playlist exactly once, newest first', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const made = await fill(db, channel.id, 40);

    const first = await page(channel.id);
    expect(first.items).toHaveLength(16);
    expect(first.lastId).toBe(first.items[15]!.id);
    expect(first.lastCursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    const expected = [...made]
      .sort((a, b) => b.openDt.getTime() - a.openDt.getTime() || b.id - a.id)
      .map((playlist) => playlist.id);
    expect(await walk(channel.id, {})).toEqual(expected);
    expect(await walk(channel.id, { offset: 7 })).toEqual(expected);
    expect(await walk(channel.id, { offset: 7, sort: 'old', cursorKey: 'last_open_dt' })).toEqual(
      [...expected].reverse(),
    );
  });

  it('keeps pages stable while newer playlists open between fetches', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const made = await fill(db, channel.id, 20, Date.UTC(2025, 3, 1));
    let added = 0;
    const ids = await walk(channel.id, { offset: 5 }, async () => {
      // Opened now, i.e. newer than everything already listed.
      await makePlaylist(db, { channelId: channel.id, title: `새 목록 ${added++}` });
    });
    expect(added).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((a, b) => a - b)).toEqual(made.map((playlist) => playlist.id).sort((a, b) => a - b));
  });

  it('tells rows apart below a millisecond', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    // Same millisecond, different microseconds: a millisecond cursor would skip or repeat one.
    for (const micro of ['100', '400', '700']) {
      await makePlaylist(db, { channelId: channel.id, openDt: new Date('2025-05-01T00:00:00.123Z') });
      await db.execute(
        `update playlists set open_dt = '2025-05-01T00:00:00.123${micro}Z' where id = (select max(id) from playlists)`,
      );
    }
    const ids = await walk(channel.id, { offset: 1 });
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('hides adult playlists from a visitor and shows them to an adult with adult mode on', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const plain = await makePlaylist(db, { channelId: channel.id, title: '일반' });
    const adult = await makePlaylist(db, { channelId: channel.id, title: '성인', isAdult: true });

    expect((await page(channel.id)).items.map((item) => item.id)).toEqual([plain.id]);
    const modeOff = await joinMember(api.app);
    await db
      .update(users)
      .set({ isAuth: true, isAdult: 1, adultMode: false })
      .where(eq(users.id, modeOff.user.userInfo.id));
    expect((await page(channel.id, {}, modeOff.token)).items.map((item) => item.id)).toEqual([plain.id]);
    const seen = (await page(channel.id, {}, await adultViewer())).items.map((item) => item.id);
    expect(seen.sort()).toEqual([plain.id, adult.id].sort());
  });

  it('answers a bad cursor or page size with 400 ERROR_REQUEST_PARAMETER_WRONG', async () => {
    const channel = await makeChannel(api.database.db);
    for (const query of [
      'lastCursor=yesterday&lastId=3',
      'lastCursor=2025-13-45T00:00:00Z&lastId=3',
      'lastCursor=2025-01-01T00:00:00.000Z',
      'lastId=3',
      'lastCursor=2025-01-01T00:00:00.000Z&lastId=abc',
      'cursorKey=id',
      'sort=popular',
      'offset=0',
      'offset=101',
    ]) {
      const response = await get(`/v2/channel/${channel.id}/playlist?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    expect((await get(`/v2/channel/${channel.id}/playlist?lastCursor=&lastId=`)).statusCode).toBe(200);
  });
});
