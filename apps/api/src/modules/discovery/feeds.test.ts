import { describe, expect, it } from 'vitest';
import { channelFollows } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { ADULT_MODE_OFF, ADULT_ON, caller, memberWith, setupDiscoveryApi } from './test-kit.ts';

const api = setupDiscoveryApi();
const http = () => caller(api.app);

interface Card {
  id: number;
  title: string;
  isAdult: boolean;
  channel: { id: number };
}
interface Page {
  items: Card[];
  offset: number;
  page: number;
  hasMore: boolean;
}

async function read<T>(url: string, token?: string): Promise<T> {
  const response = await http().get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

const at = (day: number) => new Date(Date.UTC(2024, 0, day));

describe('GET /v2/service/home/all', () => {
  it('pages through one shuffled order per seed: every visible playlist once, the same order again', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    for (let index = 0; index < 23; index++) await makePlaylist(db, { channelId: channel.id });
    await makePlaylist(db, { channelId: channel.id, status: 'draft' });
    await makePlaylist(db, { channelId: channel.id, isAdult: true });

    const first = await read<Page & { rand: number }>('/v2/service/home/all');
    expect(first).toMatchObject({ offset: 10, page: 1 });
    expect(first.items).toHaveLength(10);
    expect(Number.isInteger(first.rand)).toBe(true);

    const walk = async (rand: number) => {
      const ids: number[] = [];
      for (let page = 1; page < 20; page++) {
        const result = await read<Page & { rand: number }>(
          `/v2/service/home/all?offset=10&rand=${rand}&page=${page}`,
        );
        expect(result.rand).toBe(rand);
        ids.push(...result.items.map((item) => item.id));
        if (!result.hasMore) return ids;
      }
      throw new Error('paging did not end');
    };
    const once = await walk(first.rand);
    expect(once.slice(0, 10)).toEqual(first.items.map((item) => item.id));
    expect(new Set(once).size).toBe(once.length);
    expect(once).toHaveLength(23);
    expect(await walk(first.rand)).toEqual(once);
    const other = await walk(first.rand === 7 ? 8 : 7);
    expect(new Set(other)).toEqual(new Set(once));
    expect(other).not.toEqual(once);

    const adult = await memberWith(api.app, db, ADULT_ON);
    const seen = await read<Page>('/v2/service/home/all?offset=100&rand=1', adult.token);
    expect(seen.items.some((item) => item.isAdult)).toBe(true);
  });

  it('rejects a bad seed or page size with ERROR_REQUEST_PARAMETER_WRONG', async () => {
    for (const query of ['rand=abc', 'rand=-1', 'offset=0', 'offset=101', 'page=0']) {
      const response = await http().get(`/v2/service/home/all?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    expect((await http().get('/v2/service/home/all?rand=')).statusCode).toBe(200);
  });
});

describe('GET /v2/service/home/new', () => {
  it('lists the newest playlists first with the spec defaults (offset 999, page 1)', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const future = new Date(Date.UTC(2090, 0, 1));
    const older = await makePlaylist(db, { channelId: channel.id, openDt: future });
    const newer = await makePlaylist(db, {
      channelId: channel.id,
      openDt: new Date(future.getTime() + 1000),
    });
    await makePlaylist(db, {
      channelId: channel.id,
      openDt: new Date(future.getTime() + 2000),
      status: 'hidden',
    });

    const page = await read<Page>('/v2/service/home/new');
    expect(page).toMatchObject({ offset: 999, page: 1, hasMore: false });
    expect(page.items.slice(0, 2).map((item) => item.id)).toEqual([newer.id, older.id]);

    const small = await read<Page>('/v2/service/home/new?offset=1&page=2');
    expect(small.items.map((item) => item.id)).toEqual([older.id]);
    expect(small.hasMore).toBe(true);
    expect((await http().get('/v2/service/home/new?offset=1000')).statusCode).toBe(400);
    // Offset pages stop 10,000 rows in; deeper reads take the cursor list.
    expect((await http().get('/v2/service/home/new?offset=100&page=102')).statusCode).toBe(400);
  });
});

describe('GET /v1/service/home/follow', () => {
  it('answers visitors an empty list and members the playlists of the channels they follow', async () => {
    const db = api.database.db;
    const followed = await makeChannel(db);
    const adultChannel = await makeChannel(db, { isAdult: true });
    const notFollowed = await makeChannel(db);
    const a = await makePlaylist(db, { channelId: followed.id, openDt: at(1) });
    const b = await makePlaylist(db, { channelId: followed.id, openDt: at(2) });
    await makePlaylist(db, { channelId: notFollowed.id, openDt: at(3) });
    const c = await makePlaylist(db, { channelId: adultChannel.id, openDt: at(4) });

    expect(await read<Page>('/v1/service/home/follow')).toEqual({
      items: [],
      offset: 20,
      page: 1,
      hasMore: false,
    });

    const adult = await memberWith(api.app, db, ADULT_ON);
    const modeOff = await memberWith(api.app, db, ADULT_MODE_OFF);
    for (const member of [adult, modeOff]) {
      await db.insert(channelFollows).values([
        { userId: member.userId, channelId: followed.id },
        { userId: member.userId, channelId: adultChannel.id },
      ]);
    }
    expect((await read<Page>('/v1/service/home/follow', adult.token)).items.map((item) => item.id)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    const plain = await read<Page>('/v1/service/home/follow?offset=1', modeOff.token);
    expect(plain.items.map((item) => item.id)).toEqual([b.id]);
    expect(plain.hasMore).toBe(true);
  });
});

describe('GET /v2/category/{id}/playlist', () => {
  it("lists a category's playlists in curated order, then newest, with its name and total", async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const old = await makePlaylist(db, { channelId: channel.id, openDt: at(1), categoryIds: [24] });
    const recent = await makePlaylist(db, { channelId: channel.id, openDt: at(9), categoryIds: [24] });
    await makePlaylist(db, { channelId: channel.id, isAdult: true, categoryIds: [24] });
    await makePlaylist(db, { channelId: channel.id, categoryIds: [25] });

    const page = await read<{
      category: unknown;
      items: Card[];
      total: number;
      offset: number;
      page: number;
    }>('/v2/category/24/playlist');
    expect(page.category).toEqual({ id: 24, code: 'high', title: '고음질 사운드' });
    expect(page).toMatchObject({ total: 2, offset: 24, page: 1 });
    expect(page.items.map((item) => item.id)).toEqual([recent.id, old.id]);
    const second = await read<{ items: Card[]; total: number }>('/v2/category/24/playlist?offset=1&page=2');
    expect(second.items.map((item) => item.id)).toEqual([old.id]);
    expect(second.total).toBe(2);
  });

  it('lists 새로 나온 콘텐츠 (22) as the 새로 나온 list itself, also as a section of /v2/category', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    await makePlaylist(db, { channelId: channel.id, openDt: at(20), title: '새로 나온 첫째' });
    await makePlaylist(db, { channelId: channel.id, openDt: at(21), title: '새로 나온 둘째' });
    await makePlaylist(db, { channelId: channel.id, openDt: at(22), isAdult: true });

    const newest = await read<Page>('/v2/service/home/new?offset=100');
    const page = await read<{ category: unknown; items: Card[]; total: number }>(
      '/v2/category/22/playlist?offset=100',
    );
    expect(page.category).toEqual({ id: 22, code: 'new', title: '새로 나온 콘텐츠' });
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    expect(page.items.map((item) => item.id)).toEqual(newest.items.map((item) => item.id));
    expect(page.total).toBe(newest.items.length);
    expect(page.items.some((item) => item.isAdult)).toBe(false);

    const [section] = await read<Array<{ id: number; items: Card[] }>>('/v2/category?items=22');
    expect(section?.id).toBe(22);
    expect(section?.items.map((item) => item.id)).toEqual(newest.items.slice(0, 12).map((item) => item.id));
  });

  it('answers an unknown category with 404 ERROR_CATEGORY_NOT_EXIST', async () => {
    const response = await http().get('/v2/category/999/playlist');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('ERROR_CATEGORY_NOT_EXIST');
  });
});

describe('GET /v1/service/contents', () => {
  it('lists the latest published episodes first, without hidden or 19+ ones for a visitor', async () => {
    const db = api.database.db;
    const playlist = await makePlaylist(db);
    // Later than every row made before (their open_dt is their insert time, or earlier), and
    // open by the time the list is read (ADR 066: an episode ahead of its open time is left out).
    const far = Date.now();
    const first = await makeContent(db, { playlistId: playlist.id, openDt: new Date(far) });
    const second = await makeContent(db, { playlistId: playlist.id, openDt: new Date(far + 1) });
    await makeContent(db, { playlistId: playlist.id, openDt: new Date(far + 2), status: 'processing' });
    const adult = await makeContent(db, {
      playlistId: playlist.id,
      openDt: new Date(far + 3),
      isAdult: true,
    });

    const page = await read<{
      items: Array<{ id: number; playlistId: number; isAdult: boolean }>;
      offset: number;
    }>('/v1/service/contents');
    expect(page.offset).toBe(20);
    expect(page.items.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ playlistId: playlist.id, isAdult: false });
    const member = await memberWith(api.app, db, ADULT_ON);
    expect(
      (await read<{ items: Array<{ id: number }> }>('/v1/service/contents', member.token)).items[0]!.id,
    ).toBe(adult.id);
  });
});
