import { beforeAll, describe, expect, it } from 'vitest';
import {
  channelFollows,
  contentLikes,
  playbackPositions,
  playlistPrefers,
  purchases,
} from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { ADULT_MODE_OFF, ADULT_ON, memberWith, setupDiscoveryApi } from './test-kit.ts';

/**
 * The discovery routes never show a 19+ item to anyone but a verified adult with adult mode on
 * (api.md "Lists"): every GET of this module with every adult id, as five kinds of caller whose
 * follows, 찜, purchases and history all include adult items. (adult-gating.test.ts walks the
 * whole API the same way as the composition registers these routes.)
 */
const MARK = '성인마커';
const api = setupDiscoveryApi();

type Caller = 'visitor' | 'unverified' | 'minor' | 'modeOff' | 'adultOn';
const world = {
  tokens: {} as Record<Exclude<Caller, 'visitor'>, string>,
  playlists: [] as number[],
  contents: [] as number[],
  channels: [] as number[],
  adultPlaylists: [] as number[],
  adultContents: [] as number[],
};

beforeAll(async () => {
  const db = api.database.db;
  const adultChannel = await makeChannel(db, { name: `${MARK} 채널`, isAdult: true });
  const plainChannel = await makeChannel(db, { name: '일반 채널' });
  const inAdultChannel = await makePlaylist(db, {
    channelId: adultChannel.id,
    title: `${MARK} 채널의 목록`,
    tags: ['빗소리'],
    mediaType: 'video',
    categoryIds: [7, 8],
  });
  const adultPlaylist = await makePlaylist(db, {
    channelId: plainChannel.id,
    title: `${MARK} 목록`,
    isAdult: true,
    isFree: false,
    price: 2,
    tags: ['빗소리'],
    mediaType: 'video',
    categoryIds: [7, 34],
  });
  const plainPlaylist = await makePlaylist(db, {
    channelId: plainChannel.id,
    title: '일반 목록',
    tags: ['빗소리'],
    mediaType: 'video',
    categoryIds: [7],
  });
  const e1 = await makeContent(db, {
    playlistId: inAdultChannel.id,
    title: `${MARK} 1`,
    mediaType: 'video',
    episodeNo: 1,
  });
  const e2 = await makeContent(db, {
    playlistId: adultPlaylist.id,
    title: `${MARK} 2`,
    mediaType: 'video',
    isFree: false,
    price: 2,
    episodeNo: 1,
  });
  const e3 = await makeContent(db, {
    playlistId: plainPlaylist.id,
    title: `${MARK} 3`,
    mediaType: 'video',
    isAdult: true,
    episodeNo: 1,
  });
  const e4 = await makeContent(db, {
    playlistId: plainPlaylist.id,
    title: '일반 에피소드',
    mediaType: 'video',
    episodeNo: 2,
  });
  world.playlists = [inAdultChannel.id, adultPlaylist.id, plainPlaylist.id];
  world.contents = [e1.id, e2.id, e3.id, e4.id];
  world.channels = [adultChannel.id, plainChannel.id];
  world.adultPlaylists = [inAdultChannel.id, adultPlaylist.id];
  world.adultContents = [e1.id, e2.id, e3.id];

  const members = {
    unverified: await memberWith(api.app, db),
    minor: await memberWith(api.app, db, { isAuth: true, isAdult: 2, adultMode: false }),
    modeOff: await memberWith(api.app, db, ADULT_MODE_OFF),
    adultOn: await memberWith(api.app, db, ADULT_ON),
  };
  for (const [kind, member] of Object.entries(members)) {
    world.tokens[kind as keyof typeof members] = member.token;
    const userId = member.userId;
    // Everything a member may have collected while adult mode was on (or that an operator flagged later).
    await db.insert(channelFollows).values(world.channels.map((channelId) => ({ userId, channelId })));
    await db.insert(playlistPrefers).values(world.playlists.map((playlistId) => ({ userId, playlistId })));
    await db.insert(contentLikes).values(world.contents.map((contentId) => ({ userId, contentId })));
    await db
      .insert(playbackPositions)
      .values(world.contents.map((contentId) => ({ userId, contentId, playtime: 5 })));
    await db.insert(purchases).values([
      { userId, playlistId: adultPlaylist.id, contentId: e2.id, hearts: 2 },
      { userId, playlistId: inAdultChannel.id, contentId: null, hearts: 0 },
    ]);
  }
});

