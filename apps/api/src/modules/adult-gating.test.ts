import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  channelBoards,
  channelSubscriptionProducts,
  comments,
  galleryPurchases,
  purchases,
  users,
} from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makeBanner, makeChannel, makeContent, makePlaylist } from '../../test/factories.ts';
import { makeGalleryItem } from './gallery/test-kit.ts';

/**
 * Adult items never reach anyone who is not a verified adult with adult mode on (api.md "Lists",
 * issue 4): this walks every GET path of the API with every adult id, plus the media route, as
 * four kinds of caller, and looks for the marker every adult item carries in its text.
 */
const MARK = '성인마커';
const media = mediaRoots(`/tmp/sogon-gating-${process.pid}`);
const api = setupTestApi({ media });

interface World {
  ids: Record<string, number[]>;
  tokens: Record<'unverified' | 'minor' | 'modeOff' | 'adultOn', string>;
}
const world = {} as World;

async function member(flags: { isAuth: boolean; isAdult: number; adultMode: boolean }) {
  const joined = await joinMember(api.app);
  await api.database.db.update(users).set(flags).where(eq(users.id, joined.user.userInfo.id));
  return joined;
}

beforeAll(async () => {
  const db = api.database.db;
  const adultChannel = await makeChannel(db, { name: `${MARK} 채널`, isAdult: true });
  const plainChannel = await makeChannel(db, { name: '일반 채널' });
  const inAdultChannel = await makePlaylist(db, {
    channelId: adultChannel.id,
    title: `${MARK} 채널의 목록`,
    categoryIds: [7, 8],
  });
  const adultPlaylist = await makePlaylist(db, {
    channelId: plainChannel.id,
    title: `${MARK} 목록`,
    isAdult: true,
    isFree: false,
    price: 2,
    bundlePrice: 3,
    categoryIds: [7, 8, 34],
  });
  const plainPlaylist = await makePlaylist(db, {
    channelId: plainChannel.id,
    title: '일반 목록',
    categoryIds: [7, 8],
  });
  const e1 = await makeContent(db, { playlistId: inAdultChannel.id, title: `${MARK} 1`, mediaKey: 'x.m4a' });
  const e2 = await makeContent(db, {
    playlistId: adultPlaylist.id,
    title: `${MARK} 2`,
    isFree: false,
    price: 2,
    mediaKey: 'x.m4a',
  });
  const e3 = await makeContent(db, {
    playlistId: plainPlaylist.id,
    title: `${MARK} 3`,
    isAdult: true,
    mediaKey: 'x.m4a',
  });
  const e4 = await makeContent(db, {
    playlistId: plainPlaylist.id,
    title: '일반 에피소드',
    mediaKey: 'x.m4a',
  });
  await makeBanner(db, { title: `${MARK} 배너`, isAdult: true });
  await makeBanner(db, { title: `${MARK} 충전 배너`, type: 'charge', isAdult: true });
  // Gallery: an adult picture of a plain channel (free, so only the adult gate stands in the way),
  // a paid picture of the adult channel, and a plain one. Each full image carries the marker too.
  const galleryItems = [
    await makeGalleryItem(db, {
      channelId: plainChannel.id,
      title: `${MARK} 그림`,
      isAdult: true,
      price: 0,
      storage: api.app.services.media.privateStorage,
      image: `${MARK} 원본`,
    }),
    await makeGalleryItem(db, {
      channelId: adultChannel.id,
      title: `${MARK} 채널의 그림`,
      price: 2,
      storage: api.app.services.media.privateStorage,
      image: `${MARK} 원본`,
    }),
    await makeGalleryItem(db, { channelId: plainChannel.id, title: '일반 그림', price: 0 }),
  ];
  await db
    .insert(channelSubscriptionProducts)
    .values({ channelId: adultChannel.id, name: `${MARK} 구독`, heartsPerMonth: 5 });

  const modeOff = await member({ isAuth: true, isAdult: 1, adultMode: false });
  // Bought while adult mode was on; the library must not show it with the mode off.
  await db
    .insert(purchases)
    .values({ userId: modeOff.user.userInfo.id, playlistId: adultPlaylist.id, contentId: e2.id, hearts: 2 });
  await db
    .insert(galleryPurchases)
    .values({ userId: modeOff.user.userInfo.id, itemId: galleryItems[1]!.id, hearts: 2 });
  // Boards and comments: a post of the adult channel, and comments on every adult thing (episodes
  // of each kind, the adult channel's post, both adult pictures), each carrying the marker.
  const writer = modeOff.user.userInfo.id;
  const boards = await db
    .insert(channelBoards)
    .values([
      { channelId: adultChannel.id, userId: writer, title: `${MARK} 게시글`, content: `${MARK} 본문` },
      { channelId: plainChannel.id, userId: writer, title: '일반 게시글', content: '본문' },
    ])
    .returning();
  const commentOn = (targetType: 'content' | 'board' | 'gallery', targetId: number, channelId: number) => ({
    targetType,
    targetId,
    channelId,
    userId: writer,
    content: `${MARK} 댓글`,
  });
  await db
    .insert(comments)
    .values([
      commentOn('content', e1.id, adultChannel.id),
      commentOn('content', e2.id, plainChannel.id),
      commentOn('content', e3.id, plainChannel.id),
      commentOn('board', boards[0]!.id, adultChannel.id),
      commentOn('gallery', galleryItems[0]!.id, plainChannel.id),
      commentOn('gallery', galleryItems[1]!.id, adultChannel.id),
    ]);
  world.tokens = {
    unverified: (await member({ isAuth: false, isAdult: 0, adultMode: false })).token,
    minor: (await member({ isAuth: true, isAdult: 2, adultMode: false })).token,
    modeOff: modeOff.token,
    adultOn: (await member({ isAuth: true, isAdult: 1, adultMode: true })).token,
  };
  const playlistIds = [inAdultChannel.id, adultPlaylist.id, plainPlaylist.id];
  const contentIds = [e1.id, e2.id, e3.id, e4.id];
  const channelIds = [adultChannel.id, plainChannel.id];
  world.ids = {
    playlistId: playlistIds,
    contentId: [0, ...contentIds],
    channelId: channelIds,
    id: [...playlistIds, ...contentIds, ...channelIds],
    a: playlistIds,
    b: contentIds,
    x: channelIds,
    itemId: galleryItems.map((item) => item.id),
    boardId: boards.map((board) => board.id),
  };
});

