import { createDecipheriv } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import { probe } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMedia, contents, mediaJobs } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { channelDifference, stereoTone } from '../../../test/media-fixtures.ts';
import { signStreamToken } from './stream-token.ts';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-delivery-'));
const api = setupTestApi({ media: mediaRoots(scratch) });
afterAll(() => rm(scratch, { recursive: true, force: true }));

const ids = { free: 0, paid: 0, adult: 0, paidPlaylist: 0 };
let shortTone = '';
let longTone = '';

async function play(contentId: number, token?: string) {
  const response = await api.app.inject({
    url: `/api/live/v2/content/play/${contentId}`,
    ...(token ? { cookies: { token } } : {}),
  });
  return { status: response.statusCode, body: response.json() as { result: TPlaySource; message?: string } };
}

async function get(url: string, token?: string, headers: Record<string, string> = {}) {
  return api.app.inject({ url, headers, ...(token ? { cookies: { token } } : {}) });
}

function segmentsOf(playlist: string): string[] {
  return playlist.split('\n').filter((line) => line.endsWith('.ts'));
}

beforeAll(async () => {
  const db = api.database.db;
  shortTone = await stereoTone(10, scratch);
  longTone = await stereoTone(70, scratch);
  const freePlaylist = await makePlaylist(db, { isFree: true });
  const paidPlaylist = await makePlaylist(db, { isFree: false, price: 3, bundlePrice: 5 });
  const adultPlaylist = await makePlaylist(db, { isFree: true, isAdult: true });
  ids.paidPlaylist = paidPlaylist.id;
  ids.free = (await makeContent(db, { playlistId: freePlaylist.id, isFree: true, episodeNo: 1 })).id;
  ids.paid = (
    await makeContent(db, { playlistId: paidPlaylist.id, isFree: false, price: 3, episodeNo: 2 })
  ).id;
  ids.adult = (
    await makeContent(db, { playlistId: adultPlaylist.id, isFree: true, isAdult: true, episodeNo: 1 })
  ).id;
  const pipeline = api.app.services.media.pipeline;
  for (const [contentId, file] of [
    [ids.free, shortTone],
    [ids.paid, longTone],
    [ids.adult, shortTone],
  ] as const) {
    const job = await pipeline.ingestNow({
      contentId,
      createdBy: null,
      localPath: file,
      filename: 'tone.m4a',
    });
    expect(job.status, job.error).toBe('done');
  }
}, 180_000);

describe('the pipeline', () => {
  it('publishes a stereo AAC ladder with loudness, waveform and duration', async () => {
    const [media] = await api.database.db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.contentId, ids.free));
    expect(media).toBeDefined();
    expect(media!.encrypted).toBe(false);
    expect(media!.aesKey).toBeNull();
    expect(media!.kind).toBe('audio');
    expect(media!.renditions.length).toBeGreaterThanOrEqual(1);
    expect(media!.renditions.every((r) => r.codecs.includes('mp4a.40.2'))).toBe(true);
    expect(media!.durationMs).toBeGreaterThan(9_500);
    expect(media!.durationMs).toBeLessThan(10_500);
    expect(media!.loudnessLufs).toBeLessThan(0);
    expect(media!.peaks.length).toBeGreaterThan(10);
    const [episode] = await api.database.db.select().from(contents).where(eq(contents.id, ids.free));
    expect(episode!.durationSec).toBe(10);
  });

  it('encrypts paid and adult episodes with their own key', async () => {
    const rows = await api.database.db.select().from(contentMedia);
    const paid = rows.find((row) => row.contentId === ids.paid)!;
    const adult = rows.find((row) => row.contentId === ids.adult)!;
    expect(paid.encrypted).toBe(true);
    expect(adult.encrypted).toBe(true);
    expect(paid.aesKey).toHaveLength(16);
    expect(paid.aesKey!.equals(adult.aesKey!)).toBe(false);
  });

  it('refuses a file that is not media, and writes nothing', async () => {
    const file = path.join(scratch, 'notes.txt');
    await writeFile(file, '이것은 오디오가 아닙니다\n'.repeat(100));
    const before = await api.database.db.select().from(mediaJobs);
    await expect(
      api.app.services.media.pipeline.submit({
        contentId: ids.free,
        createdBy: null,
        localPath: file,
        filename: 'notes.txt',
      }),
    ).rejects.toMatchObject({
      code: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: expect.stringContaining('오디오'),
    });
    expect(await api.database.db.select().from(mediaJobs)).toHaveLength(before.length);
  });
});

