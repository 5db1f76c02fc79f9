import { createDecipheriv } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audiotoonFrames, contentCaptions, contentMedia, purchases } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { stereoTone } from '../../../test/media-fixtures.ts';

// Issue 14 items 1 and 2: paid audio that cannot leak. The preview has its own segments and key;
// full-length segments answer only the member the token names while they are entitled; the
// preview is a fifth of a short episode, in whole segments.

const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-entitled-'));
/** The delivery plugin's clock: moved forward (never back) instead of sleeping through its caches. */
const clock = { offsetMs: 0 };
const api = setupTestApi({
  media: mediaRoots(scratch),
  settings: { clock: () => new Date(Date.now() + clock.offsetMs) },
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const ids = { paid: 0, playlist: 0, channel: 0 };
let owner: Awaited<ReturnType<typeof joinMember>>;

type Reply = Awaited<ReturnType<typeof api.app.inject>>;

async function get(url: string, token?: string): Promise<Reply> {
  return api.app.inject({ url, ...(token ? { cookies: { token } } : {}) });
}

async function play(contentId: number, token?: string): Promise<TPlaySource> {
  const response = await api.app.inject({
    url: `/api/live/v2/content/play/${contentId}`,
    ...(token ? { cookies: { token } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: TPlaySource }).result;
}

/** What a player gets from a play source: the first variant's playlist, segment URLs, key URL and IV. */
async function open(source: TPlaySource, token?: string) {
  const base = source.src.replace('master.m3u8', '');
  const master = await get(source.src, token);
  expect(master.statusCode, master.body).toBe(200);
  const variantName = master.body.split('\n').find((line) => line.endsWith('index.m3u8'))!;
  const variant = await get(`${base}${variantName}`, token);
  expect(variant.statusCode, variant.body).toBe(200);
  const folder = `${base}${variantName.replace('index.m3u8', '')}`;
  const names = variant.body.split('\n').filter((line) => line.endsWith('.ts'));
  const ivMatch = /#EXT-X-KEY:[^\n]*IV=0x([0-9a-fA-F]{32})/.exec(variant.body);
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(variant.body)?.[1] ?? 0);
  const ivOf = (index: number) => {
    if (ivMatch) return Buffer.from(ivMatch[1]!, 'hex');
    const iv = Buffer.alloc(16);
    iv.writeUInt32BE(sequence + index, 12);
    return iv;
  };
  return {
    playlist: variant.body,
    segments: names.map((name) => `${folder}${name}`),
    keyUrl: `${base}key`,
    ivOf,
  };
}

/** Whether `bytes` decrypt with `key` to MPEG-TS: whole 188-byte packets, each opening with 0x47. */
function decryptsToTs(bytes: Buffer, key: Buffer, iv: Buffer): boolean {
  let clear: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    clear = Buffer.concat([decipher.update(bytes), decipher.final()]);
  } catch {
    return false;
  }
  if (clear.length === 0 || clear.length % 188 !== 0) return false;
  for (let at = 0; at < clear.length; at += 188) if (clear[at] !== 0x47) return false;
  return true;
}

async function buy(member: Awaited<ReturnType<typeof joinMember>>, idempotencyKey: string) {
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
  owner = await joinMember(api.app);
  const channel = await makeChannel(db, { ownerUserId: owner.user.userInfo.id });
  ids.channel = channel.id;
  const playlist = await makePlaylist(db, { channelId: channel.id, isFree: false, price: 3, bundlePrice: 5 });
  ids.playlist = playlist.id;
  ids.paid = (await makeContent(db, { playlistId: playlist.id, isFree: false, price: 3, episodeNo: 1 })).id;
  const job = await api.app.services.media.pipeline.ingestNow({
    contentId: ids.paid,
    createdBy: null,
    localPath: await stereoTone(40, scratch),
    filename: 'tone.m4a',
  });
  expect(job.status, job.error).toBe('done');
}, 180_000);

describe('a leaked URL of a paid episode', () => {
  it('gives a visitor the preview only: its own segments and key, never the full segments', async () => {
    // The visitor's preview: 20 % of 40 s is 8 s, two 4-second segments.
    const preview = await play(ids.paid);
    expect(preview).toMatchObject({
      scope: 'preview',
      previewSec: 8,
      channelId: ids.channel,
      isOwner: false,
    });
    const visitor = await open(preview);
    expect(visitor.segments).toHaveLength(2);
    expect(visitor.playlist).toContain('#EXT-X-ENDLIST');
    const previewKey = await get(visitor.keyUrl);
    expect(previewKey.statusCode).toBe(200);
    expect(previewKey.rawPayload).toHaveLength(16);
    // Nothing past the preview under the preview token, even by guessing names.
    const guessed = visitor.segments[0]!.replace('seg_00000.ts', 'seg_00002.ts');
    expect((await get(guessed)).statusCode).toBe(404);

    // The owner's full package: every segment, a different key.
    const full = await play(ids.paid, owner.token);
    expect(full).toMatchObject({ scope: 'full', previewSec: null, channelId: ids.channel, isOwner: true });
    const whole = await open(full, owner.token);
    expect(whole.segments.length).toBeGreaterThanOrEqual(10);
    const fullKey = await get(whole.keyUrl, owner.token);
    expect(fullKey.statusCode).toBe(200);
    expect(fullKey.rawPayload.equals(previewKey.rawPayload)).toBe(false);

    // The full segment URLs, leaked: nothing without the owner's session.
    const stranger = await joinMember(api.app);
    for (const cookie of [undefined, stranger.token]) {
      for (const url of whole.segments) {
        const refused = await get(url, cookie);
        expect(refused.statusCode, url).toBe(404);
        expect(refused.headers['cache-control']).toContain('no-store');
        expect(refused.json()).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST' });
      }
    }

    // Even with the full ciphertext in hand, the preview key opens none of it.
    for (const [index, url] of whole.segments.entries()) {
      const segment = await get(url, owner.token);
      expect(segment.statusCode).toBe(200);
      expect(decryptsToTs(segment.rawPayload, fullKey.rawPayload, whole.ivOf(index)), url).toBe(true);
      expect(decryptsToTs(segment.rawPayload, previewKey.rawPayload, whole.ivOf(index)), url).toBe(false);
      expect(decryptsToTs(segment.rawPayload, previewKey.rawPayload, visitor.ivOf(index)), url).toBe(false);
    }
    // The preview's own segments decrypt with the preview key (and not with the full one).
    for (const [index, url] of visitor.segments.entries()) {
      const segment = await get(url);
      expect(segment.statusCode).toBe(200);
      expect(decryptsToTs(segment.rawPayload, previewKey.rawPayload, visitor.ivOf(index)), url).toBe(true);
      expect(decryptsToTs(segment.rawPayload, fullKey.rawPayload, whole.ivOf(index)), url).toBe(false);
    }
  });

  it('cuts the script and the images to the preview', async () => {
    const db = api.database.db;
    await db.insert(contentCaptions).values(
      [0, 5, 10, 20].map((second, seq) => ({
        contentId: ids.paid,
        seq,
        startMs: second * 1000,
        endMs: second * 1000 + 4000,
        text: `대사 ${seq + 1}`,
      })),
    );
    await db.insert(audiotoonFrames).values(
      [0, 6, 10].map((second, seq) => ({
        contentId: ids.paid,
        seq,
        atMs: second * 1000,
        imageKey: `frames/${ids.paid}/${seq}.jpg`,
        width: 640,
        height: 360,
      })),
    );
    try {
      const preview = await play(ids.paid);
      expect(preview.captions.map((line) => line.startMs)).toEqual([0, 5000]);
      expect(preview.frames.map((frame) => frame.atMs)).toEqual([0, 6000]);
      const full = await play(ids.paid, owner.token);
      expect(full.captions).toHaveLength(4);
      expect(full.frames).toHaveLength(3);
    } finally {
      await db.delete(contentCaptions).where(eq(contentCaptions.contentId, ids.paid));
      await db.delete(audiotoonFrames).where(eq(audiotoonFrames.contentId, ids.paid));
    }
  });
});

describe('an entitlement that ends', () => {
  it('stops segments and the key once the purchase is gone and the cache window has passed', async () => {
    const buyer = await joinMember(api.app);
    await buy(buyer, 'entitled-delivery-refund');
    const source = await play(ids.paid, buyer.token);
    expect(source.scope).toBe('full');
    const stream = await open(source, buyer.token);
    expect((await get(stream.segments[0]!, buyer.token)).statusCode).toBe(200);
    expect((await get(stream.keyUrl, buyer.token)).statusCode).toBe(200);

    // The purchase is taken back (what a refund of the episode does to the entitlement).
    await api.database.db
      .delete(purchases)
      .where(and(eq(purchases.userId, buyer.user.userInfo.id), eq(purchases.contentId, ids.paid)));
    // The key is checked on every request.
    expect((await get(stream.keyUrl, buyer.token)).statusCode).toBe(404);

    clock.offsetMs += 31_000;
    for (const url of [stream.segments[0]!, stream.segments.at(-1)!, stream.keyUrl, source.src]) {
      const refused = await get(url, buyer.token);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST' });
    }
    // Back to the preview: a fresh play answer is the preview again.
    expect((await play(ids.paid, buyer.token)).scope).toBe('preview');
  });
});

describe('packages published before previews had their own key', () => {
  it('get one from the start-up backfill (once) or on the first preview request', async () => {
    const db = api.database.db;
    const pipeline = api.app.services.media.pipeline;
    const storage = api.app.services.media.storage;
    /** Makes the package one published before previews had their own key (as delivery last saw it). */
    const forget = async () => {
      const [published] = await db.select().from(contentMedia).where(eq(contentMedia.contentId, ids.paid));
      await storage.deletePrefix(published!.previewPrefix!);
      const [row] = await db
        .update(contentMedia)
        .set({ previewKey: null, previewPrefix: null, previewMs: null })
        .where(eq(contentMedia.contentId, ids.paid))
        .returning();
      // Past delivery's package cache (10 s), then let it see (and cache) the package without a
      // preview, as it would before the backfill: a preview token must look again, not 404.
      clock.offsetMs += 11_000;
      await get(`/media/hls/${ids.paid}/pub/master.m3u8`);
      return row!;
    };
    const before = await forget();
    expect(await pipeline.backfillPreviews()).toMatchObject({ built: 1 });
    const [after] = await db.select().from(contentMedia).where(eq(contentMedia.contentId, ids.paid));
    expect(after!.previewKey).toHaveLength(16);
    expect(after!.previewKey!.equals(before.aesKey!)).toBe(false);
    expect(after!.previewMs).toBeGreaterThanOrEqual(7_900);
    expect(after!.previewMs).toBeLessThanOrEqual(8_100);
    expect(after!.previewPrefix?.startsWith(`${before.prefix}/`)).toBe(true);
    // Idempotent: nothing left to build.
    expect(await pipeline.backfillPreviews()).toMatchObject({ built: 0 });

    for (const label of ['backfilled', 'lazily built']) {
      if (label === 'lazily built') await forget();
      const preview = await play(ids.paid);
      expect(preview, label).toMatchObject({ scope: 'preview', previewSec: 8 });
      const visitor = await open(preview);
      expect(visitor.segments, label).toHaveLength(2);
      const key = await get(visitor.keyUrl);
      expect(key.statusCode, label).toBe(200);
      expect(key.rawPayload.equals(before.aesKey!), label).toBe(false);
      const first = await get(visitor.segments[0]!);
      expect(decryptsToTs(first.rawPayload, key.rawPayload, visitor.ivOf(0)), label).toBe(true);
    }
  });
});
