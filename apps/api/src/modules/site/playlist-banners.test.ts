import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, users } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';

const api = setupTestApi();
const world = {} as { rain: number; other: number; adultPlaylist: number; adultToken: string };

async function titles(path: string, token?: string): Promise<string[]> {
  const response = await api.app.inject({ url: `/api/live${path}`, headers: token ? { token } : {} });
  expect(response.statusCode).toBe(200);
  return (response.json().result as { title: string }[]).map((banner) => banner.title);
}

beforeAll(async () => {
  const db = api.database.db;
  const channel = await makeChannel(db, { name: '배너 채널' });
  world.rain = (await makePlaylist(db, { channelId: channel.id, title: '비 오는 밤' })).id;
  world.other = (await makePlaylist(db, { channelId: channel.id, title: '바람 소리' })).id;
  world.adultPlaylist = (await makePlaylist(db, { channelId: channel.id, title: '비밀', isAdult: true })).id;
  const base = { type: 'playlist', imageUrl: '/media/demo/banners/b1.svg' };
  await db.insert(banners).values([
    { ...base, title: '모든 플레이리스트', sort: 2 },
    { ...base, title: '비 오는 밤 전용', playlistId: world.rain, sort: 1 },
    { ...base, title: '회원 전용', grade: 'member', playlistId: world.rain, sort: 3 },
    { ...base, title: '19금 배너', isAdult: true, sort: 4 },
    { ...base, title: '19금 플레이리스트 배너', playlistId: world.adultPlaylist, sort: 5 },
    { ...base, title: '끝난 배너', endsAt: new Date(Date.now() - 60_000) },
    { type: 'main', imageUrl: '/x.svg', title: '메인 배너' },
  ]);
  const joined = await joinMember(api.app);
  await db
    .update(users)
    .set({ isAuth: true, isAdult: 1, adultMode: true })
    .where(eq(users.id, joined.user.userInfo.id));
  world.adultToken = joined.token;
});

describe('GET /v2/service/banner/playlist/{id}', () => {
  it("answers the playlist's own banners and those for every playlist, in their order", async () => {
    expect(await titles(`/v2/service/banner/playlist/${world.rain}`)).toEqual([
      '비 오는 밤 전용',
      '모든 플레이리스트',
      '회원 전용',
    ]);
    expect(await titles(`/v2/service/banner/playlist/${world.other}`)).toEqual(['모든 플레이리스트']);
  });

  it('filters by grade', async () => {
    expect(await titles(`/v2/service/banner/playlist/${world.rain}?grade=member`)).toEqual(['회원 전용']);
  });

  it('shows 19+ banners only to an adult with adult mode on', async () => {
    const page = `/v2/service/banner/playlist/${world.adultPlaylist}`;
    expect(await titles(page)).toEqual(['모든 플레이리스트']);
    expect(await titles(page, world.adultToken)).toEqual([
      '모든 플레이리스트',
      '19금 배너',
      '19금 플레이리스트 배너',
    ]);
  });

  it('answers 400 to an id that is not a playlist id', async () => {
    const response = await api.app.inject({ url: '/api/live/v2/service/banner/playlist/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().result.error).toBe('ERROR_REQUEST_PARAMETER_WRONG');
  });
});
