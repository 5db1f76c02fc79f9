import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelFollows, contentLikes, playlistPrefers, users } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { ADULT_MODE_OFF, ADULT_ON, caller, memberWith, setupDiscoveryApi } from './test-kit.ts';

const api = setupDiscoveryApi();
const http = () => caller(api.app);

async function result(response: Awaited<ReturnType<ReturnType<typeof http>['get']>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

describe('follows', () => {
  it('toggles a follow and answers the state and the follower count on both paths', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const [one, two] = [await memberWith(api.app, db), await memberWith(api.app, db)];

    expect(await result(await http().get(`/v2/channel/user/${channel.id}`))).toEqual({
      channelId: channel.id,
      following: false,
      followerCount: 0,
    });
    expect(await result(await http().post(`/v2/channel/follow/${channel.id}`, one.token))).toEqual({
      channelId: channel.id,
      following: true,
      followerCount: 1,
    });
    await http().post(`/v2/channel/follow/${channel.id}`, two.token);
    expect(await result(await http().get(`/v2/channel/user/${channel.id}`, one.token))).toMatchObject({
      following: true,
      followerCount: 2,
    });
    expect(await result(await http().get(`/v2/channel/user/${channel.id}`))).toMatchObject({
      following: false,
      followerCount: 2,
    });
    expect(await result(await http().post(`/v2/channel/follow/${channel.id}`, one.token))).toEqual({
      channelId: channel.id,
      following: false,
      followerCount: 1,
    });
  });

  it('needs a member, x-client and a channel the caller may see', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const adultChannel = await makeChannel(db, { isAdult: true });
    const member = await memberWith(api.app, db, ADULT_MODE_OFF);

    const visitor = await http().post(`/v2/channel/follow/${channel.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    const forged = await http().post(`/v2/channel/follow/${channel.id}`, member.token, {});
    expect(forged.statusCode).toBe(400);
    const unknown = await http().post('/v2/channel/follow/999999', member.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ERROR_CHANNEL_NOT_EXIST');
    for (const response of [
      await http().post(`/v2/channel/follow/${adultChannel.id}`, member.token),
      await http().get(`/v2/channel/user/${adultChannel.id}`, member.token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().result).toMatchObject({ error: 'ERROR_CHANNEL_NOT_EXIST', reason: 'adult' });
    }
    const rows = await db.select().from(channelFollows).where(eq(channelFollows.userId, member.userId));
    expect(rows).toEqual([]);
  });

  it('serialises concurrent toggles: an even number ends unfollowed, an odd one followed', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const member = await memberWith(api.app, db);
    const toggle = () => http().post(`/v2/channel/follow/${channel.id}`, member.token);

    const even = await Promise.all(Array.from({ length: 8 }, toggle));
    expect(even.every((response) => response.statusCode === 200)).toBe(true);
    // Each toggle saw the one before it: half of them followed, half unfollowed.
    expect(even.filter((response) => response.json().result.following)).toHaveLength(4);
    expect(await result(await http().get(`/v2/channel/user/${channel.id}`, member.token))).toMatchObject({
      following: false,
      followerCount: 0,
    });
    await Promise.all(Array.from({ length: 5 }, toggle));
    const rows = await db
      .select()
      .from(channelFollows)
      .where(and(eq(channelFollows.userId, member.userId), eq(channelFollows.channelId, channel.id)));
    expect(rows).toHaveLength(1);
  });

  it("lists the member's followed channels, the latest first, with their visible playlist counts", async () => {
    const db = api.database.db;
    const member = await memberWith(api.app, db, ADULT_MODE_OFF);
    const first = await makeChannel(db, { name: '첫 채널' });
    const second = await makeChannel(db, { name: '둘째 채널' });
    const adultChannel = await makeChannel(db, { isAdult: true });
    await makePlaylist(db, { channelId: first.id });
    await makePlaylist(db, { channelId: first.id, isAdult: true });
    await db.insert(channelFollows).values([
      { userId: member.userId, channelId: first.id, createdAt: new Date(Date.UTC(2024, 0, 1)) },
      { userId: member.userId, channelId: second.id, createdAt: new Date(Date.UTC(2024, 0, 2)) },
      { userId: member.userId, channelId: adultChannel.id, createdAt: new Date(Date.UTC(2024, 0, 3)) },
    ]);

    const list = await result(await http().get('/v2/channel/follow', member.token));
    expect(list).toMatchObject({ total: 2, offset: 10, page: 1 });
    expect(list.items).toEqual([
      expect.objectContaining({ id: second.id, name: '둘째 채널', playlistCount: 0 }),
      expect.objectContaining({ id: first.id, playlistCount: 1, followedAt: '2024-01-01T00:00:00.000Z' }),
    ]);
    const paged = await result(await http().get('/v2/channel/follow?offset=1&page=2', member.token));
    expect(paged.items.map((item: { id: number }) => item.id)).toEqual([first.id]);
    expect((await http().get('/v2/channel/follow')).statusCode).toBe(401);

    await db.update(users).set(ADULT_ON).where(eq(users.id, member.userId));
    const adult = await result(await http().get('/v2/channel/follow', member.token));
    expect(adult.total).toBe(3);
    expect(adult.items[2].playlistCount).toBe(2);
  });
});

describe('찜 (prefer)', () => {
  it('toggles a prefer, answers the state and lists the library, latest first', async () => {
    const db = api.database.db;
    const member = await memberWith(api.app, db);
    const other = await memberWith(api.app, db);
    const first = await makePlaylist(db, { title: '먼저 찜한 목록' });
    const second = await makePlaylist(db);

    expect(await result(await http().get(`/v2/playlist/prefer/${first.id}`))).toEqual({
      playlistId: first.id,
      preferred: false,
      preferCount: 0,
    });
    expect(await result(await http().post(`/v2/playlist/prefer/${first.id}`, member.token))).toEqual({
      playlistId: first.id,
      preferred: true,
      preferCount: 1,
    });
    await http().post(`/v2/playlist/prefer/${first.id}`, other.token);
    await http().post(`/v2/playlist/prefer/${second.id}`, member.token);
    expect(await result(await http().get(`/v2/playlist/prefer/${first.id}`, member.token))).toMatchObject({
      preferred: true,
      preferCount: 2,
    });

    const library = await result(await http().get('/v2/user/library/own/prefer', member.token));
    expect(library).toMatchObject({ total: 2, offset: 10, page: 1 });
    expect(library.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(library.items[1]).toMatchObject({ title: '먼저 찜한 목록', preferredAt: expect.any(String) });

    await http().post(`/v2/playlist/prefer/${second.id}`, member.token);
    const after = await result(await http().get('/v2/user/library/own/prefer?offset=5', member.token));
    expect(after.items.map((item: { id: number }) => item.id)).toEqual([first.id]);
    expect((await http().get('/v2/user/library/own/prefer')).statusCode).toBe(401);
  });

  it('ends concurrent toggles where they started and hides 19+ playlists with the mode off', async () => {
    const db = api.database.db;
    const member = await memberWith(api.app, db, ADULT_ON);
    const playlist = await makePlaylist(db);
    const adultPlaylist = await makePlaylist(db, { isAdult: true });
    await Promise.all(
      Array.from({ length: 6 }, () => http().post(`/v2/playlist/prefer/${playlist.id}`, member.token)),
    );
    expect(
      await db.select().from(playlistPrefers).where(eq(playlistPrefers.playlistId, playlist.id)),
    ).toEqual([]);

    await http().post(`/v2/playlist/prefer/${adultPlaylist.id}`, member.token);
    expect((await result(await http().get('/v2/user/library/own/prefer', member.token))).total).toBe(1);
    const off = await memberWith(api.app, db, ADULT_MODE_OFF);
    await db.insert(playlistPrefers).values({ userId: off.userId, playlistId: adultPlaylist.id });
    expect((await result(await http().get('/v2/user/library/own/prefer', off.token))).items).toEqual([]);
    const denied = await http().post(`/v2/playlist/prefer/${adultPlaylist.id}`, off.token);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().result.reason).toBe('adult');
    expect((await http().post('/v2/playlist/prefer/999999', member.token)).statusCode).toBe(404);
  });
});

describe('GET /v2/playlist/like/{id}', () => {
  it("sums likes over the playlist's visible episodes and says whether the caller liked any", async () => {
    const db = api.database.db;
    const playlist = await makePlaylist(db);
    const [e1, e2] = [
      await makeContent(db, { playlistId: playlist.id }),
      await makeContent(db, { playlistId: playlist.id }),
    ];
    const adultEpisode = await makeContent(db, { playlistId: playlist.id, isAdult: true });
    const hidden = await makeContent(db, { playlistId: playlist.id, status: 'hidden' });
    const [a, b] = [await memberWith(api.app, db), await memberWith(api.app, db, ADULT_ON)];
    await db.insert(contentLikes).values([
      { userId: a.userId, contentId: e1.id },
      { userId: b.userId, contentId: e1.id },
      { userId: b.userId, contentId: e2.id },
      { userId: b.userId, contentId: adultEpisode.id },
      { userId: a.userId, contentId: hidden.id },
    ]);

    expect(await result(await http().get(`/v2/playlist/like/${playlist.id}`))).toEqual({
      playlistId: playlist.id,
      likeCount: 3,
      liked: false,
    });
    expect(await result(await http().get(`/v2/playlist/like/${playlist.id}`, a.token))).toMatchObject({
      likeCount: 3,
      liked: true,
    });
    expect(await result(await http().get(`/v2/playlist/like/${playlist.id}`, b.token))).toMatchObject({
      likeCount: 4,
      liked: true,
    });
    const nobody = await memberWith(api.app, db);
    expect((await result(await http().get(`/v2/playlist/like/${playlist.id}`, nobody.token))).liked).toBe(
      false,
    );
    expect((await http().get('/v2/playlist/like/999999')).statusCode).toBe(404);
  });
});
