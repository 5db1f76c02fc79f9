import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '#api/db/schema/index';
import { authed, joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeBanner, makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { addActivity } from '../ranking/test-kit.ts';

// Content management from the console (issue 17): hiding takes a playlist out of home, search,
// channel pages and its own page at once (the home cache is dropped), prices never take back
// what was bought, 19+ applies on the next request, and support may hide but not edit.
const api = setupTestApi({ settings: { homeCacheMs: 60_000 } });

const cookies = {} as Record<TOpsRole, string>;
const tokens = {} as Record<'plain' | 'adult' | 'buyer', string>;
let buyerId = 0;
let playlistId = 0;
let channelId = 0;
let freeEpisodeId = 0;
let paidEpisodeId = 0;
const TITLE = '콘솔시험 빗소리';

async function signIn(role: TOpsRole): Promise<string> {
  const created = await api.app.services.console.createOperator({
    email: `${role}@content.example`,
    role,
    name: role,
  });
  const otp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
    digits: 6,
    period: 30,
  }).generate();
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: `${role}@content.example`, password: created!.password, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  return `ops_token=${response.cookies.find((cookie) => cookie.name === 'ops_token')!.value}`;
}

function console_(role: TOpsRole, method: 'GET' | 'PUT', path: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api/live/ops/content${path}`,
    headers: { ...WRITE, cookie: cookies[role] },
    ...(payload ? { payload } : {}),
  });
}

function get(url: string, token?: string) {
  return api.app.inject({ url: `/api/live${url}`, headers: token ? authed(token) : { 'x-client': 'web' } });
}

async function homeTitles(token?: string): Promise<string[]> {
  const home = (await get('/v2/service/home?items=[7,8]', token)).json();
  return home.result.sections.flatMap((section: { items: { title: string }[] }) =>
    section.items.map((item) => item.title),
  );
}

async function searchTitles(token?: string): Promise<string[]> {
  const found = (await get(`/v2/search?keyword=${encodeURIComponent('콘솔시험')}`, token)).json();
  return found.result.items.map((item: { title: string }) => item.title);
}

async function channelTitles(token?: string): Promise<string[]> {
  const found = (await get(`/v2/channel/${channelId}/playlist`, token)).json();
  const items = found.result.items ?? found.result;
  return items.map((item: { title: string }) => item.title);
}

beforeAll(async () => {
  const db = api.database.db;
  for (const role of ['operator', 'support', 'finance'] as const) cookies[role] = await signIn(role);
  const channel = await makeChannel(db, { name: '콘솔시험 채널' });
  channelId = channel.id;
  const playlist = await makePlaylist(db, {
    channelId,
    title: TITLE,
    isFree: false,
    price: 3,
    categoryIds: [7],
  });
  playlistId = playlist.id;
  freeEpisodeId = (await makeContent(db, { playlistId, episodeNo: 1, isFree: true })).id;
  paidEpisodeId = (await makeContent(db, { playlistId, episodeNo: 2, isFree: false, price: 3 })).id;
  tokens.plain = (await joinMember(api.app)).token;
  const adult = await joinMember(api.app);
  await db
    .update(users)
    .set({ isAuth: true, isAdult: 1, adultMode: true })
    .where(eq(users.id, adult.user.userInfo.id));
  tokens.adult = adult.token;
  const buyer = await joinMember(api.app);
  buyerId = buyer.user.userInfo.id;
  tokens.buyer = buyer.token;
  await db.insert(purchases).values({ userId: buyerId, playlistId, contentId: paidEpisodeId, hearts: 3 });
});

describe('hiding and publishing a playlist', () => {
  it('takes it out of home, search, the channel page and its own page at once, and brings it back', async () => {
    await makeBanner(api.database.db, { playlistId, linkUrl: `/playlist/${playlistId}` });
    // Warm the home cache first: the change must not wait for it to expire.
    expect(await homeTitles()).toContain(TITLE);
    expect(await searchTitles()).toContain(TITLE);
    expect(await channelTitles()).toContain(TITLE);

    const hidden = await console_('support', 'PUT', `/playlists/${playlistId}`, {
      status: 'hidden',
      reason: '신고 접수 확인',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().result.status).toBe('hidden');

    const banners = (await get('/v2/service/home?items=[7]')).json().result.banners;
    expect(banners.map((banner: { linkUrl: string }) => banner.linkUrl)).not.toContain(
      `/playlist/${playlistId}`,
    );
    for (const token of [undefined, tokens.plain, tokens.adult]) {
      expect(await homeTitles(token)).not.toContain(TITLE);
      expect(await searchTitles(token)).not.toContain(TITLE);
      expect(await channelTitles(token)).not.toContain(TITLE);
    }
    const page = await get(`/v2/playlist/${playlistId}`, tokens.buyer);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('ERROR_CONTENT_NOT_EXIST');

    // The console still finds it, with the filter.
    const listed = await console_(
      'finance',
      'GET',
      `/playlists?q=${encodeURIComponent('콘솔시험')}&status=hidden`,
    );
    expect(listed.json().result.map((row: { id: number }) => row.id)).toEqual([playlistId]);

    // Hiding again changes nothing and says so.
    const again = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      status: 'hidden',
      reason: '중복',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');

    const published = await console_('support', 'PUT', `/playlists/${playlistId}`, {
      status: 'published',
      reason: '검토 완료',
    });
    expect(published.statusCode).toBe(200);
    expect(await homeTitles()).toContain(TITLE);
    expect(await searchTitles()).toContain(TITLE);
    expect((await get(`/v2/playlist/${playlistId}`)).statusCode).toBe(200);

    const audit = await api.database.db.execute<{
      action: string;
      before: unknown;
      after: unknown;
      reason: string;
    }>(
      sql`select action, before, after, reason from ops_audit where target = ${`playlist:${playlistId}`} order by id`,
    );
    expect(audit.rows.map((row) => row.reason)).toEqual(['신고 접수 확인', '검토 완료']);
    expect(audit.rows[0]).toMatchObject({
      action: 'content.playlist.update',
      before: { status: 'published' },
      after: { status: 'hidden' },
    });
  });

  it('hides a whole channel: its page and its playlists read as absent', async () => {
    const hidden = await console_('support', 'PUT', `/channels/${channelId}`, {
      status: 'hidden',
      reason: '채널 점검',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await get(`/v2/channel/${channelId}`)).json().message).toBe('ERROR_CHANNEL_NOT_EXIST');
    expect(await homeTitles()).not.toContain(TITLE);
    expect(await searchTitles()).not.toContain(TITLE);
    expect((await get(`/v2/playlist/${playlistId}`)).json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    // Its episodes too, wherever they are looked up (resume position, playtime).
    expect((await get(`/v1/user/playtime/${freeEpisodeId}`, tokens.plain)).json().message).toBe(
      'ERROR_CONTENT_NOT_EXIST',
    );
    const back = await console_('operator', 'PUT', `/channels/${channelId}`, {
      status: 'published',
      reason: '점검 끝',
    });
    expect(back.statusCode).toBe(200);
    expect(await homeTitles()).toContain(TITLE);
    expect(await searchTitles()).toContain(TITLE);
  });
});

describe('rankings', () => {
  it('a cached ranking leaves out what the console hid since, on the next request', async () => {
    const hour = new Date();
    hour.setUTCMinutes(0, 0, 0);
    await addActivity(api.database.db, playlistId, hour, { plays: 500, playtimeSec: 90_000, likes: 50 });
    const ranked = async () => {
      const answer = (await get('/v2/realtimeHot/cached?rows=100')).json();
      return answer.result.items.map((item: { playlist: { id: number } }) => item.playlist.id);
    };
    // Computes the snapshot once; later requests read it.
    await api.app.services.rankings.cache.refresh('realtime');
    expect(await ranked()).toContain(playlistId);
    const hidden = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      status: 'hidden',
      reason: '순위 점검',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await ranked()).not.toContain(playlistId);
    await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      status: 'published',
      reason: '순위 점검 끝',
    });
    expect(await ranked()).toContain(playlistId);
  });
});

describe('edits', () => {
  it('a price change keeps what was bought, and support may not change it', async () => {
    const refused = await console_('support', 'PUT', `/playlists/${playlistId}`, {
      price: 9,
      reason: '가격 인상',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('ERROR_PERMISSION_DENIED');
    const refusedEpisode = await console_('support', 'PUT', `/episodes/${paidEpisodeId}`, {
      price: 9,
      reason: '가격 인상',
    });
    expect(refusedEpisode.statusCode).toBe(403);
    const finance = await console_('finance', 'PUT', `/playlists/${playlistId}`, {
      status: 'hidden',
      reason: '숨김',
    });
    expect(finance.statusCode).toBe(403);

    const changed = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      price: 9,
      reason: '가격 인상',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const episode = await console_('operator', 'PUT', `/episodes/${paidEpisodeId}`, {
      price: 9,
      reason: '가격 인상',
    });
    expect(episode.statusCode, episode.body).toBe(200);
    expect(episode.json().result.price).toBe(9);

    const detail = (await get(`/v2/playlist/${playlistId}`, tokens.buyer)).json().result;
    expect(detail.price).toBe(9);
    const paid = detail.episodes.find((item: { id: number }) => item.id === paidEpisodeId);
    expect(paid.access).toBe('purchased');
    expect(paid.mediaUrl).not.toBeNull();
    const stranger = (await get(`/v2/playlist/${playlistId}`, tokens.plain)).json().result;
    expect(stranger.episodes.find((item: { id: number }) => item.id === paidEpisodeId).access).toBe(
      'not_purchased',
    );

    const audit = await api.database.db.execute<{ before: { price: number }; after: { price: number } }>(
      sql`select before, after from ops_audit where target = ${`episode:${paidEpisodeId}`}`,
    );
    expect(audit.rows).toEqual([expect.objectContaining({ before: expect.objectContaining({ price: 3 }) })]);
    expect(audit.rows[0]!.after.price).toBe(9);
  });

  it('기다무 terms and the rental length: the operator overrides them, the page follows (issue 38)', async () => {
    const refused = await console_('support', 'PUT', `/playlists/${playlistId}`, {
      waitFreeHours: 24,
      reason: '기다무 설정',
    });
    expect(refused.statusCode).toBe(403);
    const wrong = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      rentalHours: 0,
      reason: '대여 기간',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');

    const changed = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      rentalHours: 48,
      waitFreeHours: 24,
      waitFreeExcludeNewest: 1,
      waitFreeRentalHours: 72,
      reason: '기다무 시작',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.terms).toEqual({
      rentalHours: 48,
      waitFreeHours: 24,
      waitFreeExcludeNewest: 1,
      waitFreeRentalHours: 72,
    });
    const detail = (await get(`/v2/playlist/${playlistId}`, tokens.plain)).json().result;
    expect(detail.rentalHours).toBe(48);
    expect(detail.waitFree).toEqual({ hours: 24, excludeNewest: 1, rentalHours: 72 });
    const audit = await api.database.db.execute<{ after: { waitFreeHours: number } }>(
      sql`select after from ops_audit where target = ${`playlist:${playlistId}`} and reason = '기다무 시작'`,
    );
    expect(audit.rows[0]!.after.waitFreeHours).toBe(24);
    // Off again: the page says nothing of 기다무.
    await console_('operator', 'PUT', `/playlists/${playlistId}`, { waitFreeHours: 0, reason: '기다무 끝' });
    expect((await get(`/v2/playlist/${playlistId}`, tokens.plain)).json().result.waitFree).toBeNull();
  });

  it('the 19+ flag hides it from members who may not see adult items on their next request', async () => {
    const marked = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      isAdult: true,
      reason: '19+ 지정',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await homeTitles(tokens.plain)).not.toContain(TITLE);
    expect(await searchTitles(tokens.plain)).not.toContain(TITLE);
    const page = (await get(`/v2/playlist/${playlistId}`, tokens.plain)).json();
    expect(page.message).toBe('ERROR_CONTENT_NOT_EXIST');
    expect(await homeTitles(tokens.adult)).toContain(TITLE);
    expect(await searchTitles(tokens.adult)).toContain(TITLE);
    const unmarked = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      isAdult: false,
      reason: '해제',
    });
    expect(unmarked.statusCode).toBe(200);
    expect(await homeTitles(tokens.plain)).toContain(TITLE);
  });

  it('categories and item-set order: the home set follows the console', async () => {
    const other = await makePlaylist(api.database.db, { title: '콘솔시험 파도', categoryIds: [62] });
    const moved = await console_('operator', 'PUT', `/playlists/${playlistId}`, {
      categories: [
        { id: 62, sort: 0 },
        { id: 8, sort: 5 },
      ],
      reason: '홈 편성',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result.categories).toEqual([
      { id: 8, sort: 5 },
      { id: 62, sort: 0 },
    ]);
    // The newer playlist would come first at an equal position; the set's order puts it second.
    const second = await console_('operator', 'PUT', `/playlists/${other.id}`, {
      categories: [{ id: 62, sort: 1 }],
      reason: '홈 편성',
    });
    expect(second.statusCode, second.body).toBe(200);
    const home = (await get('/v2/service/home?items=[7,62]')).json().result.sections;
    const titlesOf = (id: number) =>
      home
        .find((section: { id: number }) => section.id === id)
        .items.map((item: { title: string }) => item.title);
    expect(titlesOf(7)).not.toContain(TITLE);
    expect(titlesOf(62).slice(0, 2)).toEqual([TITLE, other.title]);
    const detail = (await console_('finance', 'GET', `/playlists/${playlistId}`)).json().result;
    expect(detail.episodes).toHaveLength(2);
    expect(detail.categoryIds).toEqual([8, 62]);
  });

  it('refuses bad input in the spec envelope and changes nothing', async () => {
    const cases = [
      { price: -1, reason: '음수' },
      { price: 1.5, reason: '소수' },
      { categories: [{ id: 9999, sort: 0 }], reason: '없는 카테고리' },
      { status: 'draft', reason: '작성 중' },
      { price: 5 },
      { price: 5, reason: '알 수 없는 필드', title: '바꾸기' },
      { reason: '아무것도 없음' },
    ];
    for (const payload of cases) {
      const response = await console_('operator', 'PUT', `/playlists/${playlistId}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    const missing = await console_('operator', 'PUT', '/playlists/999999999', {
      status: 'hidden',
      reason: '없음',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    const bad = await console_('operator', 'GET', '/playlists?paid=maybe');
    expect(bad.statusCode).toBe(400);
    const detail = (await console_('operator', 'GET', `/playlists/${playlistId}`)).json().result;
    expect(detail.price).toBe(9);
  });
});
