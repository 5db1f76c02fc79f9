import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { studioCatalogTexts as text } from '@sogon/contract/messages/studio-catalog';
import { jpegMetadataMarkers, runFfmpeg, sniffImage } from '@sogon/media';
import { and, asc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, contents, playlistCategories, playlists, purchases, users } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

// The studio's channel profile and playlists (issue 37), through the composed API on a real
// PostgreSQL: ownership refusals, the one image re-encode path, the handle's unique index, and
// first N free applied to the episodes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-studio-catalog-'));
const roots = mediaRoots(dataDir);
const api = setupTestApi({ media: roots });
const db = () => api.database.db;
const fixtures = path.join(dataDir, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
const CLIENT = { 'x-client': 'sogon-web' };

beforeAll(async () => {
  fs.mkdirSync(fixtures, { recursive: true });
  for (const [name, source] of [
    ['wide.png', 'testsrc2=s=2400x600'],
    ['photo.png', 'testsrc2=s=640x480'],
  ] as const) {
    await runFfmpeg(
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', path.join(fixtures, name)],
      { timeoutMs: 20_000 },
    );
  }
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

function call(token: string | null, method: Method, url: string, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: {
      ...CLIENT,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function upload(token: string | null, url: string, bytes: Buffer, filename = 'a.png') {
  const boundary = 'studio-catalog-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.app.inject({
    method: 'POST',
    url: `/api/live${url}`,
    headers: {
      ...CLIENT,
      ...(token ? { token } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  code: string,
  detail?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message: code, ...(detail ? { detail } : {}) });
}

async function member() {
  const joined = await joinMember(api.app);
  return { token: joined.token, id: joined.user.userInfo.id };
}

/** A creator: a member who owns a channel. */
async function creator() {
  const who = await member();
  const channel = await makeChannel(db(), { ownerUserId: who.id, name: `채널 ${who.id}` });
  return { ...who, channel };
}

async function verifyAdult(userId: number) {
  await db().update(users).set({ isAuth: true, isAdult: 1 }).where(eq(users.id, userId));
}

async function episodesOf(playlistId: number) {
  return db()
    .select({
      id: contents.id,
      episodeNo: contents.episodeNo,
      isFree: contents.isFree,
      price: contents.price,
    })
    .from(contents)
    .where(eq(contents.playlistId, playlistId))
    .orderBy(asc(contents.episodeNo));
}

describe('channel profile', () => {
  it('lists and saves the name, handle, introduction and links, shown on the channel page', async () => {
    const owner = await creator();
    const listed = await call(owner.token, 'GET', '/v1/studio/channels');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result).toEqual([
      expect.objectContaining({ id: owner.channel.id, handle: null, links: [] }),
    ]);

    const saved = await call(owner.token, 'PATCH', `/v1/studio/channels/${owner.channel.id}`, {
      name: '  새벽 라디오  ',
      handle: '@Dawn.Radio_1',
      description: '잠들기 전에 듣는 이야기',
      links: [
        { label: '유튜브', url: 'https://youtube.example/@dawn' },
        { label: '블로그', url: 'http://blog.example/dawn' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ name: '새벽 라디오', handle: 'dawn.radio_1' });

    const page = await call(null, 'GET', `/v2/channel/${owner.channel.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().result).toMatchObject({
      name: '새벽 라디오',
      handle: 'dawn.radio_1',
      description: '잠들기 전에 듣는 이야기',
      links: [
        { label: '유튜브', url: 'https://youtube.example/@dawn' },
        { label: '블로그', url: 'http://blog.example/dawn' },
      ],
    });

    // "" removes the handle.
    const cleared = await call(owner.token, 'PATCH', `/v1/studio/channels/${owner.channel.id}`, {
      handle: '',
    });
    expect(cleared.json().result.handle).toBeNull();
  });

  it('refuses a bad handle, a javascript: link and a sixth link, and changes nothing', async () => {
    const owner = await creator();
    const url = `/v1/studio/channels/${owner.channel.id}`;
    await call(owner.token, 'PATCH', url, { handle: 'keep_me' });
    const cases: [unknown, string][] = [
      [{ handle: 'ab' }, text.problems.handleFormat],
      [{ handle: '한글핸들' }, text.problems.handleFormat],
      [{ handle: 'has space' }, text.problems.handleFormat],
      [{ handle: 'x'.repeat(21) }, text.problems.handleFormat],
      [{ name: '   ' }, text.problems.nameEmpty],
      [{ name: 'ㄱ'.repeat(41) }, text.problems.nameTooLong],
      [{ name: '바뀜', links: [{ label: '나쁜', url: 'javascript:alert(1)' }] }, text.problems.linkUrl],
      [{ links: [{ label: '파일', url: 'file:///etc/passwd' }] }, text.problems.linkUrl],
      [{ links: [{ label: '', url: 'https://a.example' }] }, text.problems.linkLabel],
      [
        {
          links: Array.from({ length: 6 }, (_, n) => ({ label: `링크${n}`, url: `https://a.example/${n}` })),
        },
        text.problems.linksTooMany,
      ],
    ];
    for (const [body, detail] of cases) {
      expectError(await call(owner.token, 'PATCH', url, body), 400, 'ERROR_REQUEST_PARAMETER_WRONG', detail);
    }
    const [row] = await db().select().from(channels).where(eq(channels.id, owner.channel.id));
    expect(row).toMatchObject({ handle: 'keep_me', name: owner.channel.name, links: [] });
  });

  it('keeps handles unique ignoring case, also when two creators race for one', async () => {
    const first = await creator();
    const second = await creator();
    await call(first.token, 'PATCH', `/v1/studio/channels/${first.channel.id}`, { handle: 'taken.one' });
    expectError(
      await call(second.token, 'PATCH', `/v1/studio/channels/${second.channel.id}`, { handle: '@Taken.One' }),
      409,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.handleTaken,
    );

    const racers = await Promise.all([creator(), creator(), creator(), creator()]);
    const answers = await Promise.all(
      racers.map((racer, n) =>
        call(racer.token, 'PATCH', `/v1/studio/channels/${racer.channel.id}`, {
          handle: n % 2 === 0 ? 'race_handle' : 'RACE_HANDLE',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const holders = await db().select().from(channels).where(eq(channels.handle, 'race_handle'));
    expect(holders).toHaveLength(1);
  });

  it('lets a member open one channel (also when two tabs race), refuses a visitor and bad names', async () => {
    const who = await member();
    expectError(
      await call(null, 'POST', '/v1/studio/channels', { name: '새 채널' }),
      401,
      'ERROR_AUTHORIZE_TOKEN_NOT_EXIST',
    );
    expectError(
      await call(who.token, 'POST', '/v1/studio/channels', { name: '   ' }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.nameEmpty,
    );
    expectError(
      await call(who.token, 'POST', '/v1/studio/channels', { name: '새 채널', handle: '!!' }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.handleFormat,
    );
    expect(await db().select().from(channels).where(eq(channels.ownerUserId, who.id))).toHaveLength(0);

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(who.token, 'POST', '/v1/studio/channels', { name: ' 새벽 연구소 ', handle: `@Lab${who.id}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const refusal = answers.find((answer) => answer.statusCode === 409)!;
    expect(refusal.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: text.channelExists,
    });
    const opened = answers.find((answer) => answer.statusCode === 200)!.json().result;
    expect(opened).toMatchObject({ name: '새벽 연구소', handle: `lab${who.id}`, status: 'published' });
    const owned = await db().select().from(channels).where(eq(channels.ownerUserId, who.id));
    expect(owned.map((row) => row.id)).toEqual([opened.id]);
    // The new owner runs it from the studio at once.
    const listed = await call(who.token, 'GET', '/v1/studio/channels');
    expect(listed.json().result.map((row: { id: number }) => row.id)).toEqual([opened.id]);

    const other = await member();
    expectError(
      await call(other.token, 'POST', '/v1/studio/channels', { name: '다른 채널', handle: `lab${who.id}` }),
      409,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.handleTaken,
    );
    expect(await db().select().from(channels).where(eq(channels.ownerUserId, other.id))).toHaveLength(0);
  });

  it('refuses another creator (403), a member without the channel (403) and a visitor (401)', async () => {
    const owner = await creator();
    const other = await creator();
    const plain = await member();
    const url = `/v1/studio/channels/${owner.channel.id}`;
    expectError(await call(other.token, 'PATCH', url, { name: '빼앗기' }), 403, 'ERROR_PERMISSION_DENIED');
    expectError(await call(plain.token, 'PATCH', url, { name: '빼앗기' }), 403, 'ERROR_PERMISSION_DENIED');
    expectError(await call(null, 'PATCH', url, { name: '빼앗기' }), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    expectError(
      await call(owner.token, 'PATCH', '/v1/studio/channels/999999', { name: 'x' }),
      404,
      'ERROR_CHANNEL_NOT_EXIST',
    );
    const png = fixture('photo.png');
    expectError(await upload(other.token, `${url}/images/avatar`, png), 403, 'ERROR_PERMISSION_DENIED');
    expectError(await upload(null, `${url}/images/avatar`, png), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    expect((await call(plain.token, 'GET', '/v1/studio/channels')).json().result).toEqual([]);
    const [row] = await db().select().from(channels).where(eq(channels.id, owner.channel.id));
    expect(row).toMatchObject({ name: owner.channel.name, profileImg: '' });
  });

  it('re-encodes an avatar and a banner, and refuses what is not an image by its bytes', async () => {
    const owner = await creator();
    const base = `/v1/studio/channels/${owner.channel.id}/images`;
    const avatar = await upload(owner.token, `${base}/avatar`, fixture('photo.png'));
    expect(avatar.statusCode, avatar.body).toBe(200);
    const { profileImg } = avatar.json().result as { profileImg: string };
    expect(profileImg).toMatch(
      new RegExp(`^/media/studio/channels/${owner.channel.id}/avatar-[0-9a-f]{24}\\.jpg$`),
    );
    const served = await api.app.inject({ url: profileImg });
    expect(served.statusCode).toBe(200);
    expect(sniffImage(served.rawPayload)).toBe('jpeg');
    expect(jpegMetadataMarkers(served.rawPayload)).toEqual([]);

    const banner = await upload(owner.token, `${base}/banner`, fixture('wide.png'));
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json().result.bannerImg).toMatch(/\/banner-[0-9a-f]{24}\.jpg$/);

    // A second avatar replaces the first, whose file is deleted.
    const again = await upload(owner.token, `${base}/avatar`, fixture('photo.png'));
    expect(again.statusCode).toBe(200);
    expect((await api.app.inject({ url: profileImg })).statusCode).toBe(404);

    const script = Buffer.from('<script>alert(1)</script>');
    expectError(
      await upload(owner.token, `${base}/avatar`, script, 'x.png'),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.image.type,
    );
    const broken = Buffer.concat([fixture('photo.png').subarray(0, 40), Buffer.alloc(2000, 0x41)]);
    expectError(await upload(owner.token, `${base}/banner`, broken), 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    const [row] = await db().select().from(channels).where(eq(channels.id, owner.channel.id));
    expect(row!.profileImg).toBe(again.json().result.profileImg);
    expect(row!.bannerImg).toBe(banner.json().result.bannerImg);
  });
});

describe('playlists', () => {
  const playlistBody = (channelId: number, extra: Record<string, unknown> = {}) => ({
    channelId,
    title: '잠 못 드는 밤',
    mediaType: 'audio',
    description: '빗소리와 함께',
    price: 3,
    bundlePrice: 20,
    tags: ['#빗소리', '수면', '수면'],
    categoryIds: [61, 25],
    ...extra,
  });

  it('creates a draft no listener sees, lists it with its status, and publishes it', async () => {
    const owner = await creator();
    const created = await call(owner.token, 'POST', '/v1/studio/playlists', playlistBody(owner.channel.id));
    expect(created.statusCode, created.body).toBe(200);
    const playlist = created.json().result;
    expect(playlist).toMatchObject({
      status: 'draft',
      title: '잠 못 드는 밤',
      price: 3,
      bundlePrice: 20,
      tags: ['빗소리', '수면'],
      categoryIds: [61, 25],
      rentalHours: 72,
      waitFreeHours: 0,
      episodes: [],
      ownerVerifiedAdult: false,
    });
    expectError(await call(null, 'GET', `/v2/playlist/${playlist.id}`), 404, 'ERROR_CONTENT_NOT_EXIST');
    const list = (await call(owner.token, 'GET', '/v1/studio/playlists')).json().result;
    expect(list).toEqual([expect.objectContaining({ id: playlist.id, status: 'draft' })]);

    const published = await call(owner.token, 'PATCH', `/v1/studio/playlists/${playlist.id}`, {
      status: 'published',
    });
    expect(published.json().result.status).toBe('published');
    expect((await call(null, 'GET', `/v2/playlist/${playlist.id}`)).statusCode).toBe(200);
  });

  it('archives: gone for listeners like hidden, still in a buyer’s library', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, isFree: false, price: 3 });
    const episode = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 3,
      episodeNo: 1,
    });
    const buyer = await member();
    await db()
      .insert(purchases)
      .values({ userId: buyer.id, playlistId: playlist.id, contentId: episode.id, hearts: 3 });

    const archived = await call(owner.token, 'PATCH', `/v1/studio/playlists/${playlist.id}`, {
      status: 'archived',
    });
    expect(archived.json().result.status).toBe('archived');
    expectError(await call(null, 'GET', `/v2/playlist/${playlist.id}`), 404, 'ERROR_CONTENT_NOT_EXIST');
    const channelPage = await call(null, 'GET', `/v2/channel/${owner.channel.id}/playlist`);
    expect(channelPage.json().result.items).toEqual([]);
    const library = await call(buyer.token, 'GET', '/v2/user/library/own/playlist');
    expect(JSON.stringify(library.json().result)).toContain(`"playlistId":${playlist.id}`);
  });

  it('lets the console find archived playlists by their status', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, title: '보관할 플레이리스트' });
    await call(owner.token, 'PATCH', `/v1/studio/playlists/${playlist.id}`, { status: 'archived' });
    const email = `operator.${process.pid}@studio-catalog.example`;
    const created = await api.app.services.console.createOperator({
      email,
      role: 'operator',
      name: '운영자',
    });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
      period: 30,
    });
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: created!.password, otp: otp.generate() },
    });
    const cookie = `ops_token=${signIn.cookies.find((item) => item.name === 'ops_token')!.value}`;
    const listed = await api.app.inject({
      url: `/api/live/ops/content/playlists?q=${playlist.id}&status=archived`,
      headers: { ...CLIENT, cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json().result)).toContain('"status":"archived"');
  });

  it('does not undo the console hiding a playlist', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, status: 'hidden' });
    expectError(
      await call(owner.token, 'PATCH', `/v1/studio/playlists/${playlist.id}`, { status: 'published' }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.statusLockedByOps,
    );
  });

  it('refuses bad terms with their own detail and changes nothing', async () => {
    const owner = await creator();
    const created = (
      await call(owner.token, 'POST', '/v1/studio/playlists', playlistBody(owner.channel.id))
    ).json().result;
    const url = `/v1/studio/playlists/${created.id}`;
    const cases: [unknown, string | undefined][] = [
      [{ price: -1 }, text.problems.priceInvalid],
      [{ price: 2.5 }, text.problems.priceInvalid],
      [{ bundlePrice: -3 }, text.problems.bundlePriceInvalid],
      [{ title: '가'.repeat(101) }, text.problems.titleTooLong],
      [{ title: '  ' }, text.problems.titleEmpty],
      [{ categoryIds: [61, 999] }, text.problems.categoryUnknown],
      [{ categoryIds: [20] }, text.problems.categoryUnknown],
      [{ tags: Array.from({ length: 11 }, (_, n) => `태그${n}`) }, text.problems.tagsTooMany],
      [{ tags: ['가'.repeat(21)] }, text.problems.tagTooLong],
      [{ freeFirstN: -1 }, text.problems.freeFirstNInvalid],
      [{ waitFreeHours: 36 }, text.problems.waitFreeHours],
      [{ waitFreeExcludeNewest: 11 }, text.problems.waitFreeExcludeNewest],
      [{ waitFreeRentalHours: 721 }, text.problems.waitFreeRentalHours],
      [{ rentalHours: 0 }, text.problems.rentalHours],
      [{ title: '바뀐 제목', price: 'free' }, undefined],
      [{ title: '바뀐 제목', unknown: 1 }, undefined],
    ];
    for (const [body, detail] of cases) {
      expectError(await call(owner.token, 'PATCH', url, body), 400, 'ERROR_REQUEST_PARAMETER_WRONG', detail);
    }
    expect((await call(owner.token, 'GET', url)).json().result).toEqual(created);

    const saved = await call(owner.token, 'PATCH', url, {
      waitFreeHours: 24,
      waitFreeExcludeNewest: 3,
      waitFreeRentalHours: 48,
      rentalHours: 168,
      categoryIds: [62],
    });
    expect(saved.json().result).toMatchObject({
      waitFreeHours: 24,
      waitFreeExcludeNewest: 3,
      waitFreeRentalHours: 48,
      rentalHours: 168,
      categoryIds: [62],
    });
  });

  it('keeps the editorial categories the console set when the creator saves theirs', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, categoryIds: [7, 61] });
    await call(owner.token, 'PATCH', `/v1/studio/playlists/${playlist.id}`, { categoryIds: [25] });
    const rows = await db()
      .select({ id: playlistCategories.categoryId })
      .from(playlistCategories)
      .where(eq(playlistCategories.playlistId, playlist.id));
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([7, 25]);
  });

  it('allows 19+ only for a verified adult owner', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id });
    const url = `/v1/studio/playlists/${playlist.id}`;
    expectError(
      await call(owner.token, 'PATCH', url, { isAdult: true }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.adultNotVerified,
    );
    expectError(
      await call(
        owner.token,
        'POST',
        '/v1/studio/playlists',
        playlistBody(owner.channel.id, { isAdult: true }),
      ),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.adultNotVerified,
    );
    await verifyAdult(owner.id);
    const saved = await call(owner.token, 'PATCH', url, { isAdult: true });
    expect(saved.json().result).toMatchObject({ isAdult: true, ownerVerifiedAdult: true });
  });

  it('changes the kind only while the playlist has no episodes', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, mediaType: 'audio' });
    const url = `/v1/studio/playlists/${playlist.id}`;
    expect((await call(owner.token, 'PATCH', url, { mediaType: 'video' })).json().result.mediaType).toBe(
      'video',
    );
    await makeContent(db(), { playlistId: playlist.id, mediaType: 'video', episodeNo: 1 });
    expectError(
      await call(owner.token, 'PATCH', url, { mediaType: 'audiotoon', title: '안 바뀜' }),
      409,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.problems.kindLocked,
    );
    const [row] = await db().select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(row).toMatchObject({ mediaType: 'video', title: playlist.title });
  });

  it('applies free first N on save, on reorder and to a new episode', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, isFree: false, price: 3 });
    const made = [];
    for (const episodeNo of [1, 2, 3, 4]) {
      made.push(await makeContent(db(), { playlistId: playlist.id, isFree: false, price: 3, episodeNo }));
    }
    const url = `/v1/studio/playlists/${playlist.id}`;
    const saved = await call(owner.token, 'PATCH', url, { freeFirstN: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await episodesOf(playlist.id)).map((row) => row.isFree)).toEqual([true, true, false, false]);

    const order = [made[3]!.id, made[2]!.id, made[1]!.id, made[0]!.id];
    const reordered = await call(owner.token, 'PUT', `${url}/episodes/order`, { contentIds: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = await episodesOf(playlist.id);
    expect(after.map((row) => row.id)).toEqual(order);
    expect(after.map((row) => row.episodeNo)).toEqual([1, 2, 3, 4]);
    expect(after.map((row) => row.isFree)).toEqual([true, true, false, false]);
    expect(after.every((row) => row.price === 3)).toBe(true);
    expect(reordered.json().result.episodes.map((row: { id: number }) => row.id)).toEqual(order);

    await call(owner.token, 'PATCH', url, { freeFirstN: 5 });
    const added = await call(owner.token, 'POST', `/v1/studio/playlists/${playlist.id}/contents`, {
      title: '5화',
      isFree: false,
      price: 3,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result).toMatchObject({ episodeNo: 5, isFree: true, price: 3 });

    // Off again: the episodes with a price are paid again.
    await call(owner.token, 'PATCH', url, { freeFirstN: 0 });
    expect((await episodesOf(playlist.id)).every((row) => !row.isFree)).toBe(true);
  });

  it('sets the price on every paid episode when asked, and only then', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, isFree: false, price: 3 });
    await makeContent(db(), { playlistId: playlist.id, isFree: true, price: 0, episodeNo: 1 });
    await makeContent(db(), { playlistId: playlist.id, isFree: false, price: 3, episodeNo: 2 });
    const url = `/v1/studio/playlists/${playlist.id}`;
    await call(owner.token, 'PATCH', url, { price: 5 });
    expect((await episodesOf(playlist.id)).map((row) => row.price)).toEqual([0, 3]);
    const applied = await call(owner.token, 'PATCH', url, { price: 7, applyPriceToPaidEpisodes: true });
    expect(applied.json().result.price).toBe(7);
    expect((await episodesOf(playlist.id)).map((row) => [row.isFree, row.price])).toEqual([
      [true, 0],
      [false, 7],
    ]);
  });

  it('refuses an order that is not exactly the episodes, and changes nothing', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id });
    const a = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1 });
    const b = await makeContent(db(), { playlistId: playlist.id, episodeNo: 2 });
    const stranger = await makeContent(db(), { episodeNo: 1 });
    const url = `/v1/studio/playlists/${playlist.id}/episodes/order`;
    for (const contentIds of [[b.id], [b.id, a.id, a.id], [b.id, stranger.id]]) {
      expectError(
        await call(owner.token, 'PUT', url, { contentIds }),
        409,
        'ERROR_REQUEST_PARAMETER_WRONG',
        text.problems.orderMismatch,
      );
    }
    expect((await episodesOf(playlist.id)).map((row) => row.id)).toEqual([a.id, b.id]);
  });

  it('uploads a cover through the re-encode path', async () => {
    const owner = await creator();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id });
    const url = `/v1/studio/playlists/${playlist.id}/cover`;
    const saved = await upload(owner.token, url, fixture('wide.png'));
    expect(saved.statusCode, saved.body).toBe(200);
    const { coverImg } = saved.json().result as { coverImg: string };
    expect(coverImg).toMatch(new RegExp(`^/media/studio/playlists/${playlist.id}/cover-[0-9a-f]{24}\\.jpg$`));
    expect(sniffImage((await api.app.inject({ url: coverImg })).rawPayload)).toBe('jpeg');
    expectError(
      await upload(owner.token, url, Buffer.from('GIF89a/*not really*/')),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
    );
    const [row] = await db().select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(row!.coverImg).toBe(coverImg);
  });

  it('refuses another creator, a member and a visitor on every playlist route', async () => {
    const owner = await creator();
    const other = await creator();
    const plain = await member();
    const playlist = await makePlaylist(db(), { channelId: owner.channel.id, title: '내 것' });
    const episode = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1 });
    const url = `/v1/studio/playlists/${playlist.id}`;
    for (const who of [other.token, plain.token]) {
      expectError(await call(who, 'GET', url), 404, 'ERROR_CONTENT_NOT_EXIST', text.playlistNotFound);
      expectError(await call(who, 'PATCH', url, { title: '빼앗기' }), 404, 'ERROR_CONTENT_NOT_EXIST');
      expectError(
        await call(who, 'PUT', `${url}/episodes/order`, { contentIds: [episode.id] }),
        404,
        'ERROR_CONTENT_NOT_EXIST',
      );
      expectError(await upload(who, `${url}/cover`, fixture('photo.png')), 404, 'ERROR_CONTENT_NOT_EXIST');
    }
    expectError(
      await call(other.token, 'POST', '/v1/studio/playlists', playlistBody(owner.channel.id)),
      403,
      'ERROR_PERMISSION_DENIED',
    );
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PATCH', url, { title: '빼앗기' }],
      ['PUT', `${url}/episodes/order`, { contentIds: [episode.id] }],
      ['POST', '/v1/studio/playlists', playlistBody(owner.channel.id)],
    ] as const) {
      expectError(await call(null, method, path, body), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    }
    expectError(
      await upload(null, `${url}/cover`, fixture('photo.png')),
      401,
      'ERROR_AUTHORIZE_TOKEN_NOT_EXIST',
    );
    const rows = await db()
      .select({ title: playlists.title, coverImg: playlists.coverImg })
      .from(playlists)
      .where(and(eq(playlists.channelId, owner.channel.id)));
    expect(rows).toEqual([{ title: '내 것', coverImg: '' }]);
  });
});