/** Every concrete URL: each GET path of the OpenAPI document with every combination of adult ids. */
async function urls(): Promise<string[]> {
  const document = (await api.app.inject({ url: '/api/live/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const out = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    // Logout is a GET too: walking it would end the walker's own session halfway.
    const skip = ['sandbox', 'openapi', '/dev/', '/auth/logout'];
    if (!operations.get || skip.some((part) => path.includes(part))) continue;
    let expanded = [path];
    for (const name of path.match(/\{(\w+)\}/g) ?? []) {
      const key = name.slice(1, -1);
      const values = world.ids[key] ?? world.ids.id!;
      expanded = expanded.flatMap((url) => values.map((value) => url.replace(name, String(value))));
    }
    for (const url of expanded) out.add(url);
  }
  out.add('/api/live/v2/category?items=[7,8,34]');
  out.add('/api/live/v1/service/home?items=[7,8,34]');
  out.add('/api/live/v2/service/banners?type=main');
  out.add('/api/live/v2/service/banners?type=charge');
  out.add(
    `/api/live/v1/service/content/purchase/${world.ids.playlistId![1]}?contentIds=[${world.ids.b!.join(',')}]`,
  );
  for (const id of world.ids.itemId!) out.add(`/media/gallery/${id}`);
  return [...out];
}

async function leaks(token: string | null): Promise<string[]> {
  const found: string[] = [];
  for (const url of await urls()) {
    const response = await api.app.inject({
      url,
      // Media routes read the session from the cookie, as a browser sends it.
      headers: { 'x-client': 'web', ...(token ? { token, cookie: `token=${token}` } : {}) },
    });
    if (response.body.includes(MARK)) found.push(`${response.statusCode} ${url}`);
  }
  return found;
}

describe('adult items stay out of sight', () => {
  it('for a visitor', async () => {
    expect(await leaks(null)).toEqual([]);
  });

  it('for a member who has not verified', async () => {
    expect(await leaks(world.tokens.unverified)).toEqual([]);
  });

  it('for a verified member under 19', async () => {
    expect(await leaks(world.tokens.minor)).toEqual([]);
  });

  it('for a verified adult with adult mode off', async () => {
    expect(await leaks(world.tokens.modeOff)).toEqual([]);
  });

  it('but a verified adult with adult mode on sees them (the walk can find what it looks for)', async () => {
    const seen = await leaks(world.tokens.adultOn);
    expect(seen.some((line) => line.includes('/v2/service/home'))).toBe(true);
    expect(seen.some((line) => line.includes(`/v2/playlist/${world.ids.playlistId![1]}`))).toBe(true);
    expect(seen.some((line) => line.includes('/v2/service/banners?type=main'))).toBe(true);
    const [adultPicture, pictureOfAdultChannel] = world.ids.itemId!;
    const [adultChannelId] = world.ids.x!;
    expect(seen).toContain(`200 /api/live/v2/channel/${adultChannelId}/galleryCursor`);
    expect(seen).toContain(`200 /api/live/v2/channel/${adultChannelId}/gallery/${pictureOfAdultChannel}`);
    expect(seen).toContain(`200 /media/gallery/${adultPicture}`);
    const [adultBoard] = world.ids.boardId!;
    expect(seen).toContain('200 /api/live/v2/service/home/board');
    expect(seen).toContain(`200 /api/live/v1/channel/${adultChannelId}/board`);
    expect(seen).toContain(`200 /api/live/v1/channel/${adultChannelId}/board/${adultBoard}/comment`);
    expect(seen).toContain(
      `200 /api/live/v2/playlist/comment/${world.ids.playlistId![1]}/${world.ids.b![1]}`,
    );
    expect(seen).toContain(
      `200 /api/live/v2/channel/${adultChannelId}/gallery/${pictureOfAdultChannel}/comment`,
    );
  });

  it('answers an adult detail with the 19+ reason, not a plain absence', async () => {
    const response = await api.app.inject({ url: `/api/live/v2/playlist/${world.ids.playlistId![1]}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'ERROR_CONTENT_NOT_EXIST',
      result: { error: 'ERROR_CONTENT_NOT_EXIST', reason: 'adult' },
    });
    const absent = await api.app.inject({ url: '/api/live/v2/playlist/999999' });
    expect(absent.json().result.reason).toBeUndefined();
  });

  it('kept every walker logged in (a walk as a visitor would prove nothing)', async () => {
    for (const token of Object.values(world.tokens)) {
      const me = await api.app.inject({ url: '/api/live/v2/user', headers: { token } });
      expect(me.statusCode).toBe(200);
    }
  });
});