describe('free episodes', () => {
  it('are public HLS with cache headers, byte ranges and both stereo channels', async () => {
    const { status, body } = await play(ids.free);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ scope: 'full', previewSec: null, expiresAt: null, resumeAt: 0 });
    expect(body.result.src).toBe(`/media/hls/${ids.free}/pub/master.m3u8`);
    const master = await get(body.result.src);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.headers['cache-control']).toContain('public');
    const variantName = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
    const base = body.result.src.replace('master.m3u8', '');
    const variant = await get(`${base}${variantName}`);
    expect(variant.statusCode).toBe(200);
    const segments = segmentsOf(variant.body);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    const folder = `${base}${variantName.replace('index.m3u8', '')}`;
    const ranged = await get(`${folder}${segments[0]}`, undefined, { range: 'bytes=0-187' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload).toHaveLength(188);
    expect(ranged.rawPayload[0]).toBe(0x47);
    expect(ranged.headers['cache-control']).toContain('immutable');

    const parts = [];
    for (const segment of segments) {
      const response = await get(`${folder}${segment}`);
      expect(response.statusCode).toBe(200);
      parts.push(response.rawPayload);
    }
    const joined = path.join(scratch, 'free.ts');
    await writeFile(joined, Buffer.concat(parts));
    expect((await probe(joined)).audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 48000 });
    const stereo = await channelDifference(joined);
    // 440 Hz against 660 Hz: the channels differ by about as much as they are loud.
    expect(stereo.meanAbsDiff).toBeGreaterThan(stereo.meanAbs * 0.5);
  });

  it('never serve a paid or adult package on the public path', async () => {
    for (const id of [ids.paid, ids.adult]) {
      expect((await get(`/media/hls/${id}/pub/master.m3u8`)).statusCode).toBe(404);
      expect((await get(`/media/hls/${id}/pub/a128/seg_00000.ts`)).statusCode).toBe(404);
    }
  });
});

