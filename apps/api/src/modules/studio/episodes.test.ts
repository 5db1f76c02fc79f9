import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts as text } from '@sogon/contract/messages/studio-episodes';
import { jpegMetadataMarkers, runFfmpeg } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelSubscriptionProducts,
  contentCaptions,
  contentMedia,
  contents,
  mediaJobs,
  purchases,
  rentals,
} from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { stereoTone } from '../../../test/media-fixtures.ts';

// Issue 37, the studio's episodes: the list with derived statuses, the edit with its schedule in
// KST, covers, scripts in LRC, and deletion that keeps a bought episode playing for its buyer.

const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-studio-episodes-'));
/** The application's one clock, fixed so schedules read the same every run. */
const NOW = new Date('2026-12-02T03:00:00Z');
// The transcode worker is off: a test runs a queued job itself, when it wants the swap to happen.
const api = setupTestApi({
  media: mediaRoots(scratch),
  settings: { clock: () => NOW, media: { worker: false } },
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
const db = () => api.database.db;

type Member = { token: string; id: number };

async function member(): Promise<Member> {
  const joined = await joinMember(api.app);
  return { token: joined.token, id: joined.user.userInfo.id };
}

function call(
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: {
      'x-client': 'web',
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  detail?: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json()).toMatchObject({ message: code, ...(detail ? { detail } : {}) });
}

async function studioPlaylist(ownerId: number, extra: Partial<Parameters<typeof makePlaylist>[1]> = {}) {
  const channel = await makeChannel(db(), { ownerUserId: ownerId });
  const playlist = await makePlaylist(db(), { channelId: channel.id, isFree: false, price: 5, ...extra });
  return { channel, playlist };
}

async function row(id: number) {
  const [found] = await db().select().from(contents).where(eq(contents.id, id));
  return found!;
}

async function tier(channelId: number, name = '기본') {
  const [made] = await db()
    .insert(channelSubscriptionProducts)
    .values({ channelId, name, heartsPerMonth: 30 })
    .returning();
  return made!;
}

describe('the episode list', () => {
  it('derives 변환 중, 예약, 공개 and 비공개, and leaves deleted episodes out', async () => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    const e = (episodeNo: number, values: Partial<typeof contents.$inferInsert>) =>
      makeContent(db(), { playlistId: playlist.id, episodeNo, isFree: false, price: 5, ...values });
    const open = await e(1, { status: 'published', openDt: new Date(NOW.getTime() - 60_000) });
    const scheduled = await e(2, { status: 'published', openDt: new Date('2026-12-24T11:00:00Z') });
    const hidden = await e(3, { status: 'hidden' });
    const draft = await e(4, { status: 'draft' });
    const failing = await e(5, { status: 'processing' });
    await db().insert(mediaJobs).values({
      contentId: failing.id,
      sourceKey: 'sources/x',
      status: 'failed',
      error: '변환하지 못했어요.',
    });
    await e(6, { status: 'deleted' });

    const response = await call(owner.token, 'GET', `/v1/studio/playlists/${playlist.id}/episodes`);
    expect(response.statusCode).toBe(200);
    const list = response.json().result;
    expect(list.playlistTitle).toBe(playlist.title);
    expect(list.episodes.map((item: { id: number; state: string }) => [item.id, item.state])).toEqual([
      [open.id, 'public'],
      [scheduled.id, 'scheduled'],
      [hidden.id, 'private'],
      [draft.id, 'private'],
      [failing.id, 'processing'],
    ]);
    const byId = new Map(list.episodes.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(scheduled.id)).toMatchObject({ openDate: '2026-12-24', openTime: '20:00' });
    expect(byId.get(failing.id)).toMatchObject({ job: { status: 'failed', error: '변환하지 못했어요.' } });
  });

  it('is refused to another creator, a member and a visitor', async () => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    const other = await member();
    await studioPlaylist(other.id);
    const plain = await member();
    const url = `/v1/studio/playlists/${playlist.id}/episodes`;
    expectError(
      await call(other.token, 'GET', url),
      404,
      'ERROR_CONTENT_NOT_EXIST',
      studioTexts.playlistNotFound,
    );
    expectError(await call(plain.token, 'GET', url), 404, 'ERROR_CONTENT_NOT_EXIST');
    expectError(await call(null, 'GET', url), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
  });
});

describe('the episode edit', () => {
  it('changes the texts, prices and schedule, storing the KST time as UTC', async () => {
    const owner = await member();
    const { channel, playlist } = await studioPlaylist(owner.id);
    const gold = await tier(channel.id, '골드');
    const content = await makeContent(db(), {
      playlistId: playlist.id,
      episodeNo: 1,
      isFree: true,
      status: 'published',
    });

    const response = await call(owner.token, 'PATCH', `/v1/studio/episodes/${content.id}`, {
      title: '  1화 · 비 오는 밤 ',
      description: '빗소리',
      isFree: false,
      price: 7,
      rentalPrice: 3,
      openDate: '2026-12-24',
      openTime: '20:30',
      earlyDays: 3,
      earlyTierIds: [gold.tierId, gold.tierId],
      visibility: 'published',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({
      title: '1화 · 비 오는 밤',
      isFree: false,
      price: 7,
      rentalPrice: 3,
      state: 'scheduled',
      openDt: '2026-12-24T11:30:00.000Z',
      openDate: '2026-12-24',
      openTime: '20:30',
      earlyDays: 3,
      earlyTierIds: [gold.tierId],
    });
    expect(await row(content.id)).toMatchObject({
      description: '빗소리',
      openDt: new Date('2026-12-24T11:30:00Z'),
      earlyTierIds: [gold.tierId],
    });

    // A past time publishes now; hiding makes it 비공개.
    const now = await call(owner.token, 'PATCH', `/v1/studio/episodes/${content.id}`, {
      openDate: '2020-01-01',
      openTime: '09:00',
      visibility: 'hidden',
    });
    expect(now.json().result).toMatchObject({
      openDt: NOW.toISOString(),
      state: 'private',
      status: 'hidden',
    });
  });

  it.each([
    [{ openDate: '2026-02-30', openTime: '10:00' }, text.scheduleInvalid],
    [{ openDate: '2026-12-24', openTime: '24:00' }, text.scheduleInvalid],
    [{ openDate: '24.12.2026', openTime: '10:00' }, text.scheduleInvalid],
    [{ openDate: '2026-12-24' }, text.scheduleIncomplete],
    [{ earlyDays: 31, earlyTierIds: [1] }, text.earlyDaysRange(30)],
    [{ earlyDays: 2, earlyTierIds: [] }, text.earlyTiersMissing],
    [{ isFree: false, price: 0 }, studioTexts.priceRequired],
    [{ isFree: false, price: 5, rentalPrice: 5 }, text.rentalAboveOwn],
    [{ visibility: 'published' }, text.notPublishable],
  ])('refuses %j with nothing changed', async (body, detail) => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    const content = await makeContent(db(), {
      playlistId: playlist.id,
      episodeNo: 1,
      status: 'draft',
      isFree: true,
    });
    const before = await row(content.id);
    const response = await call(owner.token, 'PATCH', `/v1/studio/episodes/${content.id}`, {
      title: '바뀌면 안 되는 제목',
      ...body,
    });
    expectError(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG', detail);
    expect(await row(content.id)).toEqual(before);
  });

  it("refuses tiers of another channel, and keeps the playlist's first N free", async () => {
    const owner = await member();
    const { channel, playlist } = await studioPlaylist(owner.id, { freeFirstN: 1 });
    const mine = await tier(channel.id);
    const foreign = await tier((await makeChannel(db())).id);
    const first = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1, isFree: true });
    const second = await makeContent(db(), { playlistId: playlist.id, episodeNo: 2, isFree: true });

    const url = `/v1/studio/episodes/${second.id}`;
    expectError(
      await call(owner.token, 'PATCH', url, { earlyDays: 1, earlyTierIds: [mine.tierId, foreign.tierId] }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.earlyTiersForeign,
    );
    expect((await row(second.id)).earlyTierIds).toEqual([]);
    expect(
      (await call(owner.token, 'PATCH', url, { earlyDays: 1, earlyTierIds: [mine.tierId] })).statusCode,
    ).toBe(200);

    expectError(
      await call(owner.token, 'PATCH', `/v1/studio/episodes/${first.id}`, { isFree: false, price: 5 }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.freeFirst(1),
    );
    expect(await row(first.id)).toMatchObject({ isFree: true, price: 0 });
    const paid = await call(owner.token, 'PATCH', url, { isFree: false, price: 5 });
    expect(paid.json().result).toMatchObject({ isFree: false, price: 5 });

    // Deleting the first moves the second into the first N: free again, its price kept.
    expect((await call(owner.token, 'DELETE', `/v1/studio/episodes/${first.id}`)).statusCode).toBe(200);
    expect(await row(second.id)).toMatchObject({ isFree: true, price: 5 });
    expectError(
      await call(owner.token, 'PATCH', url, { isFree: false, price: 5 }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.freeFirst(1),
    );

    const tiers = await call(owner.token, 'GET', `/v1/studio/episodes/${second.id}/tiers`);
    expect(tiers.json().result).toEqual([
      { tierId: mine.tierId, name: '기본', heartsPerMonth: 30, earlyAccessDays: 0 },
    ]);
  });

  it('is refused to another creator, a member and a visitor, and changes nothing', async () => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    const content = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1 });
    const other = await member();
    await studioPlaylist(other.id);
    const plain = await member();
    const url = `/v1/studio/episodes/${content.id}`;
    const before = await row(content.id);
    for (const token of [other.token, plain.token]) {
      expectError(await call(token, 'GET', url), 404, 'ERROR_CONTENT_NOT_EXIST', text.notFound);
      expectError(await call(token, 'PATCH', url, { title: '가로채기' }), 404, 'ERROR_CONTENT_NOT_EXIST');
      expectError(await call(token, 'DELETE', url), 404, 'ERROR_CONTENT_NOT_EXIST');
      expectError(await call(token, 'GET', `${url}/tiers`), 404, 'ERROR_CONTENT_NOT_EXIST');
    }
    expectError(
      await call(null, 'PATCH', url, { title: '가로채기' }),
      401,
      'ERROR_AUTHORIZE_TOKEN_NOT_EXIST',
    );
    expectError(await call(null, 'DELETE', url), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    expect(await row(content.id)).toEqual(before);
  });
});

describe('a new episode with a schedule', () => {
  it('takes the same optional terms, and refuses a bad date with nothing created', async () => {
    const owner = await member();
    const { channel, playlist } = await studioPlaylist(owner.id);
    const gold = await tier(channel.id);
    const url = `/v1/studio/playlists/${playlist.id}/contents`;
    const bad = await call(owner.token, 'POST', url, {
      title: '새 에피소드',
      isFree: false,
      price: 5,
      openDate: '2026-13-01',
      openTime: '10:00',
    });
    expectError(bad, 400, 'ERROR_REQUEST_PARAMETER_WRONG', text.scheduleInvalid);
    expect(await db().select().from(contents).where(eq(contents.playlistId, playlist.id))).toEqual([]);

    const made = await call(owner.token, 'POST', url, {
      title: '새 에피소드',
      isFree: false,
      price: 5,
      rentalPrice: 2,
      openDate: '2026-12-25',
      openTime: '00:00',
      earlyDays: 1,
      earlyTierIds: [gold.tierId],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await row(made.json().result.id)).toMatchObject({
      rentalPrice: 2,
      openDt: new Date('2026-12-24T15:00:00Z'),
      earlyDays: 1,
      earlyTierIds: [gold.tierId],
    });
  });
});

describe('a cover', () => {
  it('is stored re-encoded as a JPEG, and a file that is no image is refused', async () => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    const content = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1 });
    const png = path.join(scratch, 'cover.png');
    await runFfmpeg(
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'color=c=blue:s=64x64',
        '-frames:v',
        '1',
        png,
      ],
      { timeoutMs: 30_000 },
    );
    const form = (bytes: Buffer, type: string) => {
      const boundary = 'sogonboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="c"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const upload = (token: string, bytes: Buffer, type = 'image/png') => {
      const { payload, headers } = form(bytes, type);
      return api.app.inject({
        method: 'POST',
        url: `/api/live/v1/studio/episodes/${content.id}/cover`,
        headers: { 'x-client': 'web', token, ...headers },
        payload,
      });
    };

    const other = await member();
    expectError(await upload(other.token, await readFile(png)), 404, 'ERROR_CONTENT_NOT_EXIST');
    expectError(
      await upload(owner.token, Buffer.from('<script>alert(1)</script>'), 'image/png'),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
    );
    expect((await row(content.id)).coverImg).toBe('');

    const stored = await upload(owner.token, await readFile(png));
    expect(stored.statusCode, stored.body).toBe(200);
    const coverImg: string = stored.json().result.coverImg;
    expect(coverImg).toMatch(new RegExp(`^/media/studio/episodes/${content.id}/cover-[0-9a-f]{24}\\.jpg$`));
    const file = await readFile(path.join(mediaRoots(scratch).public, coverImg.replace('/media/', '')));
    expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpegMetadataMarkers(file)).toEqual([]);
  });
});

