// 대여 and 기다무 through the API on real PostgreSQL (ADR 066, issue 38), with a clock the test
// moves: a rental plays until its end and not a moment after (the playlist page, the stream
// decision behind the play answer and the key, the offline licence), owning after renting costs
// the difference, and a 기다무 claim is one ticket per interval however many ask at once, on one
// server or two.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, purchases, rentals, waitFreeTimers } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { createOfflineLicences } from '#api/modules/media';
import { joinMember } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

const HOUR = 3_600_000;
// Ahead of the real clock, so every episode made now is open at the test's time.
let nowMs = Date.now() + 24 * HOUR;
const clock = () => new Date(nowMs);

let database: TestDatabase;
let api: TestApiServer;
let second: TestApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await buildTestServer(database, { settings: { clock } });
  // A second server on the same database (the race across servers).
  second = await buildTestServer(database, { settings: { clock } });
});
afterAll(async () => {
  await second?.close();
  await api?.close();
  await database?.drop();
});
const db = () => database.db;

async function memberWithHearts(paid: number) {
  const member = await joinMember(api);
  if (paid > 0) {
    const ledger = createLedger(db());
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: member.user.userInfo.id,
        kind: 'grant',
        idempotencyKey: 'test',
        paid,
        bonus: 0,
      }),
    );
  }
  return { ...member, id: member.user.userInfo.id as number };
}

async function rentable(options: { rentalHours?: number; waitFree?: [number, number, number] } = {}) {
  const [hours, excludeNewest, rentalHours] = options.waitFree ?? [0, 0, 0];
  const playlist = await makePlaylist(db(), {
    isFree: false,
    price: 5,
    bundlePrice: 0,
    rentalHours: options.rentalHours ?? 72,
    waitFreeHours: hours,
    waitFreeExcludeNewest: excludeNewest,
    waitFreeRentalHours: rentalHours,
  });
  const free = await makeContent(db(), { playlistId: playlist.id, isFree: true, episodeNo: 1 });
  const paid = [];
  for (const episodeNo of [2, 3, 4]) {
    paid.push(
      await makeContent(db(), {
        playlistId: playlist.id,
        isFree: false,
        price: 5,
        rentalPrice: 2,
        episodeNo,
      }),
    );
  }
  const notForRent = await makeContent(db(), {
    playlistId: playlist.id,
    isFree: false,
    price: 5,
    rentalPrice: 0,
    episodeNo: 5,
  });
  return { playlist, free, paid, notForRent };
}

const post = (server: TestApiServer, token: string, url: string, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: `/api/live${url}`,
    headers: { 'x-client': 'web', token, ...headers },
  });
const get = (token: string, url: string) =>
  api.inject({ url: `/api/live${url}`, headers: { 'x-client': 'web', token } });
const rent = (token: string, playlistId: number, contentId: number, headers: Record<string, string> = {}) =>
  post(api, token, `/v2/service/content/rent/${playlistId}/${contentId}`, headers);
const claim = (token: string, playlistId: number, contentId: number, server = api) =>
  post(server, token, `/v2/service/content/waitFree/${playlistId}/${contentId}`);

async function pageEpisode(token: string, playlistId: number, contentId: number) {
  const page = await get(token, `/v2/playlist/${playlistId}`);
  expect(page.statusCode).toBe(200);
  const detail = page.json().result;
  return { detail, episode: detail.episodes.find((e: { id: number }) => e.id === contentId) };
}

const viewer = (id: number) => ({ userId: id, canSeeAdult: false });
const offline = () =>
  createOfflineLicences({
    media: api.services.media.repository,
    access: api.services.media.access,
    play: api.services.media.play,
    storage: api.services.media.storage,
    lifetimeSec: () => 30 * 24 * 3600,
    now: () => nowMs,
  });

