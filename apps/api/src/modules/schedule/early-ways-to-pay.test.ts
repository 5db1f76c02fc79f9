import { commerceDetails } from '@sogon/contract/messages/commerce';
import { rentalDetails } from '@sogon/contract/messages/rentals';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  passPoolPlaylists,
  passPools,
  users,
} from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

/*
 * 선공개 and the ways to pay (ADR 070), on a test clock: before its open time a member who hears
 * the episode early may rent it (and buy it); a pass ticket and 기다무 refuse it with the reason
 * and take nothing; a gift of it goes only to a member who hears it early too. Everyone else is
 * told it does not exist, as before. Once it opens to everyone, every way works for everyone.
 */

const HOUR = 60 * 60 * 1000;
const T0 = new Date(Date.UTC(2030, 5, 10, 1, 0));
let now = T0;
const api = setupTestApi({ settings: { clock: () => now } });
const past = new Date('2020-01-01T00:00:00Z');
const opensAt = new Date(T0.getTime() + 6 * HOUR);

interface Member {
  token: string;
  userId: number;
  nickname: string;
}

let early: Member;
let plain: Member;
let earlyFriend: Member;
let plainFriend: Member;
let playlistId: number;
let scheduledId: number;
let productId: number;
let names = 0;

async function member(hearts: number): Promise<Member> {
  const joined = await joinMember(api.app);
  const userId = joined.user.userInfo.id as number;
  names += 1;
  const nickname = `선공개회원${names}${process.pid}`;
  await api.database.db.update(users).set({ username: nickname }).where(eq(users.id, userId));
  if (hearts > 0) {
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId, kind: 'grant', idempotencyKey: 'early', paid: hearts, bonus: 0 }),
    );
  }
  return { token: joined.token, userId, nickname };
}

async function subscribe(who: Member) {
  await api.database.db.insert(channelSubscriptions).values({
    userId: who.userId,
    channelId: (await channelOf()).channelId,
    productId,
    hearts: 30,
    startedAt: past,
    currentPeriodStart: past,
    currentPeriodEnd: new Date(T0.getTime() + 30 * 24 * HOUR),
  });
}

async function channelOf() {
  const [row] = await api.database.db
    .select({ channelId: channelSubscriptionProducts.channelId })
    .from(channelSubscriptionProducts)
    .where(eq(channelSubscriptionProducts.id, productId));
  return row!;
}