function urls(): string[] {
  const out = [
    '/v2/service/home/all?offset=100&rand=1',
    '/v2/service/home/new',
    '/v1/service/home/follow',
    '/v2/service/home/board',
    '/v2/playlistCursor?offset=100',
    '/v2/playlistCursor?offset=100&type=video&sort=old',
    '/v1/service/contents?offset=100',
    '/v1/contents/sitemap',
    '/v2/channel/follow',
    '/v2/user/library/own/prefer',
    '/v1/user/own/contents',
    '/v1/user/contents',
  ];
  for (const category of [7, 8, 34]) out.push(`/v2/category/${category}/playlist`);
  for (const id of world.channels) out.push(`/v2/channel/user/${id}`);
  for (const id of world.playlists) {
    out.push(
      `/v2/playlist/prefer/${id}`,
      `/v2/playlist/like/${id}`,
      `/v2/user/playlist/${id}/content`,
      `/v2/playlist/recommendPlaylist?playlistId=${id}`,
    );
    for (const channelId of world.channels) {
      out.push(`/v2/playlist/recommendPlaylist?playlistId=${id}&channelId=${channelId}`);
    }
  }
  for (const id of world.contents) {
    out.push(`/v1/service/video/free/${id}`, `/v1/service/video/${id}`, `/v1/videoToPlaylistId/${id}`);
  }
  return out;
}

async function walk(caller: Caller): Promise<{ leaks: string[]; statuses: Map<string, number> }> {
  const token = caller === 'visitor' ? null : world.tokens[caller];
  const leaks: string[] = [];
  const statuses = new Map<string, number>();
  for (const url of urls()) {
    const response = await api.app.inject({ url: `/api/live${url}`, headers: token ? { token } : {} });
    statuses.set(url, response.statusCode);
    if (response.body.includes(MARK)) leaks.push(`${response.statusCode} ${url}`);
  }
  return { leaks, statuses };
}

describe('discovery keeps 19+ items out of sight', () => {
  for (const caller of ['visitor', 'unverified', 'minor', 'modeOff'] as const) {
    it(`for a ${caller}`, async () => {
      const { leaks, statuses } = await walk(caller);
      expect(leaks).toEqual([]);
      // The walk reached the lists (members) rather than stopping at the door.
      if (caller !== 'visitor') expect(statuses.get('/v1/user/own/contents')).toBe(200);
      for (const id of world.adultContents) {
        expect(statuses.get(`/v1/videoToPlaylistId/${id}`)).toBe(404);
      }
    });
  }

  it('but a verified adult with adult mode on sees them (the walk finds what it looks for)', async () => {
    const { leaks } = await walk('adultOn');
    for (const url of [
      '/v2/service/home/all?offset=100&rand=1',
      '/v2/service/home/new',
      '/v1/service/home/follow',
      '/v2/playlistCursor?offset=100',
      '/v1/service/contents?offset=100',
      '/v2/channel/follow',
      '/v2/user/library/own/prefer',
      '/v1/user/own/contents',
      '/v1/user/contents',
      '/v2/category/34/playlist',
      `/v1/service/video/free/${world.contents[0]}`,
      `/v1/service/video/${world.contents[1]}`,
      `/v2/playlist/recommendPlaylist?playlistId=${world.playlists[2]}`,
    ]) {
      expect(leaks, url).toContain(`200 ${url}`);
    }
  });

  it('never lists a 19+ channel, playlist or episode in the sitemap, whoever asks', async () => {
    for (const token of [undefined, world.tokens.adultOn]) {
      const response = await api.app.inject({
        url: '/api/live/v1/contents/sitemap',
        headers: token ? { token } : {},
      });
      const sitemap = response.json().result as {
        channels: { id: number }[];
        playlists: { id: number }[];
        contents: { id: number }[];
      };
      // The plain channel is listed for its one public playlist; the 19+ channel never.
      expect(sitemap.channels.map((row) => row.id)).toEqual([world.channels[1]]);
      expect(sitemap.playlists.map((row) => row.id)).toEqual([world.playlists[2]]);
      expect(sitemap.contents.map((row) => row.id)).toEqual([world.contents[3]]);
    }
  });
});