describe('대여 (rent an episode)', () => {
  it('rents for rental_price and rental_hours; plays until the end everywhere, then not', async () => {
    const member = await memberWithHearts(10);
    const { playlist, paid } = await rentable({ rentalHours: 48 });
    const episode = paid[0]!;

    const before = await pageEpisode(member.token, playlist.id, episode.id);
    expect(before.episode).toMatchObject({ access: 'not_purchased', rentalPrice: 2, rentedUntil: null });
    expect(before.detail.rentalHours).toBe(48);

    const rented = await rent(member.token, playlist.id, episode.id, { 'idempotency-key': 'rent-key-0001' });
    expect(rented.statusCode).toBe(200);
    const endsAt = new Date(nowMs + 48 * HOUR).toISOString();
    expect(rented.json().result).toEqual({
      playlistId: playlist.id,
      contentId: episode.id,
      hearts: 2,
      endsAt,
      alreadyRented: false,
      balance: { paid: 8, bonus: 0, total: 8 },
    });
    // A retry with the same key spends nothing and answers the same rental.
    const retry = await rent(member.token, playlist.id, episode.id, { 'idempotency-key': 'rent-key-0001' });
    expect(retry.json().result).toMatchObject({
      hearts: 0,
      endsAt,
      alreadyRented: true,
      balance: { total: 8 },
    });
    // Another rental while it is live is refused, and spends nothing.
    const again = await rent(member.token, playlist.id, episode.id, { 'idempotency-key': 'rent-key-0002' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { reason: 'rented' },
      // The test's clock stands still: a 48-hour rental just begun has exactly 2일 left.
      detail: '이미 대여 중인 회차예요. (2일 남음)',
    });

    const during = await pageEpisode(member.token, playlist.id, episode.id);
    expect(during.episode).toMatchObject({ access: 'rental', rentedUntil: endsAt });
    expect(during.episode.mediaUrl).not.toBeNull();
    const decided = await api.services.media.access.decide(episode.id, viewer(member.id));
    expect(decided.scope).toBe('full');
    expect(decided.until?.toISOString()).toBe(endsAt);
    // The saved copy's licence ends with the rental, not 30 days on.
    const renewed = await offline().check(viewer(member.id), [episode.id]);
    expect(renewed.items).toEqual([{ contentId: episode.id, valid: true, expiresAt: endsAt }]);
    const validation = await get(member.token, `/v2/service/content/validation/${playlist.id}/${episode.id}`);
    expect(validation.json().result).toMatchObject({
      reason: 'rental',
      playable: true,
      rentedUntil: endsAt,
      rentalPrice: 2,
      rentalHours: 48,
    });

    // One millisecond before the end it still plays; at the end it stops everywhere.
    nowMs += 48 * HOUR - 1;
    expect((await api.services.media.access.decide(episode.id, viewer(member.id))).scope).toBe('full');
    nowMs += 1;
    const after = await pageEpisode(member.token, playlist.id, episode.id);
    expect(after.episode).toMatchObject({ access: 'not_purchased', mediaUrl: null, rentedUntil: null });
    expect((await api.services.media.access.decide(episode.id, viewer(member.id))).scope).toBe('preview');
    expect((await offline().check(viewer(member.id), [episode.id])).items).toEqual([
      { contentId: episode.id, valid: false, expiresAt: null },
    ]);

    // The library says it ended.
    const library = await get(member.token, '/v2/user/library/rentals');
    expect(library.json().result).toEqual([
      expect.objectContaining({ contentId: episode.id, live: false, endsAt, source: 'hearts' }),
    ]);

    // Rent again after the end: a second rental, a second spend.
    const renewedRental = await rent(member.token, playlist.id, episode.id);
    expect(renewedRental.json().result).toMatchObject({
      hearts: 2,
      alreadyRented: false,
      balance: { total: 6 },
    });
  });

  it('refuses what is not for rent, free, owned, or beyond the wallet: nothing moves', async () => {
    const member = await memberWithHearts(3);
    const { playlist, free, paid, notForRent } = await rentable();

    const zero = await rent(member.token, playlist.id, notForRent.id);
    expect(zero.statusCode).toBe(404);
    expect(zero.json()).toMatchObject({
      message: 'ERROR_PRODUCT_NOT_EXIST',
      result: { reason: 'not_for_rent' },
      detail: '이 회차는 대여할 수 없어요. 소장으로 구매해 주세요.',
    });
    expect((await rent(member.token, playlist.id, free.id)).json()).toMatchObject({
      message: 'ERROR_PRODUCT_NOT_EXIST',
      result: { reason: 'free' },
    });
    expect((await rent(member.token, playlist.id, 999_999_999)).json().message).toBe(
      'ERROR_CONTENT_NOT_EXIST',
    );

    await db()
      .insert(purchases)
      .values({ userId: member.id, playlistId: playlist.id, contentId: paid[1]!.id, hearts: 5 });
    const owned = await rent(member.token, playlist.id, paid[1]!.id);
    expect(owned.statusCode).toBe(400);
    expect(owned.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { reason: 'owned' },
    });

    await rent(member.token, playlist.id, paid[0]!.id); // 3 → 1
    const poor = await rent(member.token, playlist.id, paid[2]!.id);
    expect(poor.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
    const rows = await db().select().from(rentals).where(eq(rentals.userId, member.id));
    expect(rows.map((row) => row.contentId)).toEqual([paid[0]!.id]);

    const visitor = await api.inject({
      method: 'POST',
      url: `/api/live/v2/service/content/rent/${playlist.id}/${paid[0]!.id}`,
      headers: { 'x-client': 'web' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('two rentals at once with different keys: one rental, one spend', async () => {
    const member = await memberWithHearts(10);
    const { playlist, paid } = await rentable();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        rent(member.token, playlist.id, paid[0]!.id, { 'idempotency-key': `parallel-${n}-key` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    const spends = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, member.id), eq(ledgerTransactions.kind, 'rental')));
    expect(spends).toHaveLength(1);
    expect(await db().select().from(rentals).where(eq(rentals.userId, member.id))).toHaveLength(1);
  });

  it('owning after renting costs the price less the hearts paid renting, never below 0', async () => {
    const member = await memberWithHearts(20);
    const { playlist, paid } = await rentable({ rentalHours: 1 });
    await rent(member.token, playlist.id, paid[0]!.id); // 20 → 18
    const validation = await get(
      member.token,
      `/v2/service/content/validation/${playlist.id}/${paid[0]!.id}`,
    );
    expect(validation.json().result).toMatchObject({ price: 3, rentalCredit: 2 });

    const bought = await get(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`);
    expect(bought.json().result).toMatchObject({
      hearts: 3,
      contentIds: [paid[0]!.id],
      balance: { total: 15 },
    });
    const page = await pageEpisode(member.token, playlist.id, paid[0]!.id);
    expect(page.episode.access).toBe('purchased');

    // Three rentals of 2 hearts (6) are worth more than the price (5): owning is free.
    for (let n = 0; n < 3; n++) {
      expect((await rent(member.token, playlist.id, paid[1]!.id)).statusCode).toBe(200);
      nowMs += HOUR;
    }
    const free = await get(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[1]!.id}`);
    expect(free.json().result).toMatchObject({ hearts: 0, contentIds: [paid[1]!.id], balance: { total: 9 } });
  });
});

describe('기다무 (wait for free)', () => {
  it('one free rental per interval; before the timer the time left; the newest excluded', async () => {
    const member = await memberWithHearts(0);
    const { playlist, paid, notForRent } = await rentable({ waitFree: [24, 1, 72] });
    // notForRent is episode 5, the newest: excluded.
    const newest = await claim(member.token, playlist.id, notForRent.id);
    expect(newest.statusCode).toBe(400);
    expect(newest.json()).toMatchObject({ result: { reason: 'wait_free_not_eligible' } });

    const first = await claim(member.token, playlist.id, paid[0]!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({
      playlistId: playlist.id,
      contentId: paid[0]!.id,
      kind: 'rental',
      endsAt: new Date(nowMs + 72 * HOUR).toISOString(),
      nextAt: new Date(nowMs + 24 * HOUR).toISOString(),
    });
    const page = await pageEpisode(member.token, playlist.id, paid[0]!.id);
    expect(page.episode.access).toBe('rental');
    expect(page.detail.waitFree).toEqual({ hours: 24, excludeNewest: 1, rentalHours: 72 });
    expect(page.detail.waitFreeAt).toBe(new Date(nowMs + 24 * HOUR).toISOString());

    // A held episode is not eligible; another one waits for the timer.
    expect((await claim(member.token, playlist.id, paid[0]!.id)).json().result.reason).toBe(
      'wait_free_not_eligible',
    );
    nowMs += 48 * 60_000; // 0:48 later
    const early = await claim(member.token, playlist.id, paid[1]!.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { reason: 'wait_free_not_yet' },
      detail: '23시간 12분 후 무료로 볼 수 있어요.',
    });

    nowMs += 23 * HOUR + 12 * 60_000;
    const next = await claim(member.token, playlist.id, paid[1]!.id);
    expect(next.statusCode).toBe(200);
    const [timer] = await db().select().from(waitFreeTimers).where(eq(waitFreeTimers.userId, member.id));
    expect(timer?.claims).toBe(2);
    // No hearts moved, no ledger transaction.
    const spends = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, member.id));
    expect(spends.filter((spend) => spend.kind !== 'grant')).toHaveLength(0);
    const rows = await db().select().from(rentals).where(eq(rentals.userId, member.id));
    expect(rows.map((row) => [row.source, row.hearts])).toEqual([
      ['wait_free', 0],
      ['wait_free', 0],
    ]);
  });

  it('an owned free unlock when the 기다무 rental length is 0; a playlist without 기다무 refuses', async () => {
    const member = await memberWithHearts(0);
    const { playlist, paid } = await rentable({ waitFree: [12, 0, 0] });
    const owned = await claim(member.token, playlist.id, paid[0]!.id);
    expect(owned.json().result).toMatchObject({ kind: 'owned', endsAt: null });
    const [row] = await db().select().from(purchases).where(eq(purchases.userId, member.id));
    expect(row).toMatchObject({
      contentId: paid[0]!.id,
      hearts: 0,
      source: 'wait_free',
      transactionId: null,
    });
    expect((await pageEpisode(member.token, playlist.id, paid[0]!.id)).episode.access).toBe('purchased');

    const plain = await rentable();
    const none = await claim(member.token, plain.playlist.id, plain.paid[0]!.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      message: 'ERROR_PRODUCT_NOT_EXIST',
      result: { reason: 'no_wait_free' },
    });
  });

  it('many claims at once, on two servers over one database: exactly one ticket', async () => {
    const member = await memberWithHearts(0);
    const { playlist, paid } = await rentable({ waitFree: [24, 0, 72] });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        claim(member.token, playlist.id, paid[n % 3]!.id, n % 2 ? second : api),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json().result.reason).toMatch(/^wait_free_not_(yet|eligible)$/);
    }
    expect(await db().select().from(rentals).where(eq(rentals.userId, member.id))).toHaveLength(1);
    const [timer] = await db().select().from(waitFreeTimers).where(eq(waitFreeTimers.userId, member.id));
    expect(timer?.claims).toBe(1);
  });
});
