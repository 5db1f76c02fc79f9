import { SITEMAP_IDS_PER_PAGE } from '@sogon/contract/schemas/discovery';
import { describe, expect, it } from 'vitest';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { ADULT_ON, caller, memberWith, setupDiscoveryApi } from './test-kit.ts';

const api = setupDiscoveryApi();
const http = () => caller(api.app);

async function result(url: string, token?: string) {
  const response = await http().get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('GET /v2/playlist/recommendPlaylist', () => {
  it("puts the channel's other playlists first, then the most similar by tags and categories", async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const elsewhere = await makeChannel(db);
    const adultChannel = await makeChannel(db, { isAdult: true });
    const viewed = await makePlaylist(db, {
      channelId: channel.id,
      tags: ['빗소리', '수면', '자연'],
      categoryIds: [61],
    });
    const sibling = await makePlaylist(db, {
      channelId: channel.id,
      tags: ['먹방'],
      openDt: new Date(Date.UTC(2024, 0, 1)),
    });
    const newerSibling = await makePlaylist(db, {
      channelId: channel.id,
      openDt: new Date(Date.UTC(2024, 0, 2)),
    });
    const closest = await makePlaylist(db, {
      channelId: elsewhere.id,
      tags: ['빗소리', '수면'],
      categoryIds: [61],
    });
    const close = await makePlaylist(db, {
      channelId: elsewhere.id,
      tags: ['자연'],
      openDt: new Date(Date.UTC(2024, 1, 1)),
    });
    const sameCategory = await makePlaylist(db, {
      channelId: elsewhere.id,
      tags: ['요리'],
      categoryIds: [61],
      openDt: new Date(Date.UTC(2024, 0, 15)),
    });
    await makePlaylist(db, { channelId: elsewhere.id, tags: ['먹방'] });
    const adultSimilar = await makePlaylist(db, {
      channelId: adultChannel.id,
      tags: ['빗소리', '수면', '자연'],
    });
    await makePlaylist(db, { channelId: elsewhere.id, tags: ['빗소리'], status: 'draft' });

    const shown = await result(
      `/v2/playlist/recommendPlaylist?channelId=${channel.id}&playlistId=${viewed.id}`,
    );
    expect(ids(shown).slice(0, 2)).toEqual([newerSibling.id, sibling.id]);
    // closest shares two tags and a category; close a tag, sameCategory a category: a tie, newer first.
    expect(ids(shown).slice(2)).toEqual([closest.id, close.id, sameCategory.id]);
    expect(ids(shown)).not.toContain(viewed.id);

    const withoutChannel = await result(`/v2/playlist/recommendPlaylist?playlistId=${viewed.id}`);
    expect(ids(withoutChannel)).toEqual(ids(shown));
    const adult = await memberWith(api.app, db, ADULT_ON);
    const adultSees = await result(`/v2/playlist/recommendPlaylist?playlistId=${viewed.id}`, adult.token);
    expect(ids(adultSees)[2]).toBe(adultSimilar.id);
  });

  it('answers an unknown playlist with 404, a 19+ one with the adult reason, a missing id with 400', async () => {
    const db = api.database.db;
    const adultPlaylist = await makePlaylist(db, { isAdult: true });
    expect((await http().get('/v2/playlist/recommendPlaylist?playlistId=999999')).statusCode).toBe(404);
    const adult = await http().get(`/v2/playlist/recommendPlaylist?playlistId=${adultPlaylist.id}`);
    expect(adult.statusCode).toBe(404);
    expect(adult.json().result.reason).toBe('adult');
    expect((await http().get('/v2/playlist/recommendPlaylist?channelId=1')).statusCode).toBe(400);
  });
});

describe('GET /v1/contents/sitemap', () => {
  it('lists public, non-adult playlists and episodes by id range, one range a page', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const adultChannel = await makeChannel(db, { isAdult: true });
    const open = await makePlaylist(db, { channelId: channel.id });
    const episode = await makeContent(db, { playlistId: open.id, mediaType: 'video' });
    await makeContent(db, { playlistId: open.id, isAdult: true });
    await makeContent(db, { playlistId: open.id, status: 'draft' });
    const adultPlaylist = await makePlaylist(db, { channelId: channel.id, isAdult: true });
    await makeContent(db, { playlistId: adultPlaylist.id });
    await makeContent(db, { playlistId: (await makePlaylist(db, { channelId: adultChannel.id })).id });
    await makePlaylist(db, { channelId: channel.id, status: 'hidden' });
    // Ids past the first range land on the second page.
    const far = await makePlaylist(db, { channelId: channel.id, id: SITEMAP_IDS_PER_PAGE + 5 });

    const first = await result('/v1/contents/sitemap');
    expect(first).toMatchObject({ page: 0, pages: 2, idsPerPage: SITEMAP_IDS_PER_PAGE });
    // Of the rows made here exactly these: the 19+, hidden and draft ones are all left out.
    const mine = (rows: Array<{ id: number }>, from: number) => rows.filter((row) => row.id >= from);
    expect(mine(first.playlists, open.id)).toEqual([
      { id: open.id, updatedAt: open.updatedAt.toISOString() },
    ]);
    expect(mine(first.contents, episode.id)).toEqual([
      { id: episode.id, playlistId: open.id, mediaType: 'video', updatedAt: expect.any(String) },
    ]);

    const second = await result('/v1/contents/sitemap?page=1');
    expect(ids(second.playlists)).toEqual([far.id]);
    expect(second.contents).toEqual([]);
    const past = await result('/v1/contents/sitemap?page=7');
    expect(past).toMatchObject({ page: 7, pages: 2, playlists: [], contents: [] });
    expect((await http().get('/v1/contents/sitemap?page=-1')).statusCode).toBe(400);
  });
});
