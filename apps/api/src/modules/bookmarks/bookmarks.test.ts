import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks, channels, purchases, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

// 북마크 (issue 42): a member saves moments of episodes they may see, with a note; lists them
// newest first with whether each plays in full; edits the note and deletes. Someone else's
// bookmark reads as absent (404), visitors get the login-required answer, bad input changes nothing.
const api = setupTestApi({ settings: { media: { worker: false } } });
const db = () => api.database.db;

interface Who {
  id: number;
  token: string;
}

async function member(flags: Partial<typeof users.$inferInsert> = {}): Promise<Who> {
  const joined = await joinMember(api.app);
  const id = joined.user.userInfo.id;
  if (Object.keys(flags).length > 0) await db().update(users).set(flags).where(eq(users.id, id));
  return { id, token: joined.token };
}

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Who, payload?: unknown) {
  const response = await api.app.inject({
    method,
    url: `/api/live/v1/user/bookmarks${url}`,
    headers: {
      'x-client': 'sogon-web',
      ...(who ? { token: who.token } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  return { status: response.statusCode, body: response.json() as any };
}

const stored = async (userId: number) =>
  (await db().execute<{ n: number }>(sql`select count(*)::int as n from bookmarks where user_id = ${userId}`))
    .rows[0]!.n;

describe('bookmarks', () => {
  it('saves moments with notes, lists them newest first with the episode, edits the note and deletes', async () => {
    const me = await member();
    const playlist = await makePlaylist(db(), { title: '비 오는 밤', coverImg: '/media/rain.jpg' });
    const first = await makeContent(db(), { playlistId: playlist.id, title: '빗소리', durationSec: 600 });
    const second = await makeContent(db(), { playlistId: playlist.id, title: '천둥', durationSec: 300 });

    const a = await call('POST', '', me, { contentId: first.id, position: 75, note: '  여기부터 좋아요  ' });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.result).toMatchObject({
      contentId: first.id,
      playlistId: playlist.id,
      title: '빗소리',
      playlistTitle: '비 오는 밤',
      coverImg: '/media/rain.jpg',
      durationSec: 600,
      position: 75,
      note: '여기부터 좋아요',
      playable: true,
    });
    const b = await call('POST', '', me, { contentId: second.id, position: 0 });
    expect(b.body.result).toMatchObject({ position: 0, note: null });
    const end = await call('POST', '', me, { contentId: second.id, position: 300, note: '   ' });
    expect(end.body.result).toMatchObject({ position: 300, note: null });

    // The same moment again keeps one bookmark; a new note replaces the old one.
    const again = await call('POST', '', me, { contentId: first.id, position: 75, note: '다시' });
    expect(again.body.result).toMatchObject({ id: a.body.result.id, note: '다시' });
    expect(await stored(me.id)).toBe(3);

    const list = await call('GET', '', me);
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ total: 3, offset: 20, page: 1 });
    expect(list.body.result.items.map((item: { id: number }) => item.id)).toEqual([
      end.body.result.id,
      b.body.result.id,
      a.body.result.id,
    ]);
    const page2 = await call('GET', '?offset=2&page=2', me);
    expect(page2.body.result).toMatchObject({ total: 3, offset: 2, page: 2 });
    expect(page2.body.result.items.map((item: { id: number }) => item.id)).toEqual([a.body.result.id]);

    const edited = await call('PATCH', `/${a.body.result.id}`, me, { note: '천천히 듣기' });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ id: a.body.result.id, position: 75, note: '천천히 듣기' });
    const cleared = await call('PATCH', `/${a.body.result.id}`, me, { note: null });
    expect(cleared.body.result.note).toBeNull();

    const removed = await call('DELETE', `/${b.body.result.id}`, me);
    expect(removed.status).toBe(200);
    expect(removed.body.result).toEqual({ id: b.body.result.id });
    expect((await call('DELETE', `/${b.body.result.id}`, me)).status).toBe(404);
    expect((await call('GET', '', me)).body.result.total).toBe(2);
  });

  it('refuses bad input with the error envelope and writes nothing', async () => {
    const me = await member();
    const episode = await makeContent(db(), { durationSec: 120 });
    const bad = [
      { contentId: episode.id, position: 121 },
      { contentId: episode.id, position: -1 },
      { contentId: episode.id, position: 1.5 },
      { contentId: episode.id, position: '30' },
      { contentId: episode.id },
      { position: 10 },
      { contentId: 'x', position: 10 },
      { contentId: episode.id, position: 10, note: '가'.repeat(201) },
    ];
    for (const payload of bad) {
      const refused = await call('POST', '', me, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
      expect(refused.body.result.error).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const beyond = await call('POST', '', me, { contentId: episode.id, position: 121 });
    expect(beyond.body.detail).toBe('재생 시간 안의 위치만 북마크할 수 있어요.');
    const unknown = await call('POST', '', me, { contentId: 99_999_999, position: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('ERROR_CONTENT_NOT_EXIST');
    expect(await stored(me.id)).toBe(0);

    const saved = await call('POST', '', me, { contentId: episode.id, position: 10, note: '가'.repeat(200) });
    expect(saved.status).toBe(200);
    const tooLong = await call('PATCH', `/${saved.body.result.id}`, me, { note: '나'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect((await call('PATCH', `/${saved.body.result.id}`, me, {})).status).toBe(400);
    expect((await call('PATCH', '/abc', me, { note: '메모' })).status).toBe(400);
    expect((await call('GET', '?page=0', me)).status).toBe(400);
    expect((await call('GET', '?offset=101', me)).status).toBe(400);
    const [row] = await db().select().from(bookmarks).where(eq(bookmarks.id, saved.body.result.id));
    expect(row!.note).toBe('가'.repeat(200));
  });

  it('bookmarks only episodes the member may see: 19+, hidden, unpublished and unopened ones are absent', async () => {
    const me = await member();
    const adultChannel = await makeChannel(db(), { isAdult: true });
    const adultPlaylist = await makePlaylist(db(), { channelId: adultChannel.id });
    const adult = await makeContent(db(), { playlistId: adultPlaylist.id, durationSec: 100 });
    const hiddenChannel = await makeChannel(db(), { status: 'hidden' });
    const hidden = await makeContent(db(), {
      playlistId: (await makePlaylist(db(), { channelId: hiddenChannel.id })).id,
      durationSec: 100,
    });
    const draft = await makeContent(db(), { status: 'draft', durationSec: 100 });
    const later = await makeContent(db(), { openDt: new Date('2999-01-01T00:00:00Z'), durationSec: 100 });
    for (const episode of [adult, hidden, draft, later]) {
      const refused = await call('POST', '', me, { contentId: episode.id, position: 0 });
      expect(refused.status, String(episode.id)).toBe(404);
      expect(refused.body.message).toBe('ERROR_CONTENT_NOT_EXIST');
    }
    expect(await stored(me.id)).toBe(0);

    // A verified adult with adult mode on bookmarks the 19+ episode; with adult mode off it leaves the list.
    const grownUp = await member({ isAuth: true, isAdult: 1, adultMode: true });
    const saved = await call('POST', '', grownUp, { contentId: adult.id, position: 50 });
    expect(saved.status).toBe(200);
    expect((await call('GET', '', grownUp)).body.result.total).toBe(1);
    await db().update(users).set({ adultMode: false }).where(eq(users.id, grownUp.id));
    const off = await call('GET', '', grownUp);
    expect(off.body.result).toMatchObject({ total: 0, items: [] });
    expect((await call('PATCH', `/${saved.body.result.id}`, grownUp, { note: '메모' })).status).toBe(404);
  });

  it('says whether each bookmarked episode plays in full: bought, free, the owner’s, or preview only', async () => {
    const me = await member();
    const channel = await makeChannel(db());
    const playlist = await makePlaylist(db(), { channelId: channel.id, isFree: false, price: 3 });
    const paid = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 3,
      durationSec: 900,
    });
    const bought = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 3,
      durationSec: 900,
    });
    const free = await makeContent(db(), { playlistId: playlist.id, durationSec: 900 });
    await db()
      .insert(purchases)
      .values({ userId: me.id, playlistId: playlist.id, contentId: bought.id, hearts: 3 });
    for (const episode of [paid, bought, free]) {
      expect((await call('POST', '', me, { contentId: episode.id, position: 600 })).status).toBe(200);
    }
    const items = (await call('GET', '', me)).body.result.items as Array<{
      contentId: number;
      playable: boolean;
    }>;
    const playable = Object.fromEntries(items.map((item) => [item.contentId, item.playable]));
    expect(playable).toEqual({ [paid.id]: false, [bought.id]: true, [free.id]: true });

    // The channel's owner plays all of it.
    const owner = await member();
    await db().update(channels).set({ ownerUserId: owner.id }).where(eq(channels.id, channel.id));
    expect((await call('POST', '', owner, { contentId: paid.id, position: 10 })).body.result.playable).toBe(
      true,
    );
  });

  it('keeps another member’s bookmarks out of reach (404, as if absent) and answers visitors login-required', async () => {
    const me = await member();
    const other = await member();
    const episode = await makeContent(db(), { durationSec: 100 });
    const mine = (await call('POST', '', me, { contentId: episode.id, position: 30, note: '내 메모' })).body
      .result;

    expect((await call('GET', '', other)).body.result).toMatchObject({ total: 0, items: [] });
    for (const [method, payload] of [
      ['PATCH', { note: '남의 메모' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(method, `/${mine.id}`, other, payload);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
      expect(refused.body.detail).toBe('북마크를 찾을 수 없어요.');
      // The same answer as for an id nobody has.
      expect((await call(method, '/99999999', other, payload)).body).toEqual(refused.body);
    }
    const [row] = await db().select().from(bookmarks).where(eq(bookmarks.id, mine.id));
    expect(row!.note).toBe('내 메모');

    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['POST', '', { contentId: episode.id, position: 1 }],
      ['PATCH', `/${mine.id}`, { note: '방문자' }],
      ['DELETE', `/${mine.id}`, undefined],
    ] as const) {
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.status, `${method} ${url}`).toBe(401);
      expect(visitor.body.message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    }
    expect(await stored(me.id)).toBe(1);
  });

  it('keeps at most 1,000 bookmarks per member, with a Korean message past the cap', async () => {
    const me = await member();
    const episode = await makeContent(db(), { durationSec: 5000 });
    await db()
      .insert(bookmarks)
      .values(
        Array.from({ length: 999 }, (_, i) => ({ userId: me.id, contentId: episode.id, positionSec: i })),
      );
    expect((await call('POST', '', me, { contentId: episode.id, position: 2000 })).status).toBe(200);
    const full = await call('POST', '', me, { contentId: episode.id, position: 2001 });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('ERROR_DATA_CREATE_FAILED');
    expect(full.body.detail).toBe(
      '북마크는 1,000개까지 저장할 수 있어요. 필요 없는 북마크를 지우고 다시 시도해 주세요.',
    );
    // Saving a moment already kept still works at the cap (it adds nothing).
    expect((await call('POST', '', me, { contentId: episode.id, position: 5, note: '메모' })).status).toBe(
      200,
    );
    // Two saves racing at the cap: one wins.
    await call('DELETE', `/${(await call('GET', '', me)).body.result.items[0].id}`, me);
    const raced = await Promise.all(
      [3000, 3001].map((position) => call('POST', '', me, { contentId: episode.id, position })),
    );
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stored(me.id)).toBe(1000);
  });
});
