import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';

// First pages of keywords asked again are kept (first-page-cache.ts) for searchCacheMs, per
// audience, until a catalog change is announced on the change feed.
const api = setupTestApi({ settings: { searchCacheMs: 60_000 } });

interface Page {
  items: { id: number; title: string; isAdult: boolean }[];
  lastId: string | null;
}

async function search(keyword: string, options: { token?: string; lastId?: string } = {}) {
  const cursor = options.lastId ? `&last_id=${encodeURIComponent(options.lastId)}` : '';
  const response = await api.app.inject({
    url: `/api/live/v2/search?keyword=${encodeURIComponent(keyword)}${cursor}`,
    headers: options.token ? { token: options.token } : {},
  });
  expect(response.statusCode).toBe(200);
  return { titles: (response.json().result as Page).items.map((item) => item.title), response };
}

describe('the search first-page cache', () => {
  it('keeps the first page of a keyword asked again, until the catalog changes', async () => {
    const channel = await makeChannel(api.database.db, { name: '파도 녹음실' });
    await makePlaylist(api.database.db, { channelId: channel.id, title: '몽돌 해변' });
    await search('몽돌');
    const kept = await search('몽돌'); // asked again: computed and kept
    expect(kept.titles).toEqual(['몽돌 해변']);
    expect(kept.response.headers.etag).toBeDefined();
    await makePlaylist(api.database.db, { channelId: channel.id, title: '몽돌 파도' });
    expect((await search('몽돌')).titles).toEqual(['몽돌 해변']);
    api.app.services.changes.publish('catalog');
    expect((await search('몽돌')).titles).toEqual(expect.arrayContaining(['몽돌 해변', '몽돌 파도']));
  });

  it('does not keep a keyword asked once, nor a later page', async () => {
    const channel = await makeChannel(api.database.db, { name: '한 번 채널' });
    await makePlaylist(api.database.db, { channelId: channel.id, title: '조약돌 하나' });
    const once = await search('조약돌');
    expect(once.titles).toEqual(['조약돌 하나']);
    expect(once.response.headers.etag).toBeUndefined();
    await makePlaylist(api.database.db, { channelId: channel.id, title: '조약돌 둘' });
    expect((await search('조약돌')).titles).toHaveLength(2);

    for (let n = 0; n < 22; n++) {
      await makePlaylist(api.database.db, { channelId: channel.id, title: `자갈 소리 ${n}` });
    }
    const first = await search('자갈');
    const lastId = (first.response.json().result as Page).lastId!;
    expect((await search('자갈', { lastId })).titles).toHaveLength(2);
    // Asked again, a later page is still computed: sent as such, not from cached bytes.
    expect((await search('자갈', { lastId })).response.headers.etag).toBeUndefined();
  });

  it('keeps the audiences apart: an adult in adult mode never hands a visitor adult items', async () => {
    const channel = await makeChannel(api.database.db, { name: '밤 채널' });
    await makePlaylist(api.database.db, { channelId: channel.id, title: '달무리 이야기' });
    await makePlaylist(api.database.db, { channelId: channel.id, title: '달무리 19', isAdult: true });
    const joined = await joinMember(api.app);
    await api.database.db
      .update(users)
      .set({ isAuth: true, isAdult: 1, adultMode: true })
      .where(eq(users.id, joined.user.userInfo.id));
    for (let n = 0; n < 2; n++) {
      expect((await search('달무리', { token: joined.token })).titles).toHaveLength(2);
    }
    for (let n = 0; n < 2; n++) {
      expect((await search('달무리')).titles).toEqual(['달무리 이야기']);
    }
  });
});
