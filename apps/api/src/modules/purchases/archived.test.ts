// Issue 37, ADR 066: a creator archives a playlist (takes it off the shelves). It is gone from
// pages and lists for everyone, nobody can buy anything of it, and the members who hold its
// episodes — bought (the episode or the bundle), a live rental, or a live subscription whose tier
// includes paid episodes — still find them in 보관함 and play them (stream, key, offline licence),
// by the one holding rule of deleted episodes (access/deleted.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  heartWallets,
  playlists,
  purchases,
  rentals,
} from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { stereoTone } from '../../../test/media-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-archived-'));
const NOW = new Date('2026-12-02T03:00:00Z');
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

function call(token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
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

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json()).toMatchObject({ message: code });
}

const ids = { channel: 0, playlist: 0, paid: 0, other: 0 };
let owner: Member;

beforeAll(async () => {
  owner = await member();
  const channel = await makeChannel(db(), { ownerUserId: owner.id });
  ids.channel = channel.id;
  const playlist = await makePlaylist(db(), {
    channelId: channel.id,
    isFree: false,
    price: 3,
    bundlePrice: 5,
    rentalHours: 24,
  });
  ids.playlist = playlist.id;
  const episode = (episodeNo: number) =>
    makeContent(db(), {
      playlistId: playlist.id,
      episodeNo,
      isFree: false,
      price: 3,
      rentalPrice: 1,
      openDt: new Date(NOW.getTime() - HOUR),
    });
  ids.paid = (await episode(1)).id;
  ids.other = (await episode(2)).id;
  const job = await api.app.services.media.pipeline.ingestNow({
    contentId: ids.paid,
    createdBy: null,
    localPath: await stereoTone(8, scratch),
    filename: 'tone.m4a',
  });
  expect(job.status, job.error).toBe('done');
}, 120_000);

async function subscriber(includesPaidEpisodes: boolean): Promise<Member> {
  const subscribed = await member();
  const [product] = await db()
    .insert(channelSubscriptionProducts)
    .values({
      channelId: ids.channel,
      name: includesPaidEpisodes ? '전체' : '응원',
      heartsPerMonth: 10,
      includesPaidEpisodes,
    })
    .returning();
  await db()
    .insert(channelSubscriptions)
    .values({
      userId: subscribed.id,
      channelId: ids.channel,
      productId: product!.id,
      hearts: 10,
      status: 'active',
      startedAt: new Date(NOW.getTime() - 10 * DAY),
      currentPeriodStart: new Date(NOW.getTime() - 10 * DAY),
      currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
    });
  return subscribed;
}

async function richMember(): Promise<Member> {
  const rich = await member();
  const ledger = api.app.services.ledger;
  await ledger.transaction((tx) =>
    ledger.credit(tx, {
      userId: rich.id,
      kind: 'grant',
      idempotencyKey: `grant-${rich.id}`,
      paid: 50,
      bonus: 0,
    }),
  );
  return rich;
}

const play = (token: string | null) =>
  api.app.inject({
    url: `/api/live/v2/content/play/${ids.paid}`,
    ...(token ? { cookies: { token } } : {}),
  });

