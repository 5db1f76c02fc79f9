import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '#api/db/client';
import { channelSubscriptionProducts, galleryPurchases, users } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { createLedger } from '#api/modules/hearts';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel } from '../../../test/factories.ts';
import { makeGalleryItem } from './test-kit.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sogon-gallery-'));
const roots = mediaRoots(dir);
const api = setupTestApi({ media: roots });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Where full gallery images are kept (the private store). */
const privateStore = () => api.app.services.media.privateStorage;

interface Card {
  id: number;
  title: string;
  price: number;
  locked: boolean;
  likeCount: number;
  isAdult: boolean;
}
interface Page {
  items: Card[];
  lastCursor: string | null;
  lastId: number | null;
}

const headers = (token?: string | null, extra: Record<string, string> = {}) => ({
  'x-client': 'web',
  ...(token ? { token } : {}),
  ...extra,
});
const get = (url: string, token?: string | null) =>
  api.app.inject({ url: `/api/live${url}`, headers: headers(token) });
const post = (url: string, token?: string | null, extra: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: `/api/live${url}`, headers: headers(token, extra) });
const buy = (channelId: number, itemId: number, token?: string | null, extra: Record<string, string> = {}) =>
  post(`/v2/channel/${channelId}/gallery/purchase/${itemId}`, token, extra);

async function memberWithHearts(paid: number, bonus = 0) {
  const member = await joinMember(api.app);
  if (paid + bonus > 0) {
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: member.user.userInfo.id,
        kind: 'grant',
        idempotencyKey: 'test',
        paid,
        bonus,
      }),
    );
  }
  return { token: member.token, userId: member.user.userInfo.id };
}

async function adultViewer(): Promise<string> {
  const joined = await joinMember(api.app);
  await api.database.db
    .update(users)
    .set({ isAuth: true, isAdult: 1, adultMode: true })
    .where(eq(users.id, joined.user.userInfo.id));
  return joined.token;
}

async function page(channelId: number, query: Record<string, string | number> = {}, token?: string) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await get(`/v2/channel/${channelId}/galleryCursor?${search}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as Page;
}

/** Every page from the first, `between` running after each fetch; the ids in the order read. */
async function walk(
  channelId: number,
  query: Record<string, string | number>,
  between?: () => Promise<void>,
) {
  const ids: number[] = [];
  let cursor: { lastCursor: string; lastId: number } | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const result = await page(channelId, { ...query, ...(cursor ?? {}) });
    ids.push(...result.items.map((item) => item.id));
    if (result.lastCursor === null || result.lastId === null) return ids;
    cursor = { lastCursor: result.lastCursor, lastId: result.lastId };
    await between?.();
  }
  throw new Error('paging did not end');
}

/** Items a second apart (three sharing each second, for the id tie-break), oldest first. */
async function fill(db: Db, channelId: number, count: number, price = 3) {
  const start = Date.UTC(2025, 0, 1);
  const made = [];
  for (let index = 0; index < count; index++) {
    const openDt = new Date(start + Math.floor(index / 3) * 1000);
    made.push(await makeGalleryItem(db, { channelId, openDt, price, storage: privateStore() }));
  }
  return made;
}

async function ledgerRows(userId: number) {
  const { rows } = await api.database.db.execute<{ kind: string; reference: string; n: number }>(sql`
    select kind, reference, count(*)::int as n from ledger_transactions
     where user_id = ${userId} and kind = 'purchase' group by kind, reference order by reference`);
  return rows;
}

async function expectNoDrift() {
  const report = await createLedger(api.database.db).check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('gallery lists', () => {
  it('pages 16 at a time newest first and returns every item exactly once, on both paths', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const made = await fill(db, channel.id, 40);
    await makeGalleryItem(db, { channelId: channel.id, status: 'hidden' });

    const first = await page(channel.id);
    expect(first.items).toHaveLength(16);
    expect(first.lastId).toBe(first.items[15]!.id);
    expect(first.lastCursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      previewImg: expect.stringMatching(/^\/media\//),
      width: 768,
      height: 1024,
      price: 3,
      isAdult: false,
      locked: true,
      membersOnly: false,
      likeCount: 0,
      openDt: expect.any(String),
    });

    const expected = [...made]
      .sort((a, b) => b.openDt.getTime() - a.openDt.getTime() || b.id - a.id)
      .map((item) => item.id);
    expect(await walk(channel.id, {})).toEqual(expected);
    expect(await walk(channel.id, { offset: 7, sort: 'old', cursorKey: 'last_open_dt' })).toEqual(
      [...expected].reverse(),
    );
    const v1 = await get(`/v1/service/galleryCursor/${channel.id}?offset=5`);
    expect(v1.statusCode).toBe(200);
    expect((v1.json().result as Page).items.map((item) => item.id)).toEqual(expected.slice(0, 5));
  });

  it('returns every item exactly once while newer items open between fetches', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db);
    const made = await fill(db, channel.id, 20);
    let added = 0;
    const ids = await walk(channel.id, { offset: 4 }, async () => {
      await Promise.all([
        makeGalleryItem(db, { channelId: channel.id }),
        makeGalleryItem(db, { channelId: channel.id }),
      ]);
      added += 2;
    });
    expect(added).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(made.map((item) => item.id).sort((a, b) => a - b));
  });

  it('answers unknown channels, bad cursors and page sizes like the playlist cursor', async () => {
    const channel = await makeChannel(api.database.db);
    expect((await get('/v2/channel/999999/galleryCursor')).json().message).toBe('ERROR_CHANNEL_NOT_EXIST');
    for (const query of [
      'lastCursor=yesterday&lastId=3',
      'lastId=3',
      'sort=popular',
      'offset=0',
      'offset=101',
    ]) {
      const response = await get(`/v2/channel/${channel.id}/galleryCursor?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
  });
});