describe('paid episodes', () => {
  it('give visitors and non-buyers a preview: a fifth of the episode in whole segments', async () => {
    const member = await joinMember(api.app);
    for (const token of [undefined, member.token]) {
      const { status, body } = await play(ids.paid, token);
      expect(status).toBe(200);
      // 20 % of 70 s is 14 s: three 4-second segments.
      expect(body.result).toMatchObject({ scope: 'preview', previewSec: 12 });
      const base = body.result.src.replace('master.m3u8', '');
      const master = await get(body.result.src, token);
      expect(master.statusCode).toBe(200);
      const variantName = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
      const folder = `${base}${variantName.replace('index.m3u8', '')}`;
      const variant = await get(`${base}${variantName}`, token);
      const segments = segmentsOf(variant.body);
      expect(segments).toHaveLength(3);
      expect(variant.body).toContain('#EXT-X-ENDLIST');
      expect((await get(`${folder}seg_00002.ts`)).statusCode).toBe(200);
      expect((await get(`${folder}seg_00003.ts`)).statusCode).toBe(404);
      expect((await get(`${folder}seg_00017.ts`)).statusCode).toBe(404);
    }
  });

  it('open fully to a buyer, whose key decrypts the segments', async () => {
    const buyer = await joinMember(api.app);
    const ledger = api.app.services.ledger;
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: buyer.user.userInfo.id,
        kind: 'grant',
        idempotencyKey: 'media-test',
        paid: 10,
        bonus: 0,
      }),
    );
    const bought = await api.app.inject({
      url: `/api/live/v2/service/content/purchase/${ids.paidPlaylist}/${ids.paid}`,
      headers: { 'x-client': 'web' },
      cookies: { token: buyer.token },
    });
    expect(bought.statusCode, bought.body).toBe(200);

    const { body } = await play(ids.paid, buyer.token);
    expect(body.result.scope).toBe('full');
    expect(body.result.expiresAt).not.toBeNull();
    const base = body.result.src.replace('master.m3u8', '');
    const master = await get(body.result.src, buyer.token);
    const variantName = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
    const variant = await get(`${base}${variantName}`, buyer.token);
    const segments = segmentsOf(variant.body);
    expect(segments.length).toBeGreaterThanOrEqual(17);
    expect(variant.body).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    const folder = `${base}${variantName.replace('index.m3u8', '')}`;
    const last = await get(`${folder}${segments.at(-1)}`, buyer.token);
    expect(last.statusCode).toBe(200);
    expect(last.rawPayload[0]).not.toBe(0x47);
    // Ciphertext under the token path: a CDN may share it until the token expires, never longer.
    const maxAge = Number(/max-age=(\d+)/.exec(String(last.headers['cache-control']))?.[1]);
    expect(last.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(maxAge).toBeLessThanOrEqual(
      Date.parse(String(body.result.expiresAt)) / 1000 - Date.now() / 1000 + 1,
    );
    expect((await get(`${base}${variantName}`, buyer.token)).headers['cache-control']).toMatch(/^private/);

    const key = await get(`${base}key`, buyer.token);
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toContain('no-store');
    expect(key.rawPayload).toHaveLength(16);
    const ivMatch = /IV=0x([0-9a-fA-F]{32})/.exec(variant.body);
    const sequence = segments.length - 1;
    const iv = ivMatch ? Buffer.from(ivMatch[1]!, 'hex') : Buffer.alloc(16);
    if (!ivMatch) iv.writeUInt32BE(sequence, 12);
    const decipher = createDecipheriv('aes-128-cbc', key.rawPayload, iv);
    const clear = Buffer.concat([decipher.update(last.rawPayload), decipher.final()]);
    expect(clear[0]).toBe(0x47);

    // The key and the segments need the buyer's own session, not just the URL.
    expect((await get(`${base}key`)).statusCode).toBe(404);
    expect((await get(`${folder}${segments.at(-1)}`)).statusCode).toBe(404);
    const other = await joinMember(api.app);
    expect((await get(`${base}key`, other.token)).statusCode).toBe(404);
    expect((await get(`${folder}${segments.at(-1)}`, other.token)).statusCode).toBe(404);
    expect((await get(body.result.src, other.token)).statusCode).toBe(404);
  });

  it('refuse forged, expired and guessed tokens', async () => {
    const key = api.app.services.media.tokenKey;
    const [media] = await api.database.db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.contentId, ids.paid));
    const grant = { contentId: ids.paid, userId: 0, scope: 'full' as const, version: media!.version };
    const expired = signStreamToken(key, { ...grant, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const wrongVersion = signStreamToken(key, {
      ...grant,
      version: media!.version + 1,
      expiresAt: 2_000_000_000,
    });
    const full = signStreamToken(key, { ...grant, expiresAt: 2_000_000_000 });
    const forged = full.replace('.f.', '.p.');
    for (const token of [expired, wrongVersion, forged, 'x', '0.f.1.2000000000.AAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await get(`/media/hls/${ids.paid}/${token}/master.m3u8`)).statusCode, token).toBe(404);
      expect((await get(`/media/hls/${ids.paid}/${token}/a128/seg_00016.ts`)).statusCode, token).toBe(404);
      expect((await get(`/media/hls/${ids.paid}/${token}/key`)).statusCode, token).toBe(404);
    }
    // A visitor holding a validly signed full token is still refused the playlist and key:
    // they are checked against who is asking, now.
    expect((await get(`/media/hls/${ids.paid}/${full}/master.m3u8`)).statusCode).toBe(404);
    expect((await get(`/media/hls/${ids.paid}/${full}/key`)).statusCode).toBe(404);
  });
});

describe('adult episodes', () => {
  it('reach nobody who may not see adult content', async () => {
    const visitor = await play(ids.adult);
    expect(visitor.status).toBe(404);
    expect(visitor.body).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST', result: { reason: 'adult' } });
    const member = await joinMember(api.app);
    expect((await play(ids.adult, member.token)).status).toBe(404);
  });
});