const offline = (token: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/live/v2/content/offline/${ids.paid}`,
    headers: { 'x-client': 'web', 'content-type': 'application/json' },
    cookies: { token },
    payload: JSON.stringify({ quality: 'standard' }),
  });

describe('an archived playlist', () => {
  it('is gone for everyone, plays for its holders, is listed in their library and sells nothing', async () => {
    const buyer = await member();
    const bundleBuyer = await member();
    const renter = await member();
    const lapsed = await member();
    const fan = await subscriber(true);
    const supporter = await subscriber(false);
    const stranger = await richMember();
    await db()
      .insert(purchases)
      .values([
        { userId: buyer.id, playlistId: ids.playlist, contentId: ids.paid, hearts: 3 },
        { userId: bundleBuyer.id, playlistId: ids.playlist, contentId: null, hearts: 5 },
      ]);
    const rental = (userId: number, endsAt: Date) => ({
      userId,
      playlistId: ids.playlist,
      contentId: ids.paid,
      source: 'hearts' as const,
      hearts: 1,
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt,
    });
    await db()
      .insert(rentals)
      .values([
        rental(renter.id, new Date(NOW.getTime() + HOUR)),
        rental(lapsed.id, new Date(NOW.getTime() - 60_000)),
      ]);

    // The studio archives the playlist.
    const archived = await call(owner.token, 'PATCH', `/v1/studio/playlists/${ids.playlist}`, {
      status: 'archived',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const [stored] = await db().select().from(playlists).where(eq(playlists.id, ids.playlist));
    expect(stored!.status).toBe('archived');

    // No page for anyone, holders included.
    for (const token of [buyer.token, null]) {
      expectError(await call(token, 'GET', `/v2/playlist/${ids.playlist}`), 404, 'ERROR_CONTENT_NOT_EXIST');
    }

    // Holders play it in full, with its key and an offline licence.
    for (const holder of [buyer, bundleBuyer, renter, fan]) {
      const source = await play(holder.token);
      expect(source.statusCode, source.body).toBe(200);
      expect(source.json().result).toMatchObject({ scope: 'full', contentId: ids.paid, archived: true });
      const key = await api.app.inject({
        url: source.json().result.src.replace('master.m3u8', 'key'),
        cookies: { token: holder.token },
      });
      expect(key.statusCode, key.body).toBe(200);
      expect(key.rawPayload).toHaveLength(16);
      const licence = await offline(holder.token);
      expect(licence.statusCode, licence.body).toBe(200);
    }
    // The renter's grant and licence end with the rental.
    const rented = (await offline(renter.token)).json().result;
    expect(Date.parse(rented.terms.expiresAt)).toBe(NOW.getTime() + HOUR);

    // A non-holder (a lapsed renter, a subscriber whose tier has no paid episodes, a stranger,
    // the owner as a listener) and a visitor get the answer of an episode that does not exist.
    for (const token of [lapsed.token, supporter.token, stranger.token, null]) {
      expectError(await play(token), 404, 'ERROR_CONTENT_NOT_EXIST');
    }
    expectError(await offline(stranger.token), 404, 'ERROR_CONTENT_NOT_EXIST');

    // 보관함: the holders find the episode among the gone ones, marked archived; nobody else does.
    const library = (token: string) => call(token, 'GET', '/v2/user/library/own/deleted');
    expect((await library(buyer.token)).json().result).toEqual([
      expect.objectContaining({
        contentId: ids.paid,
        playlistId: ids.playlist,
        reason: 'archived',
        rentedUntil: null,
        subscribed: false,
      }),
    ]);
    // The bundle holds both episodes; the subscription too (its tier includes paid episodes).
    for (const holder of [bundleBuyer, fan]) {
      const listed = (await library(holder.token)).json().result;
      expect(listed.map((item: { contentId: number }) => item.contentId)).toEqual([ids.paid, ids.other]);
      expect(listed[0]).toMatchObject({ reason: 'archived', subscribed: holder === fan });
    }
    expect((await library(renter.token)).json().result).toEqual([
      expect.objectContaining({
        contentId: ids.paid,
        reason: 'archived',
        rentedUntil: new Date(NOW.getTime() + HOUR).toISOString(),
      }),
    ]);
    for (const other of [lapsed, supporter, stranger, owner]) {
      expect((await library(other.token)).json().result).toEqual([]);
    }
    // The owned playlists list keeps the playlist, saying it is archived (no page to link to).
    const owned = (await call(buyer.token, 'GET', '/v2/user/library/own/playlist')).json().result;
    expect(owned).toEqual([expect.objectContaining({ playlistId: ids.playlist, archived: true })]);

    // Nobody can buy anything of it: an episode, the bundle, a rental; no hearts move.
    for (const url of [
      `/v2/service/content/purchase/${ids.playlist}/${ids.other}`,
      `/v2/service/content/purchase/${ids.playlist}/0`,
      `/v2/service/content/rent/${ids.playlist}/${ids.other}`,
    ]) {
      expectError(await call(stranger.token, 'POST', url), 404, 'ERROR_CONTENT_NOT_EXIST');
      expectError(await call(buyer.token, 'POST', url), 404, 'ERROR_CONTENT_NOT_EXIST');
    }
    const bought = await db().select().from(purchases).where(eq(purchases.userId, stranger.id));
    expect(bought).toEqual([]);
    const [wallet] = await db().select().from(heartWallets).where(eq(heartWallets.userId, stranger.id));
    expect(wallet).toMatchObject({ paid: 50, bonus: 0 });
  });
});