describe('a script in LRC', () => {
  it('replaces the lines of an audio episode, and reaches its listeners', async () => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id, { mediaType: 'audio' });
    const content = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1, mediaType: 'audio' });
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/live/v1/studio/contents/${content.id}/captions`,
      headers: { 'x-client': 'web', token: owner.token, 'content-type': 'text/x-lrc' },
      payload: '[ti:밤]\n[00:01.00]안녕\n[00:03.50]잘 자요\n',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual({ count: 2, endMs: 8500 });
    const lines = await db().select().from(contentCaptions).where(eq(contentCaptions.contentId, content.id));
    expect(lines.map((line) => [line.startMs, line.endMs, line.text])).toEqual([
      [1000, 3500, '안녕'],
      [3500, 8500, '잘 자요'],
    ]);
  });
});

describe('a deleted episode', () => {
  const ids = { playlist: 0, paid: 0 };
  let owner: Member;

  beforeAll(async () => {
    owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    ids.playlist = playlist.id;
    ids.paid = (
      await makeContent(db(), {
        playlistId: playlist.id,
        episodeNo: 1,
        isFree: false,
        price: 3,
        openDt: new Date(NOW.getTime() - 3_600_000),
      })
    ).id;
    const job = await api.app.services.media.pipeline.ingestNow({
      contentId: ids.paid,
      createdBy: null,
      localPath: await stereoTone(8, scratch),
      filename: 'tone.m4a',
    });
    expect(job.status, job.error).toBe('done');
  }, 120_000);

  const play = (token: string | null) =>
    api.app.inject({
      url: `/api/live/v2/content/play/${ids.paid}`,
      ...(token ? { cookies: { token } } : {}),
    });

  it('is gone for everyone but plays in full for its buyer and a live renter', async () => {
    const buyer = await member();
    const renter = await member();
    const lapsed = await member();
    const stranger = await member();
    await db()
      .insert(purchases)
      .values({ userId: buyer.id, playlistId: ids.playlist, contentId: ids.paid, hearts: 3 });
    const rental = (userId: number, endsAt: Date) => ({
      userId,
      playlistId: ids.playlist,
      contentId: ids.paid,
      source: 'hearts' as const,
      hearts: 1,
      startsAt: new Date(NOW.getTime() - 86_400_000),
      endsAt,
    });
    await db()
      .insert(rentals)
      .values([
        rental(renter.id, new Date(NOW.getTime() + 3_600_000)),
        rental(lapsed.id, new Date(NOW.getTime() - 60_000)),
      ]);

    const removed = await call(owner.token, 'DELETE', `/v1/studio/episodes/${ids.paid}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result).toEqual({ id: ids.paid, deleted: true });
    expect((await row(ids.paid)).status).toBe('deleted');

    // Gone from the studio and from the playlist page.
    const studio = await call(owner.token, 'GET', `/v1/studio/playlists/${ids.playlist}/episodes`);
    expect(studio.json().result.episodes).toEqual([]);
    const listed = await call(owner.token, 'GET', '/v1/studio/playlists');
    expect(
      listed.json().result.find((playlist: { id: number }) => playlist.id === ids.playlist)?.episodeCount,
    ).toBe(0);
    expectError(
      await call(owner.token, 'GET', `/v1/studio/episodes/${ids.paid}`),
      404,
      'ERROR_CONTENT_NOT_EXIST',
    );
    expectError(
      await call(owner.token, 'DELETE', `/v1/studio/episodes/${ids.paid}`),
      404,
      'ERROR_CONTENT_NOT_EXIST',
    );
    const page = await api.app.inject({
      url: `/api/live/v2/playlist/${ids.playlist}`,
      cookies: { token: buyer.token },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result.episodes.map((episode: { id: number }) => episode.id)).not.toContain(ids.paid);

    // Plays for the buyer and the renter (its key too); not for anyone else.
    for (const holder of [buyer, renter]) {
      const source = await play(holder.token);
      expect(source.statusCode, source.body).toBe(200);
      expect(source.json().result).toMatchObject({ scope: 'full' });
      const key = await api.app.inject({
        url: source.json().result.src.replace('master.m3u8', 'key'),
        cookies: { token: holder.token },
      });
      expect(key.statusCode).toBe(200);
      expect(key.rawPayload).toHaveLength(16);
    }
    for (const token of [lapsed.token, stranger.token, owner.token, null]) {
      expectError(await play(token), 404, 'ERROR_CONTENT_NOT_EXIST');
    }

    // The library: the buyer and the renter find it among their deleted episodes; no one else does.
    const library = (token: string) => call(token, 'GET', '/v2/user/library/own/deleted');
    expect((await library(buyer.token)).json().result).toEqual([
      expect.objectContaining({
        contentId: ids.paid,
        playlistId: ids.playlist,
        episodeNo: 1,
        rentedUntil: null,
      }),
    ]);
    expect((await library(renter.token)).json().result).toEqual([
      expect.objectContaining({
        contentId: ids.paid,
        rentedUntil: new Date(NOW.getTime() + 3_600_000).toISOString(),
      }),
    ]);
    for (const other of [lapsed, stranger, owner])
      expect((await library(other.token)).json().result).toEqual([]);
    const owned = await call(buyer.token, 'GET', '/v2/user/library/own/playlist');
    expect(owned.json().result.map((item: { playlistId: number }) => item.playlistId)).toContain(
      ids.playlist,
    );
  });
});

