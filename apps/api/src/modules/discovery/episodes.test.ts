import { describe, expect, it } from 'vitest';
import { purchases } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { ADULT_MODE_OFF, ADULT_ON, caller, memberWith, setupDiscoveryApi } from './test-kit.ts';

const api = setupDiscoveryApi();
const http = () => caller(api.app);

async function result(response: Awaited<ReturnType<ReturnType<typeof http>['get']>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

/** A paid video playlist: episode 1 free, 2 and 3 paid, 4 an audio episode. */
async function videoPlaylist(overrides: { isAdult?: boolean } = {}) {
  const db = api.database.db;
  const channel = await makeChannel(db, { name: '영상 채널' });
  const playlist = await makePlaylist(db, {
    channelId: channel.id,
    title: '밤하늘 영상',
    mediaType: 'video',
    isFree: false,
    price: 3,
    bundlePrice: 5,
    coverImg: '/media/sky.svg',
    ...overrides,
  });
  const episode = (episodeNo: number, values: Parameters<typeof makeContent>[1] = {}) =>
    makeContent(db, {
      playlistId: playlist.id,
      episodeNo,
      mediaType: 'video',
      title: `${episodeNo}화`,
      ...values,
    });
  const free = await episode(1, { isFree: true });
  const paid = await episode(2, { isFree: false, price: 3 });
  const last = await episode(3, { isFree: false, price: 3 });
  const audio = await episode(4, { mediaType: 'audio' });
  return { channel, playlist, free, paid, last, audio };
}

describe('GET /v1/service/video/free/{id}', () => {
  it('answers a free video episode to a visitor, with its playlist, channel and neighbours', async () => {
    const { channel, playlist, free, paid } = await videoPlaylist();
    const detail = await result(await http().get(`/v1/service/video/free/${free.id}`));
    expect(detail).toMatchObject({
      id: free.id,
      playlistId: playlist.id,
      episodeNo: 1,
      mediaType: 'video',
      isFree: true,
      access: 'free',
      mediaUrl: `/api/live/v2/content/play/${free.id}`,
      coverImg: '/media/sky.svg',
      playlist: { id: playlist.id, title: '밤하늘 영상', bundlePrice: 5 },
      channel: { id: channel.id, name: '영상 채널' },
      prev: null,
      next: { id: paid.id, title: '2화' },
    });
  });

  it('answers a paid one with 403, an audio one with 404, a 19+ one with the adult reason', async () => {
    const { paid, audio } = await videoPlaylist();
    const paidAnswer = await http().get(`/v1/service/video/free/${paid.id}`);
    expect(paidAnswer.statusCode).toBe(403);
    expect(paidAnswer.json().message).toBe('ERROR_CONTENT_NOT_PURCHASED');
    const audioAnswer = await http().get(`/v1/service/video/free/${audio.id}`);
    expect(audioAnswer.statusCode).toBe(404);
    expect(audioAnswer.json().message).toBe('ERROR_CONTENT_NOT_EXIST');

    const adult = await videoPlaylist({ isAdult: true });
    const hidden = await http().get(`/v1/service/video/free/${adult.free.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().result.reason).toBe('adult');
    const member = await memberWith(api.app, api.database.db, ADULT_ON);
    expect((await http().get(`/v1/service/video/free/${adult.free.id}`, member.token)).statusCode).toBe(200);
  });
});

describe('GET /v1/service/video/{id}', () => {
  it("needs a token and answers the member's access to the episode", async () => {
    const db = api.database.db;
    const { playlist, free, paid, last } = await videoPlaylist();
    expect((await http().get(`/v1/service/video/${paid.id}`)).statusCode).toBe(401);

    const member = await memberWith(api.app, db);
    const locked = await result(await http().get(`/v1/service/video/${paid.id}`, member.token));
    expect(locked).toMatchObject({
      access: 'not_purchased',
      mediaUrl: null,
      prev: { id: free.id },
      next: { id: last.id },
    });
    await db
      .insert(purchases)
      .values({ userId: member.userId, playlistId: playlist.id, contentId: paid.id, hearts: 3 });
    expect(await result(await http().get(`/v1/service/video/${paid.id}`, member.token))).toMatchObject({
      access: 'purchased',
      mediaUrl: `/api/live/v2/content/play/${paid.id}`,
    });
    expect((await result(await http().get(`/v1/service/video/${free.id}`, member.token))).access).toBe(
      'free',
    );
  });
});

describe('GET /v1/videoToPlaylistId/{id}', () => {
  it('names the playlist of an episode of any media type', async () => {
    const { playlist, audio } = await videoPlaylist();
    expect(await result(await http().get(`/v1/videoToPlaylistId/${audio.id}`))).toEqual({
      contentId: audio.id,
      playlistId: playlist.id,
      mediaType: 'audio',
    });
    const hidden = await makeContent(api.database.db, { status: 'draft' });
    expect((await http().get(`/v1/videoToPlaylistId/${hidden.id}`)).statusCode).toBe(404);
    const adult = await makeContent(api.database.db, { isAdult: true });
    expect((await http().get(`/v1/videoToPlaylistId/${adult.id}`)).json().result.reason).toBe('adult');
  });
});

describe('GET /v1/user/own/contents', () => {
  it('lists episodes bought one by one and those of playlists bought whole, each once', async () => {
    const db = api.database.db;
    const member = await memberWith(api.app, db, ADULT_MODE_OFF);
    const one = await videoPlaylist();
    const whole = await videoPlaylist();
    const adult = await videoPlaylist({ isAdult: true });
    await db.insert(purchases).values([
      {
        userId: member.userId,
        playlistId: one.playlist.id,
        contentId: one.paid.id,
        hearts: 3,
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      },
      {
        userId: member.userId,
        playlistId: whole.playlist.id,
        contentId: whole.paid.id,
        hearts: 3,
        createdAt: new Date(Date.UTC(2024, 0, 2)),
      },
      {
        userId: member.userId,
        playlistId: whole.playlist.id,
        contentId: null,
        hearts: 5,
        createdAt: new Date(Date.UTC(2024, 0, 3)),
      },
      { userId: member.userId, playlistId: adult.playlist.id, contentId: adult.paid.id, hearts: 3 },
    ]);

    const owned = await result(await http().get('/v1/user/own/contents', member.token));
    expect(owned).toMatchObject({ total: 5, offset: 20, page: 1 });
    const rows = owned.items.map((item: { id: number; via: string }) => [item.id, item.via]);
    expect(rows).toEqual([
      [whole.free.id, 'bundle'],
      [whole.last.id, 'bundle'],
      [whole.audio.id, 'bundle'],
      [whole.paid.id, 'purchased'],
      [one.paid.id, 'purchased'],
    ]);
    expect(owned.items[4]).toMatchObject({
      ownedAt: '2024-01-01T00:00:00.000Z',
      playlistTitle: '밤하늘 영상',
    });
    const second = await result(await http().get('/v1/user/own/contents?offset=2&page=3', member.token));
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([one.paid.id]);
    expect((await http().get('/v1/user/own/contents')).statusCode).toBe(401);
  });
});

describe('GET /v1/user/contents', () => {
  it('lists the episodes the member played, the latest first, reports still in the buffer included', async () => {
    const db = api.database.db;
    const member = await memberWith(api.app, db);
    const { free, audio } = await videoPlaylist();
    const report = async (id: number, playtime: number) => {
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/live/v2/content/playtime/${id}`,
        headers: { token: member.token, 'x-client': 'web', 'content-type': 'application/json' },
        payload: { playtime, interval: 10 },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await report(free.id, 12);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report(audio.id, 30);

    const played = await result(await http().get('/v1/user/contents', member.token));
    expect(played).toMatchObject({ total: 2, offset: 20, page: 1 });
    expect(played.items.map((item: { id: number; playtime: number }) => [item.id, item.playtime])).toEqual([
      [audio.id, 30],
      [free.id, 12],
    ]);
    expect((await http().get('/v1/user/contents')).statusCode).toBe(401);
  });
});

describe('GET /v2/user/playlist/{id}/content', () => {
  it("answers the member's access to every episode of the playlist", async () => {
    const db = api.database.db;
    const member = await memberWith(api.app, db);
    const { playlist, free, paid, last, audio } = await videoPlaylist();
    await db
      .insert(purchases)
      .values({ userId: member.userId, playlistId: playlist.id, contentId: paid.id, hearts: 3 });

    expect(await result(await http().get(`/v2/user/playlist/${playlist.id}/content`, member.token))).toEqual({
      playlistId: playlist.id,
      bundle: false,
      subscribed: false,
      items: [
        { contentId: free.id, episodeNo: 1, access: 'free', playable: true },
        { contentId: paid.id, episodeNo: 2, access: 'purchased', playable: true },
        { contentId: last.id, episodeNo: 3, access: 'not_purchased', playable: false },
        { contentId: audio.id, episodeNo: 4, access: 'free', playable: true },
      ],
    });
    expect((await http().get(`/v2/user/playlist/${playlist.id}/content`)).statusCode).toBe(401);
    const adult = await videoPlaylist({ isAdult: true });
    const denied = await http().get(`/v2/user/playlist/${adult.playlist.id}/content`, member.token);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().result.reason).toBe('adult');
  });
});