const post = (who: Member, url: string, payload?: Record<string, unknown>, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/live${url}`,
    headers: { ...WRITE, token: who.token, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const rent = (who: Member) => post(who, `/v2/service/content/rent/${playlistId}/${scheduledId}`);
const claim = (who: Member) => post(who, `/v2/service/content/waitFree/${playlistId}/${scheduledId}`);
const usePass = (who: Member) => post(who, '/v1/user/passes/use', { contentId: scheduledId });
const gift = (from: Member, to: Member, key: string) =>
  post(from, '/v1/user/gifts', { nickname: to.nickname, target: 'episode', contentId: scheduledId }, key);

/** The stream decision behind the play answer and the key. */
const decide = (who?: Member) =>
  api.app.services.media.access.decide(scheduledId, { userId: who?.userId ?? null, canSeeAdult: false });

async function tickets(who: Member): Promise<number> {
  const response = await api.app.inject({
    url: `/api/live/v1/user/passes?playlistId=${playlistId}`,
    headers: { 'x-client': 'web', token: who.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result[0].tickets;
}

async function counts() {
  const result = await api.database.db.execute<{ rentals: number; gifts: number; timers: number }>(sql`
    select (select count(*)::int from rentals where content_id = ${scheduledId}) as rentals,
           (select count(*)::int from gifts where content_id = ${scheduledId}) as gifts,
           (select count(*)::int from wait_free_timers where playlist_id = ${playlistId}) as timers`);
  return result.rows[0]!;
}

beforeAll(async () => {
  const db = api.database.db;
  [early, plain, earlyFriend, plainFriend] = await Promise.all([
    member(50),
    member(50),
    member(0),
    member(0),
  ]);
  const channel = await makeChannel(db, { name: '선공개 채널' });
  // The tier opens 선공개 but not the paid episodes: its members pay for them like anyone.
  const [tier] = await db
    .insert(channelSubscriptionProducts)
    .values({
      channelId: channel.id,
      name: '먼저 듣기',
      heartsPerMonth: 30,
      earlyAccessDays: 1,
      includesPaidEpisodes: false,
    })
    .returning();
  productId = tier!.id;
  const playlist = await makePlaylist(db, {
    channelId: channel.id,
    isFree: false,
    price: 5,
    bundlePrice: 0,
    rentalHours: 72,
    waitFreeHours: 24,
    waitFreeExcludeNewest: 0,
    waitFreeRentalHours: 72,
    openDt: past,
  });
  playlistId = playlist.id;
  await makeContent(db, { playlistId, episodeNo: 1, isFree: false, price: 5, rentalPrice: 2, openDt: past });
  scheduledId = (
    await makeContent(db, {
      playlistId,
      episodeNo: 2,
      title: '먼저 듣는 밤',
      isFree: false,
      price: 5,
      rentalPrice: 2,
      openDt: opensAt,
      earlyDays: 1,
      earlyTierIds: [tier!.tierId],
    })
  ).id;
  await subscribe(early);
  await subscribe(earlyFriend);
  const [pool] = await db
    .insert(passPools)
    .values({ name: '선공개 이용권', grantTimes: ['00:00', '12:00'], maxTickets: 3 })
    .returning();
  await db.insert(passPoolPlaylists).values({ poolId: pool!.id, playlistId });
});

describe('before its open time (선공개)', () => {
  it('refuses a pass ticket to an early member with the reason, and takes no ticket', async () => {
    expect(await tickets(early)).toBe(1);
    const refused = await usePass(early);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { error: 'ERROR_REQUEST_PARAMETER_WRONG', reason: 'early_access' },
      detail: commerceDetails.passEarlyAccess,
    });
    expect(await tickets(early)).toBe(1);
    // Anyone else: the episode does not exist.
    const absent = await usePass(plain);
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    expect(await tickets(plain)).toBe(1);
  });

  it('refuses 기다무 to an early member with the reason, and starts no timer', async () => {
    const refused = await claim(early);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      result: { reason: 'early_access' },
      detail: rentalDetails.earlyAccess,
    });
    const absent = await claim(plain);
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    expect((await counts()).timers).toBe(0);
  });

  it('sends a gift of it only to a member who hears it early too', async () => {
    const before = await counts();
    const toPlain = await gift(early, plainFriend, 'early-gift-1');
    expect(toPlain.statusCode).toBe(400);
    expect(toPlain.json()).toMatchObject({
      result: { reason: 'recipient_not_early' },
      detail: commerceDetails.giftRecipientNotEarly,
    });
    // A sender who cannot see it is told it does not exist, whoever the recipient.
    const fromPlain = await gift(plain, earlyFriend, 'early-gift-2');
    expect(fromPlain.statusCode).toBe(404);
    expect(fromPlain.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    expect(await counts()).toEqual(before);

    const sent = await gift(early, earlyFriend, 'early-gift-3');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result.gift).toMatchObject({ status: 'pending', hearts: 5, contentId: scheduledId });
    const accepted = await post(earlyFriend, `/v1/user/gifts/${sent.json().result.gift.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await decide(earlyFriend)).scope).toBe('full');
  });

  it('rents it to an early member for its rental price; anyone else gets not found', async () => {
    const rented = await rent(early);
    expect(rented.statusCode, rented.body).toBe(200);
    expect(rented.json().result).toMatchObject({
      contentId: scheduledId,
      hearts: 2,
      endsAt: new Date(now.getTime() + 72 * HOUR).toISOString(),
    });
    const decided = await decide(early);
    expect(decided.scope).toBe('full');
    expect(decided.until?.toISOString()).toBe(rented.json().result.endsAt);

    const absent = await rent(plain);
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
    expect(JSON.stringify(absent.json())).not.toContain('먼저 듣는 밤');
    await expect(decide(plain)).rejects.toMatchObject({ code: 'ERROR_CONTENT_NOT_EXIST' });
    await expect(decide()).rejects.toMatchObject({ code: 'ERROR_CONTENT_NOT_EXIST' });
  });
});

describe('once it opens to everyone', () => {
  it('rents, claims and gifts for everyone', async () => {
    now = new Date(opensAt.getTime() + HOUR);
    const rented = await rent(plain);
    expect(rented.statusCode, rented.body).toBe(200);
    const claimed = await claim(earlyFriend);
    // Accepted as a gift before: held, so no free unlock.
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().result.reason).toBe('wait_free_not_eligible');
    const sent = await gift(plain, plainFriend, 'open-gift-1');
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('takes a pass ticket of a member who does not hold it yet', async () => {
    const fresh = await member(0);
    const used = await usePass(fresh);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().result).toMatchObject({ contentId: scheduledId, tickets: 0 });
  });
});