describe('replacing the media of a published episode', () => {
  let listening: string | null = null;
  /** tus runs over real HTTP: the app listens once, on a free port. */
  const originOf = async () => {
    listening ??= await api.app.listen({ port: 0, host: '127.0.0.1' });
    return listening;
  };
  it('keeps the old package playing until the new one is transcoded, then swaps and removes the old', async () => {
    const owner = await member();
    const listener = await member();
    const { playlist } = await studioPlaylist(owner.id, { isFree: true, price: 0 });
    const content = await makeContent(db(), {
      playlistId: playlist.id,
      episodeNo: 1,
      isFree: true,
      openDt: new Date(NOW.getTime() - 60_000),
    });
    const first = await api.app.services.media.pipeline.ingestNow({
      contentId: content.id,
      createdBy: null,
      localPath: await stereoTone(4, scratch),
      filename: 'first.m4a',
    });
    expect(first.status, first.error).toBe('done');
    const [old] = await db().select().from(contentMedia).where(eq(contentMedia.contentId, content.id));
    const storage = api.app.services.media.storage;
    const oldFiles = await storage.list(`${old!.prefix}/`);
    expect(oldFiles.length).toBeGreaterThan(0);

    // A new tus upload bound to the episode.
    const origin = await originOf();
    const bytes = await readFile(await stereoTone(6, scratch));
    const tus = { 'tus-resumable': '1.0.0', 'x-client': 'web', token: owner.token };
    const meta = (value: string) => Buffer.from(value).toString('base64');
    const created = await fetch(`${origin}/api/live/v1/studio/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(bytes.length),
        'upload-metadata': `contentId ${meta(String(content.id))},filename ${meta('second.m4a')}`,
      },
    });
    expect(created.status, await created.text()).toBe(201);
    const sent = await fetch(new URL(created.headers.get('location')!, origin), {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    });
    expect(sent.status, await sent.text()).toBe(204);

    // While it is transcoded: 변환 중 in the studio, the old package still plays.
    const studio = await call(owner.token, 'GET', `/v1/studio/episodes/${content.id}`);
    expect(studio.json().result).toMatchObject({
      status: 'published',
      state: 'processing',
      job: { status: 'queued' },
    });
    const during = await api.app.inject({
      url: `/api/live/v2/content/play/${content.id}`,
      cookies: { token: listener.token },
    });
    expect(during.statusCode, during.body).toBe(200);
    const master = await api.app.inject({
      url: during.json().result.src,
      cookies: { token: listener.token },
    });
    expect(master.statusCode).toBe(200);

    // Done: the new package plays, the old files are gone.
    const job = studio.json().result.job;
    await api.app.services.media.pipeline.process(job.id, { finalAttempt: true });
    const [swapped] = await db().select().from(contentMedia).where(eq(contentMedia.contentId, content.id));
    expect(swapped!.version).toBe(job.id);
    expect(swapped!.prefix).not.toBe(old!.prefix);
    expect(await storage.list(`${old!.prefix}/`)).toEqual([]);
    const after = await call(owner.token, 'GET', `/v1/studio/episodes/${content.id}`);
    expect(after.json().result).toMatchObject({
      status: 'published',
      state: 'public',
      job: { status: 'done' },
    });
  }, 120_000);

  it('is refused for a deleted episode', async () => {
    const owner = await member();
    const { playlist } = await studioPlaylist(owner.id);
    const content = await makeContent(db(), { playlistId: playlist.id, episodeNo: 1, status: 'deleted' });
    const origin = await originOf();
    const created = await fetch(`${origin}/api/live/v1/studio/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'x-client': 'web',
        token: owner.token,
        'upload-length': '10',
        'upload-metadata': `contentId ${Buffer.from(String(content.id)).toString('base64')},filename ${Buffer.from('a.m4a').toString('base64')}`,
      },
    });
    expect(created.status).toBe(404);
    expect(await created.json()).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST' });
  });
});