describe('seeing a gallery item', () => {
  it('shows free items to anyone and paid ones to buyers, the channel owner and subscribers', async () => {
    const db = api.database.db;
    const owner = await memberWithHearts(0);
    const subscriber = await memberWithHearts(0, 20);
    const stranger = await memberWithHearts(0);
    const channel = await makeChannel(db, { ownerUserId: owner.userId });
    const free = await makeGalleryItem(db, { channelId: channel.id, price: 0 });
    const paid = await makeGalleryItem(db, { channelId: channel.id, price: 4, description: '설명' });
    await db
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: '월간 구독', heartsPerMonth: 5 });
    const subscribed = await api.app.inject({
      method: 'PUT',
      url: '/api/live/v1/user/channelSubscribe',
      headers: headers(subscriber.token),
      payload: { channelId: channel.id, status: 1 },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const detail = async (itemId: number, token?: string) => {
      const response = await get(`/v2/channel/${channel.id}/gallery/${itemId}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result;
    };
    expect(await detail(paid.id)).toMatchObject({
      id: paid.id,
      channelId: channel.id,
      description: '설명',
      access: 'login_required',
      locked: true,
      imageUrl: null,
      liked: false,
      balance: null,
    });
    expect(await detail(free.id)).toMatchObject({
      access: 'free',
      locked: false,
      imageUrl: `/media/gallery/${free.id}`,
    });
    expect(await detail(paid.id, stranger.token)).toMatchObject({
      access: 'not_purchased',
      imageUrl: null,
      balance: { paid: 0, bonus: 0, total: 0 },
    });
    expect(await detail(paid.id, owner.token)).toMatchObject({
      access: 'owner',
      imageUrl: `/media/gallery/${paid.id}`,
    });
    expect(await detail(paid.id, subscriber.token)).toMatchObject({
      access: 'subscription',
      imageUrl: `/media/gallery/${paid.id}`,
      balance: { total: 15 },
    });
    const lockedFor = async (token?: string) =>
      Object.fromEntries((await page(channel.id, {}, token)).items.map((item) => [item.id, item.locked]));
    expect(await lockedFor()).toEqual({ [free.id]: false, [paid.id]: true });
    expect(await lockedFor(subscriber.token)).toEqual({ [free.id]: false, [paid.id]: false });

    // The subscription list: what the subscription opens (paid items), nothing for others.
    const subscriptionList = async (token?: string) =>
      get(`/v1/service/galleryCursor/${channel.id}/subscribe`, token);
    expect((await subscriptionList(subscriber.token)).json().result.items).toMatchObject([
      { id: paid.id, locked: false },
    ]);
    expect((await subscriptionList(stranger.token)).json().result).toEqual({
      items: [],
      lastCursor: null,
      lastId: null,
    });
    expect((await subscriptionList()).statusCode).toBe(401);

    for (const url of [
      `/v2/channel/${channel.id}/gallery/999999`,
      `/v2/channel/${channel.id + 1}/gallery/${paid.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    }
  });

  it('toggles a like for members only', async () => {
    const member = await memberWithHearts(0);
    const item = await makeGalleryItem(api.database.db, { price: 2 });
    const like = (token?: string) => post(`/v2/channel/${item.channelId}/gallery/${item.id}/like`, token);
    expect((await like(member.token)).json().result).toEqual({ itemId: item.id, liked: true, likeCount: 1 });
    const other = await memberWithHearts(0);
    expect((await like(other.token)).json().result).toEqual({ itemId: item.id, liked: true, likeCount: 2 });
    expect((await like(member.token)).json().result).toEqual({ itemId: item.id, liked: false, likeCount: 1 });
    const detail = await get(`/v2/channel/${item.channelId}/gallery/${item.id}`, other.token);
    expect(detail.json().result).toMatchObject({ liked: true, likeCount: 1 });
    expect((await page(item.channelId)).items[0]!.likeCount).toBe(1);
    expect((await like()).statusCode).toBe(401);
  });
});

describe('buying a gallery item with hearts', () => {
  it('spends the price once, records the purchase with its ledger transaction and opens the image', async () => {
    const member = await memberWithHearts(10);
    const item = await makeGalleryItem(api.database.db, {
      price: 4,
      title: '밤하늘',
      storage: privateStore(),
    });

    const bought = await buy(item.channelId, item.id, member.token);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().result).toEqual({
      itemId: item.id,
      hearts: 4,
      alreadyOwned: false,
      free: false,
      imageUrl: `/media/gallery/${item.id}`,
      balance: { paid: 6, bonus: 0, total: 6 },
    });
    const again = await buy(item.channelId, item.id, member.token);
    expect(again.json().result).toMatchObject({ hearts: 0, alreadyOwned: true, balance: { total: 6 } });

    const [row] = await api.database.db
      .select()
      .from(galleryPurchases)
      .where(and(eq(galleryPurchases.userId, member.userId), eq(galleryPurchases.itemId, item.id)));
    expect(row).toMatchObject({ hearts: 4, transactionId: expect.any(Number) });
    expect(await ledgerRows(member.userId)).toEqual([
      { kind: 'purchase', reference: `gallery:${item.id}`, n: 1 },
    ]);
    const history = await createLedger(api.database.db).history(member.userId, { limit: 5 });
    expect(history[0]).toMatchObject({ kind: 'purchase', memo: '밤하늘', paid: -4, bonus: 0 });

    const detail = await get(`/v2/channel/${item.channelId}/gallery/${item.id}`, member.token);
    expect(detail.json().result).toMatchObject({
      access: 'purchased',
      locked: false,
      imageUrl: `/media/gallery/${item.id}`,
    });
  });

  it('spends bonus hearts first', async () => {
    const member = await memberWithHearts(10, 3);
    const item = await makeGalleryItem(api.database.db, { price: 5 });
    const bought = await buy(item.channelId, item.id, member.token);
    expect(bought.json().result.balance).toEqual({ paid: 8, bonus: 0, total: 8 });
    const history = await createLedger(api.database.db).history(member.userId, { limit: 1 });
    expect(history[0]).toMatchObject({ kind: 'purchase', paid: -2, bonus: -3 });
  });

  it('asks nothing for a free item and writes nothing', async () => {
    const member = await memberWithHearts(5);
    const item = await makeGalleryItem(api.database.db, { price: 0 });
    const answer = await buy(item.channelId, item.id, member.token);
    expect(answer.json().result).toEqual({
      itemId: item.id,
      hearts: 0,
      alreadyOwned: true,
      free: true,
      imageUrl: `/media/gallery/${item.id}`,
      balance: { paid: 5, bonus: 0, total: 5 },
    });
    expect(await ledgerRows(member.userId)).toEqual([]);
  });

  it('refuses when hearts are short, writing nothing; refuses visitors and unknown, hidden or foreign items', async () => {
    const member = await memberWithHearts(3, 1);
    const item = await makeGalleryItem(api.database.db, { price: 5 });
    const short = await buy(item.channelId, item.id, member.token);
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
    expect(
      await api.database.db.select().from(galleryPurchases).where(eq(galleryPurchases.userId, member.userId)),
    ).toEqual([]);
    expect(await ledgerRows(member.userId)).toEqual([]);
    expect(await createLedger(api.database.db).balance(member.userId)).toEqual({ paid: 3, bonus: 1 });

    expect((await buy(item.channelId, item.id, null)).json().message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    const noClient = await api.app.inject({
      method: 'POST',
      url: `/api/live/v2/channel/${item.channelId}/gallery/purchase/${item.id}`,
      headers: { token: member.token },
    });
    expect(noClient.statusCode).toBe(400);

    const hidden = await makeGalleryItem(api.database.db, { price: 1, status: 'hidden' });
    const other = await makeChannel(api.database.db);
    for (const [channelId, itemId] of [
      [item.channelId, 999999],
      [hidden.channelId, hidden.id],
      [other.id, item.id],
    ] as const) {
      const response = await buy(channelId, itemId, member.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    }
  });

  it('buys exactly what the balance covers when 20 purchases of different items race', async () => {
    const member = await memberWithHearts(20, 7);
    const channel = await makeChannel(api.database.db);
    const items = await fill(api.database.db, channel.id, 20, 3);
    const answers = await Promise.all(items.map((item) => buy(channel.id, item.id, member.token)));
    const statuses = answers.map((answer) => answer.statusCode);
    // 27 hearts at 3 each: nine purchases, the rest refused for want of hearts.
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.filter((status) => status === 402)).toHaveLength(11);
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json().result.balance.total).toBeGreaterThanOrEqual(0);
    }
    expect(await createLedger(api.database.db).balance(member.userId)).toEqual({ paid: 0, bonus: 0 });
    const rows = await api.database.db
      .select()
      .from(galleryPurchases)
      .where(eq(galleryPurchases.userId, member.userId));
    expect(rows).toHaveLength(9);
    expect((await ledgerRows(member.userId)).reduce((sum, row) => sum + row.n, 0)).toBe(9);
    const bought = new Set(
      answers.flatMap((answer) => (answer.statusCode === 200 ? [answer.json().result.itemId] : [])),
    );
    expect(new Set(rows.map((row) => row.itemId))).toEqual(bought);
    await expectNoDrift();
  });

  it('charges once when the same purchase is retried in parallel, with or without an Idempotency-Key', async () => {
    const member = await memberWithHearts(30);
    const item = await makeGalleryItem(api.database.db, { price: 5 });
    const key = { 'idempotency-key': 'gallery-retry-0001' };
    const retried = await Promise.all(
      Array.from({ length: 10 }, () => buy(item.channelId, item.id, member.token, key)),
    );
    expect(retried.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(retried.filter((answer) => !answer.json().result.alreadyOwned)).toHaveLength(1);

    const plain = await makeGalleryItem(api.database.db, { price: 5 });
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => buy(plain.channelId, plain.id, member.token)),
    );
    expect(raced.filter((answer) => !answer.json().result.alreadyOwned)).toHaveLength(1);

    // The same key for another item is another purchase, not a replay of the first.
    const next = await makeGalleryItem(api.database.db, { price: 5 });
    expect((await buy(next.channelId, next.id, member.token, key)).json().result).toMatchObject({
      hearts: 5,
      alreadyOwned: false,
    });
    expect(await createLedger(api.database.db).balance(member.userId)).toEqual({ paid: 15, bonus: 0 });
    await expectNoDrift();
  });
});

