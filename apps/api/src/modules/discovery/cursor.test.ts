import { describe, expect, it } from 'vitest';
import type { Db } from '#api/db/client';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';
import { ADULT_ON, caller, memberWith, setupDiscoveryApi } from './test-kit.ts';

const api = setupDiscoveryApi();

interface Page {
  items: Array<{ id: number; mediaType: string; isAdult: boolean; openDt: string }>;
  lastCursor: string | null;
  lastId: number | null;
}

async function page(query: Record<string, string | number>, token?: string): Promise<Page> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await caller(api.app).get(`/v2/playlistCursor?${search}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Page;
}

/** Every page from the first, `between` running beside each fetch; the ids in the order read. */
async function walk(query: Record<string, string | number>, between?: () => Promise<void>, token?: string) {
  const ids: number[] = [];
  let cursor: { lastCursor: string; lastId: number } | null = null;
  for (let guard = 0; guard < 500; guard++) {
    const [result]: [Page, unknown] = await Promise.all([
      page({ ...query, ...(cursor ?? {}) }, token),
      between?.(),
    ]);
    ids.push(...result.items.map((item) => item.id));
    if (result.lastCursor === null || result.lastId === null) return ids;
    cursor = { lastCursor: result.lastCursor, lastId: result.lastId };
  }
  throw new Error('paging did not end');
}

/** Playlists in 2023, three to a second (ties exercise the id tie-break), the media types in turn. */
async function fill(db: Db, channelId: number, count: number) {
  const types = ['audio', 'video', 'audiotoon'] as const;
  const made = [];
  for (let index = 0; index < count; index++) {
    made.push(
      await makePlaylist(db, {
        channelId,
        openDt: new Date(Date.UTC(2023, 0, 1) + Math.floor(index / 3) * 1000),
        mediaType: types[index % 3],
      }),
    );
  }
  return made;
}

describe('GET /v2/playlistCursor', () => {
  it('pages every published playlist newest first by default (16 a page), oldest first with sort=old', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const made = await fill(db, channel.id, 40);
    await makePlaylist(db, { channelId: channel.id, status: 'draft' });
    const hidden = await makePlaylist(db, { channelId: channel.id, isAdult: true });

    const first = await page({});
    expect(first.items).toHaveLength(16);
    const newest = await walk({});
    const expected = [...made].sort((a, b) => b.openDt.getTime() - a.openDt.getTime() || b.id - a.id);
    expect(newest.filter((id) => made.some((row) => row.id === id))).toEqual(expected.map((row) => row.id));
    expect(newest).not.toContain(hidden.id);
    const oldest = await walk({ sort: 'old', offset: 7 });
    expect(oldest).toEqual([...newest].reverse());

    const adult = await memberWith(api.app, db, ADULT_ON);
    expect(await walk({}, undefined, adult.token)).toContain(hidden.id);
  });

  it('filters by media type', async () => {
    const videos = await walk({ type: 'video', offset: 5 });
    expect(videos.length).toBeGreaterThan(0);
    const all = await walk({ type: 'all', offset: 50 });
    const videoIds = new Set(videos);
    expect(all.filter((id) => videoIds.has(id))).toEqual(videos);
    const first = await page({ type: 'video' });
    expect(first.items.every((item) => item.mediaType === 'video')).toBe(true);
  });

  it('returns every playlist exactly once while new playlists are published during the walk', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    await fill(db, channel.id, 60);
    const before = await walk({ offset: 100 });
    let inserted = 0;
    const publish = async () => {
      inserted += 1;
      // One newer than everything, one inside the range already read or still to come.
      await Promise.all([
        makePlaylist(db, { channelId: channel.id, title: `새 목록 ${inserted}` }),
        makePlaylist(db, {
          channelId: channel.id,
          openDt: new Date(Date.UTC(2023, 0, 1) + ((inserted * 7) % 20) * 1000),
        }),
      ]);
    };
    for (const query of [{ offset: 7 }, { offset: 7, sort: 'old' }] as Array<
      Record<string, string | number>
    >) {
      const ids = await walk(query, publish);
      expect(new Set(ids).size).toBe(ids.length);
      const seen = new Set(ids);
      expect(before.filter((id) => !seen.has(id))).toEqual([]);
    }
    expect(inserted).toBeGreaterThan(10);
  });

  it('rejects a malformed cursor with ERROR_REQUEST_PARAMETER_WRONG', async () => {
    for (const query of [
      'lastCursor=yesterday&lastId=1',
      'lastCursor=2024-01-01T00:00:00Z',
      'lastId=3',
      'type=podcast',
      'sort=random',
      'offset=0',
      'cursorKey=id',
    ]) {
      const response = await caller(api.app).get(`/v2/playlistCursor?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
  });
});
