// Issue 37 (delete: "a purchased episode stays playable for those who bought it"), ADR 066: an
// episode its creator deleted, or whose playlist was archived, keeps its page, its stream, its
// resume position and its 이어 듣기 card for a member who holds it (bought, a live rental), marked
// as gone; everyone else, visitors included, is told it does not exist.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, playlists, purchases, rentals } from '#api/db/schema/index';
import type { Viewer } from '#api/modules/viewer';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

const HOUR = 3_600_000;
let now = new Date(Date.UTC(2030, 1, 3, 3, 0));
const rentalEnds = new Date(now.getTime() + 2 * HOUR);
const api = setupTestApi({ settings: { clock: () => now } });
const past = new Date('2020-01-01T00:00:00Z');
const db = () => api.database.db;

interface Member {
  token: string;
  userId: number;
}

let buyer: Member;
let renter: Member;
let stranger: Member;
let owner: Member;
const ids = { playlist: 0, deleted: 0, kept: 0, archivedPlaylist: 0, archived: 0 };

async function member(): Promise<Member> {
  const joined = await joinMember(api.app);
  return { token: joined.token, userId: joined.user.userInfo.id };
}

const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: {
      'x-client': 'web',
      ...(who ? { token: who.token } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const page = (who: Member | null, contentId: number) =>
  call(who, 'GET', `/v2/user/library/own/deleted/${contentId}`);
const report = (who: Member, contentId: number, playtime: number) =>
  call(who, 'POST', `/v2/content/playtime/${contentId}`, { playtime, interval: 10 });
const viewer = (who: Member | null): Viewer => ({ userId: who?.userId ?? null, canSeeAdult: false });
const decide = (who: Member | null, contentId: number) =>
  api.app.services.media.access.decide(contentId, viewer(who));

async function recent(who: Member) {
  await api.app.services.playback.flush();
  const response = await call(who, 'GET', '/v2/user/library/own/recent?offset=20&page=1');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.items as { contentId: number; playtime: number; gone: string | null }[];
}

function expectAbsent(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST' });
  expect(response.body).not.toContain('지워진 밤');
}

beforeAll(async () => {
  [buyer, renter, stranger, owner] = await Promise.all([member(), member(), member(), member()]);
  const channel = await makeChannel(db(), { ownerUserId: owner.userId, name: '지운 채널' });
  const playlist = await makePlaylist(db(), {
    channelId: channel.id,
    title: '지워진 시리즈',
    isFree: false,
    price: 3,
    openDt: past,
  });
  ids.playlist = playlist.id;
  const paid = (playlistId: number, episodeNo: number, title: string) =>
    makeContent(db(), {
      playlistId,
      episodeNo,
      title,
      description: '지운 회차 설명',
      isFree: false,
      price: 3,
      durationSec: 600,
      openDt: past,
    });
  ids.deleted = (await paid(playlist.id, 1, '지워진 밤')).id;
  ids.kept = (await paid(playlist.id, 2, '남은 밤')).id;
  const archived = await makePlaylist(db(), {
    channelId: channel.id,
    title: '판매 끝난 시리즈',
    isFree: false,
    price: 3,
    openDt: past,
  });
  ids.archivedPlaylist = archived.id;
  ids.archived = (await paid(archived.id, 1, '마지막 밤')).id;
  await db()
    .insert(purchases)
    .values([
      { userId: buyer.userId, playlistId: playlist.id, contentId: ids.deleted, hearts: 3 },
      { userId: buyer.userId, playlistId: archived.id, contentId: ids.archived, hearts: 3 },
    ]);
  await db().insert(rentals).values({
    userId: renter.userId,
    playlistId: playlist.id,
    contentId: ids.deleted,
    source: 'hearts',
    hearts: 1,
    startsAt: now,
    endsAt: rentalEnds,
  });
  // Played while they were on the shelves, then the creator deleted one and archived the other.
  for (const who of [buyer, renter, stranger]) {
    expect((await report(who, ids.deleted, 120)).statusCode).toBe(200);
  }
  expect((await report(buyer, ids.archived, 60)).statusCode).toBe(200);
  await api.app.services.playback.flush();
  await db().update(contents).set({ status: 'deleted' }).where(eq(contents.id, ids.deleted));
  await db().update(playlists).set({ status: 'archived' }).where(eq(playlists.id, archived.id));
  // Past the report path's episode cache (30 s): the deletion is what every read sees.
  now = new Date(now.getTime() + 60_000);
});

describe('a deleted episode for those who hold it', () => {
  it('has a page for the buyer and the renter, marked deleted; not for anyone else', async () => {
    const bought = await page(buyer, ids.deleted);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().result).toEqual({
      contentId: ids.deleted,
      playlistId: ids.playlist,
      playlistTitle: '지워진 시리즈',
      episodeNo: 1,
      title: '지워진 밤',
      coverImg: expect.any(String),
      rentedUntil: null,
      subscribed: false,
      reason: 'deleted',
      channelName: '지운 채널',
      description: '지운 회차 설명',
      mediaType: 'audio',
      durationSec: 600,
    });
    const rented = await page(renter, ids.deleted);
    expect(rented.statusCode, rented.body).toBe(200);
    expect(rented.json().result.rentedUntil).toBe(rentalEnds.toISOString());
    for (const who of [stranger, owner, null]) expectAbsent(await page(who, ids.deleted));
    // An episode still on the shelves has its ordinary page, not this one.
    expectAbsent(await page(buyer, ids.kept));
  });

  it('streams for the buyer and the renter, and for nobody else', async () => {
    for (const who of [buyer, renter]) expect((await decide(who, ids.deleted)).scope).toBe('full');
    for (const who of [stranger, owner, null]) {
      await expect(decide(who, ids.deleted)).rejects.toMatchObject({ code: 'ERROR_CONTENT_NOT_EXIST' });
    }
  });

  it('stays in 이어 듣기 for the holders, marked, and keeps taking their position', async () => {
    expect(await recent(buyer)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ contentId: ids.deleted, playtime: 120, gone: 'deleted' }),
        expect.objectContaining({ contentId: ids.archived, playtime: 60, gone: 'archived' }),
      ]),
    );
    const reported = await report(buyer, ids.deleted, 300);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().result).toMatchObject({ playtime: 300, saved: true });
    const position = await call(buyer, 'GET', `/v1/user/playtime/${ids.deleted}`);
    expect(position.statusCode, position.body).toBe(200);
    expect(position.json().result.playtime).toBe(300);
    expect((await recent(buyer)).find((item) => item.contentId === ids.deleted)?.playtime).toBe(300);

    // Someone who never held it: gone from their 이어 듣기, and their reports are refused.
    expect((await recent(stranger)).map((item) => item.contentId)).not.toContain(ids.deleted);
    expectAbsent(await report(stranger, ids.deleted, 200));
    expectAbsent(await call(stranger, 'GET', `/v1/user/playtime/${ids.deleted}`));
  });

  it('lets go of the renter when the rental ends', async () => {
    expect((await recent(renter)).map((item) => item.gone)).toEqual(['deleted']);
    now = new Date(now.getTime() + 3 * HOUR);
    expectAbsent(await page(renter, ids.deleted));
    await expect(decide(renter, ids.deleted)).rejects.toMatchObject({ code: 'ERROR_CONTENT_NOT_EXIST' });
    expect(await recent(renter)).toEqual([]);
    // The buyer keeps it.
    expect((await page(buyer, ids.deleted)).statusCode).toBe(200);
  });
});

describe('an archived playlist’s episode for its buyer', () => {
  it('has a page marked archived; nobody else has one', async () => {
    const bought = await page(buyer, ids.archived);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().result).toMatchObject({ reason: 'archived', title: '마지막 밤' });
    for (const who of [stranger, null]) expectAbsent(await page(who, ids.archived));
  });
});