describe('full gallery images', () => {
  it('serves a paid image only after purchase, privately, and nothing paid to a guess', async () => {
    const member = await memberWithHearts(10);
    const item = await makeGalleryItem(api.database.db, { price: 2, storage: privateStore() });
    const free = await makeGalleryItem(api.database.db, { price: 0, storage: privateStore() });
    const image = (itemId: number, token?: string) =>
      api.app.inject({ url: `/media/gallery/${itemId}`, cookies: token ? { token } : {} });

    expect((await image(item.id)).statusCode).toBe(404);
    expect((await image(item.id, member.token)).statusCode).toBe(404);
    expect((await image(999999, member.token)).statusCode).toBe(404);
    expect((await image(item.id)).body).not.toContain('full image');

    await buy(item.channelId, item.id, member.token);
    const served = await image(item.id, member.token);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(`full image ${item.imageKey}`);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['content-type']).toContain('image/jpeg');
    expect((await image(item.id)).statusCode).toBe(404);

    expect((await image(free.id)).statusCode).toBe(200);
    const hidden = await makeGalleryItem(api.database.db, {
      price: 0,
      status: 'hidden',
      storage: privateStore(),
    });
    expect((await image(hidden.id)).statusCode).toBe(404);
  });
});

describe('adult gallery items', () => {
  it('never reach a caller who may not see adult items, and reach an adult with adult mode on', async () => {
    const db = api.database.db;
    const member = await memberWithHearts(20);
    const plain = await makeChannel(db);
    const adultItem = await makeGalleryItem(db, {
      channelId: plain.id,
      isAdult: true,
      price: 0,
      storage: privateStore(),
    });
    const plainItem = await makeGalleryItem(db, { channelId: plain.id, price: 0 });
    const adultChannel = await makeChannel(db, { isAdult: true });
    const inAdultChannel = await makeGalleryItem(db, {
      channelId: adultChannel.id,
      price: 2,
      storage: privateStore(),
    });

    for (const token of [undefined, member.token]) {
      expect((await page(plain.id, {}, token)).items.map((item) => item.id)).toEqual([plainItem.id]);
      const list = await get(`/v2/channel/${adultChannel.id}/galleryCursor`, token);
      expect(list.statusCode).toBe(404);
      expect(list.json().result).toEqual({ error: 'ERROR_CHANNEL_NOT_EXIST', reason: 'adult' });
      for (const item of [adultItem, inAdultChannel]) {
        const detail = await get(`/v2/channel/${item.channelId}/gallery/${item.id}`, token);
        expect(detail.statusCode).toBe(404);
        expect(detail.json().result).toEqual({ error: 'ERROR_CONTENT_NOT_EXIST', reason: 'adult' });
        const image = await api.app.inject({
          url: `/media/gallery/${item.id}`,
          cookies: token ? { token } : {},
        });
        expect(image.statusCode).toBe(404);
      }
    }
    const refused = await buy(adultChannel.id, inAdultChannel.id, member.token);
    expect(refused.statusCode).toBe(404);
    expect(await ledgerRows(member.userId)).toEqual([]);

    const adult = await adultViewer();
    expect((await page(plain.id, {}, adult)).items.map((item) => item.id).sort()).toEqual(
      [adultItem.id, plainItem.id].sort(),
    );
    expect((await page(adultChannel.id, {}, adult)).items).toMatchObject([
      { id: inAdultChannel.id, locked: true },
    ]);
    const image = await api.app.inject({ url: `/media/gallery/${adultItem.id}`, cookies: { token: adult } });
    expect(image.statusCode).toBe(200);
  });
});
