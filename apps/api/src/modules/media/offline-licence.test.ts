import { createDecipheriv } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { offlineTexts } from '@sogon/contract/messages/offline';
import type { TOfflineCheck, TOfflineLicence } from '@sogon/contract/schemas/media';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { stereoTone } from '../../../test/media-fixtures.ts';
import { offlineRendition, singleVariantMaster } from './offline-licence.ts';

// Issue 21, saved episodes: a licence for an episode the member plays in full, the files to
// download under its grant, and a check that renews or revokes it.

const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-offline-'));
const clock = { offsetMs: 0 };
const LICENCE_SEC = 7 * 24 * 3600;
const api = setupTestApi({
  media: mediaRoots(scratch),
  settings: {
    clock: () => new Date(Date.now() + clock.offsetMs),
    media: { offlineLicenceSec: LICENCE_SEC },
  },
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const ids = { paid: 0, free: 0, playlist: 0 };
type Member = Awaited<ReturnType<typeof joinMember>>;
type Reply = Awaited<ReturnType<typeof api.app.inject>>;

function licence(contentId: number, token: string | undefined, quality?: string): Promise<Reply> {
  return api.app.inject({
    method: 'POST',
    url: `/api/live/v2/content/offline/${contentId}`,
    headers: { 'x-client': 'web' },
    payload: quality ? { quality } : {},
    ...(token ? { cookies: { token } } : {}),
  });
}

async function granted(contentId: number, member: Member, quality?: string): Promise<TOfflineLicence> {
  const reply = await licence(contentId, member.token, quality);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { result: TOfflineLicence }).result;
}

function check(contentIds: number[], token: string | undefined): Promise<Reply> {
  return api.app.inject({
    method: 'POST',
    url: '/api/live/v2/content/offline',
    headers: { 'x-client': 'web' },
    payload: { contentIds },
    ...(token ? { cookies: { token } } : {}),
  });
}

async function buy(member: Member, idempotencyKey: string) {
  const ledger = api.app.services.ledger;
  await ledger.transaction((tx) =>
    ledger.credit(tx, { userId: member.user.userInfo.id, kind: 'grant', idempotencyKey, paid: 10, bonus: 0 }),
  );
  const bought = await api.app.inject({
    url: `/api/live/v2/service/content/purchase/${ids.playlist}/${ids.paid}`,
    headers: { 'x-client': 'web' },
    cookies: { token: member.token },
  });
  expect(bought.statusCode, bought.body).toBe(200);
}

beforeAll(async () => {
  const db = api.database.db;
  const owner = await joinMember(api.app);
  const channel = await makeChannel(db, { ownerUserId: owner.user.userInfo.id });
  const playlist = await makePlaylist(db, { channelId: channel.id, isFree: false, price: 3, bundlePrice: 5 });
  ids.playlist = playlist.id;
  ids.paid = (await makeContent(db, { playlistId: playlist.id, isFree: false, price: 3, episodeNo: 1 })).id;
  ids.free = (await makeContent(db, { playlistId: playlist.id, isFree: true, episodeNo: 2 })).id;
  for (const contentId of [ids.paid, ids.free]) {
    const job = await api.app.services.media.pipeline.ingestNow({
      contentId,
      createdBy: null,
      localPath: await stereoTone(12, scratch),
      filename: 'tone.m4a',
    });
    expect(job.status, job.error).toBe('done');
  }
}, 240_000);

describe('a licence for a saved episode', () => {
  it('is for members who may play the whole episode', async () => {
    expect((await licence(ids.paid, undefined)).statusCode).toBe(401);
    const member = await joinMember(api.app);
    const refused = await licence(ids.paid, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'ERROR_CONTENT_NOT_PURCHASED',
      detail: offlineTexts.notFull,
    });
  });

  it('answers the key under terms naming the member, and files that decrypt with it', async () => {
    const buyer = await joinMember(api.app);
    await buy(buyer, 'offline-licence-buyer');
    const given = await granted(ids.paid, buyer);
    const issued = Date.parse(given.terms.issuedAt);
    expect(given.terms).toMatchObject({
      memberId: buyer.user.userInfo.id,
      contentId: ids.paid,
      quality: 'standard',
    });
    expect(Date.parse(given.terms.expiresAt) - issued).toBe(LICENCE_SEC * 1000);
    // 표준: the 128 kb/s rendition, the only one the saved master lists.
    expect(given.terms.rendition).toBe('a128');
    expect(given.download.master).toContain('a128/index.m3u8');
    expect(given.download.master).not.toMatch(/a64|a256/);
    expect(given.source.src).toBe(`/media/hls/${ids.paid}/saved/master.m3u8`);
    expect(given.source.scope).toBe('full');

    const [playlist, ...segments] = given.download.files;
    expect(playlist!.saveAs).toBe(`/media/hls/${ids.paid}/saved/a128/index.m3u8`);
    expect(segments.length).toBeGreaterThan(1);
    for (const file of given.download.files) {
      expect(file.saveAs).toBe(file.url.replace(/\/media\/hls\/(\d+)\/[^/]+\//, '/media/hls/$1/saved/'));
    }
    // The download grant works for the buyer's session, and the segments decrypt with the key.
    const playlistText = (await api.app.inject({ url: playlist!.url, cookies: { token: buyer.token } })).body;
    const iv = Buffer.from(/IV=0x([0-9a-fA-F]{32})/.exec(playlistText)![1]!, 'hex');
    const segment = await api.app.inject({ url: segments[0]!.url, cookies: { token: buyer.token } });
    expect(segment.statusCode).toBe(200);
    const key = Buffer.from(given.key!, 'base64');
    expect(key.length).toBe(16);
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    const clear = Buffer.concat([decipher.update(segment.rawPayload), decipher.final()]);
    expect(clear[0]).toBe(0x47);

    const high = await granted(ids.paid, buyer, 'high');
    const stored = await api.app.services.media.repository.packageOf(ids.paid);
    const best = stored!.renditions.toSorted((a, b) => b.bandwidth - a.bandwidth)[0]!.name;
    expect(high.terms).toMatchObject({ rendition: best, quality: 'high' });
  });

  it('saves a free episode for any member, in the clear', async () => {
    const member = await joinMember(api.app);
    const given = await granted(ids.free, member);
    expect(given.key).toBeNull();
    expect(given.download.files[0]!.url).toBe(`/media/hls/${ids.free}/pub/a128/index.m3u8`);
    expect(given.download.files[0]!.saveAs).toBe(`/media/hls/${ids.free}/saved/a128/index.m3u8`);
  });
});

describe('the check of saved licences', () => {
  it('renews what the member still plays in full and revokes a refunded one', async () => {
    const buyer = await joinMember(api.app);
    await buy(buyer, 'offline-licence-check');
    const first = await granted(ids.paid, buyer);
    clock.offsetMs += 24 * 3600 * 1000;
    const renewed = await check([ids.paid, ids.free], buyer.token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const items = (renewed.json() as { result: TOfflineCheck }).result.items;
    expect(items.map((item) => item.valid)).toEqual([true, true]);
    expect(Date.parse(items[0]!.expiresAt!)).toBeGreaterThan(Date.parse(first.terms.expiresAt));

    await api.database.db
      .delete(purchases)
      .where(and(eq(purchases.userId, buyer.user.userInfo.id), eq(purchases.contentId, ids.paid)));
    const revoked = (await check([ids.paid, ids.free], buyer.token)).json() as { result: TOfflineCheck };
    expect(revoked.result.items).toEqual([
      { contentId: ids.paid, valid: false, expiresAt: null },
      { contentId: ids.free, valid: true, expiresAt: expect.any(String) },
    ]);
    // Signed out: the session error, so the app deletes that member's copies.
    expect((await check([ids.free], undefined)).statusCode).toBe(401);
  });
});

describe('the saved rendition', () => {
  const audio = [
    { name: 'a256', bandwidth: 282_000, codecs: 'mp4a.40.2' },
    { name: 'a64', bandwidth: 70_000, codecs: 'mp4a.40.2' },
    { name: 'a128', bandwidth: 141_000, codecs: 'mp4a.40.2' },
  ];
  it('keeps 128 kb/s for 표준, the best for 고음질, and the smallest video for 표준', () => {
    expect(offlineRendition(audio, 'standard')).toBe('a128');
    expect(offlineRendition(audio, 'high')).toBe('a256');
    expect(offlineRendition(audio.slice(1, 2), 'standard')).toBe('a64');
    const video = [
      { name: 'v720', bandwidth: 3_000_000, codecs: 'avc1' },
      { name: 'v360', bandwidth: 900_000, codecs: 'avc1' },
    ];
    expect(offlineRendition(video, 'standard')).toBe('v360');
    expect(offlineRendition(video, 'high')).toBe('v720');
    expect(offlineRendition([], 'high')).toBeNull();
  });

  it('lists only that variant in the master playlist', () => {
    const master =
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=70000\na64/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=141000\na128/index.m3u8\n';
    expect(singleVariantMaster(master, 'a128')).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=141000\na128/index.m3u8\n',
    );
  });
});
