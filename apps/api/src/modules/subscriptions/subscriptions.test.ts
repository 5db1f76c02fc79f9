import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#api/db/client';
import { channelSubscriptionProducts, channels } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel } from '../../../test/factories.ts';
import { renewDueSubscriptions } from './renewal-job.ts';
import { createSubscriptionRepository } from './repository.ts';
import { seedSubscriptionProducts } from './seed.ts';

const api = setupTestApi();
const db = () => api.database.db;
const ledger = () => createLedger(db());
const repository = () => createSubscriptionRepository(db());

async function channelWithProduct(options: { hearts?: number; isAdult?: boolean } = {}) {
  const channel = await makeChannel(db(), { isAdult: options.isAdult ?? false });
  const [product] = await db()
    .insert(channelSubscriptionProducts)
    .values({
      channelId: channel.id,
      name: '월간 구독',
      heartsPerMonth: options.hearts ?? 30,
      benefits: '모든 유료 에피소드\n구독자 배지',
    })
    .returning();
  return { channel, product: product! };
}

async function memberWithHearts(bonus: number) {
  const member = await joinMember(api.app);
  const userId = member.user.userInfo.id;
  if (bonus > 0) {
    await ledger().transaction((tx) =>
      ledger().credit(tx, { userId, kind: 'grant', idempotencyKey: 'test', paid: 0, bonus }),
    );
  }
  return { ...member, userId };
}

const put = (token: string, channelId: number, status: 0 | 1, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'PUT',
    url: '/api/live/v1/user/channelSubscribe',
    headers: { ...WRITE, token, ...headers },
    payload: { channelId, status },
  });

const get = (url: string, token?: string) =>
  api.app.inject({ url: `/api/live${url}`, headers: token ? { token } : {} });

async function counts(db: Db, userId: number) {
  const { rows } = await db.execute<{ subscriptions: number; periods: number; charges: number }>(sql`
    select (select count(*) from channel_subscriptions where user_id = ${userId})::int as subscriptions,
           (select count(*) from subscription_periods p join channel_subscriptions s on s.id = p.subscription_id
             where s.user_id = ${userId})::int as periods,
           (select count(*) from ledger_transactions where user_id = ${userId} and kind = 'subscription')::int as charges`);
  return rows[0]!;
}

describe('channel subscriptions', () => {
  it('lists the product to visitors, with the next payment date; unknown and hidden channels are 404', async () => {
    const { channel, product } = await channelWithProduct({ hearts: 25 });
    const response = await get(`/v1/channel/${channel.id}/subscribeProduct`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      {
        id: product.id,
        tierId: product.id,
        channelId: channel.id,
        name: '월간 구독',
        hearts: 25,
        benefits: ['모든 유료 에피소드', '구독자 배지'],
        includesPaidEpisodes: true,
        earlyAccessDays: 0,
        membersOnlyPosts: false,
        badge: '',
        sort: 0,
        nextPaymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    const unknown = await get('/v1/channel/999999/subscribeProduct');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result.error).toBe('ERROR_CHANNEL_NOT_EXIST');
    const adult = await channelWithProduct({ isAdult: true });
    expect((await get(`/v1/channel/${adult.channel.id}/subscribeProduct`)).statusCode).toBe(404);
  });

  it('charges the first month once and opens the channel until the next payment date', async () => {
    const member = await memberWithHearts(100);
    const { channel } = await channelWithProduct({ hearts: 30 });

    const response = await put(member.token, channel.id, 1);
    expect(response.statusCode).toBe(200);
    const { subscription, charged, balance } = response.json().result;
    expect(charged).toBe(30);
    expect(balance).toEqual({ paid: 0, bonus: 70, total: 70 });
    expect(subscription).toMatchObject({
      channel: { id: channel.id },
      status: 'active',
      autoRenew: true,
      entitled: true,
      hearts: 30,
      months: 1,
      cancelledAt: null,
      lastRenewalError: null,
    });
    const end = new Date(subscription.currentPeriodEnd);
    expect(subscription.nextPaymentDate).toBe(
      new Date(end.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
    );
    const days = (end.getTime() - new Date(subscription.currentPeriodStart).getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(33);

    expect(
      await repository().activeSubscriptionChannelIds(member.userId, new Date(end.getTime() - 1)),
    ).toEqual([channel.id]);
    expect(await repository().activeSubscriptionChannelIds(member.userId, end)).toEqual([]);

    // Subscribing again while subscribed changes nothing and charges nothing.
    const again = await put(member.token, channel.id, 1);
    expect(again.json().result).toMatchObject({ charged: 0, balance: { total: 70 } });
    expect(await counts(db(), member.userId)).toEqual({ subscriptions: 1, periods: 1, charges: 1 });

    const mine = await get(`/v1/user/channelSubscribe/${channel.id}`, member.token);
    expect(mine.json().result).toEqual(subscription);
  });

  it('charges once when the same member subscribes many times at once', async () => {
    const member = await memberWithHearts(100);
    const { channel } = await channelWithProduct({ hearts: 30 });
    const responses = await Promise.all(Array.from({ length: 6 }, () => put(member.token, channel.id, 1)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.json().result.charged).sort()).toEqual([0, 0, 0, 0, 0, 30]);
    expect(await counts(db(), member.userId)).toEqual({ subscriptions: 1, periods: 1, charges: 1 });
    expect(await ledger().balance(member.userId)).toEqual({ paid: 0, bonus: 70 });
  });

  it('charges once for one Idempotency-Key, even retried after the subscription ended', async () => {
    const member = await memberWithHearts(100);
    const { channel } = await channelWithProduct({ hearts: 30 });
    const key = { 'idempotency-key': 'subscribe-retry-0001' };
    const [first, second] = await Promise.all([
      put(member.token, channel.id, 1, key),
      put(member.token, channel.id, 1, key),
    ]);
    expect([first.json().result.charged, second.json().result.charged].sort()).toEqual([0, 30]);

    // Cancel, let the period run out, then the old request arrives once more.
    await put(member.token, channel.id, 0);
    const end = new Date(first.json().result.subscription.currentPeriodEnd);
    await renewDueSubscriptions({ db: db(), ledger: ledger(), now: end });
    const late = await put(member.token, channel.id, 1, key);
    expect(late.statusCode).toBe(200);
    expect(late.json().result).toMatchObject({
      charged: 0,
      subscription: { status: 'expired' },
      balance: { total: 70 },
    });
    expect(await counts(db(), member.userId)).toEqual({ subscriptions: 1, periods: 1, charges: 1 });

    // A new key is a new purchase.
    const fresh = await put(member.token, channel.id, 1, { 'idempotency-key': 'subscribe-retry-0002' });
    expect(fresh.json().result).toMatchObject({ charged: 30, subscription: { status: 'active', months: 1 } });
    expect(await counts(db(), member.userId)).toEqual({ subscriptions: 2, periods: 2, charges: 2 });

    const malformed = await put(member.token, channel.id, 1, { 'idempotency-key': 'short' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses with 402 and writes nothing when hearts are short', async () => {
    const member = await memberWithHearts(29);
    const { channel } = await channelWithProduct({ hearts: 30 });
    const response = await put(member.token, channel.id, 1);
    expect(response.statusCode).toBe(402);
    expect(response.json().result.error).toBe('ERROR_HEART_NOT_ENOUGH');
    expect(await counts(db(), member.userId)).toEqual({ subscriptions: 0, periods: 0, charges: 0 });
    expect(await ledger().balance(member.userId)).toEqual({ paid: 0, bonus: 29 });
    expect((await get(`/v1/user/channelSubscribe/${channel.id}`, member.token)).json().result).toBeNull();
  });

  it("refuses the owner's subscription to their own channel with 403 and charges nothing", async () => {
    const owner = await memberWithHearts(100);
    const { channel } = await channelWithProduct({ hearts: 30 });
    await db().update(channels).set({ ownerUserId: owner.userId }).where(eq(channels.id, channel.id));
    for (const response of [
      await put(owner.token, channel.id, 1),
      await put(owner.token, channel.id, 1, { 'idempotency-key': 'own-channel-1' }),
      await api.app.inject({
        method: 'PUT',
        url: `/api/live/v1/user/channelSubscribe/${channel.id}`,
        headers: { ...WRITE, token: owner.token },
        payload: { status: 1 },
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'ERROR_PERMISSION_DENIED',
        result: { error: 'ERROR_PERMISSION_DENIED', reason: 'own-channel' },
        detail: '내 채널은 구독할 수 없어요.',
      });
    }
    expect(await counts(db(), owner.userId)).toEqual({ subscriptions: 0, periods: 0, charges: 0 });
    expect(await ledger().balance(owner.userId)).toEqual({ paid: 0, bonus: 100 });
    // Anyone else still subscribes.
    const fan = await memberWithHearts(100);
    expect((await put(fan.token, channel.id, 1)).statusCode).toBe(200);
  });

  it('keeps access after a cancel until the period ends, resumes free, and expires through the job', async () => {
    const member = await memberWithHearts(100);
    const { channel } = await channelWithProduct({ hearts: 30 });
    const subscribed = (await put(member.token, channel.id, 1)).json().result.subscription;
    const end = new Date(subscribed.currentPeriodEnd);

    const cancelled = await api.app.inject({
      method: 'PUT',
      url: `/api/live/v1/user/channelSubscribe/${channel.id}`,
      headers: { ...WRITE, token: member.token },
      payload: { status: 0 },
    });
    expect(cancelled.json().result).toMatchObject({
      charged: 0,
      subscription: { status: 'cancelled', autoRenew: false, entitled: true, nextPaymentDate: null },
    });
    expect(cancelled.json().result.subscription.cancelledAt).not.toBeNull();

    const resumed = await put(member.token, channel.id, 1);
    expect(resumed.json().result).toMatchObject({
      charged: 0,
      subscription: {
        status: 'active',
        autoRenew: true,
        cancelledAt: null,
        currentPeriodEnd: subscribed.currentPeriodEnd,
      },
    });
    await put(member.token, channel.id, 0);

    // Other tests' subscriptions share the database: the job's totals are not this member's alone.
    const before = new Date(end.getTime() - 1000);
    await renewDueSubscriptions({ db: db(), ledger: ledger(), now: before });
    expect(await repository().activeSubscriptionChannelIds(member.userId, before)).toEqual([channel.id]);
    expect((await get(`/v1/user/channelSubscribe/${channel.id}`, member.token)).json().result.status).toBe(
      'cancelled',
    );

    expect((await renewDueSubscriptions({ db: db(), ledger: ledger(), now: end })).failed).toEqual([]);
    expect(await repository().activeSubscriptionChannelIds(member.userId, end)).toEqual([]);
    const mine = (await get(`/v1/user/channelSubscribe/${channel.id}`, member.token)).json().result;
    expect(mine).toMatchObject({ status: 'expired', entitled: false, lastRenewalError: null });
    expect(await counts(db(), member.userId)).toEqual({ subscriptions: 1, periods: 1, charges: 1 });
  });

  it('lists live subscriptions with the spec page size 10, page 1', async () => {
    const member = await memberWithHearts(1000);
    const channelIds: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const { channel } = await channelWithProduct({ hearts: 10 });
      channelIds.push(channel.id);
      await put(member.token, channel.id, 1);
    }
    const first = (await get('/v1/user/channelSubscribe', member.token)).json().result;
    expect(first).toMatchObject({ total: 12, offset: 10, page: 1 });
    expect(first.items).toHaveLength(10);
    const second = (await get('/v1/user/channelSubscribe?offset=10&page=2', member.token)).json().result;
    expect(second.items).toHaveLength(2);
    const listed = [...first.items, ...second.items].map(
      (item: { channel: { id: number } }) => item.channel.id,
    );
    expect(listed.sort((a, b) => a - b)).toEqual(channelIds);
    expect((await get('/v1/user/channelSubscribe')).statusCode).toBe(401);
  });

  it('shows a subscriber badge with consecutive paid months', async () => {
    const member = await memberWithHearts(100);
    const { channel } = await channelWithProduct({ hearts: 30 });
    expect((await get(`/v1/badge?channelId=${channel.id}`)).json().result).toEqual({
      channelId: channel.id,
      subscribed: false,
      months: 0,
      since: null,
      label: '',
    });
    expect((await get(`/v1/badge?channelId=${channel.id}`, member.token)).json().result.subscribed).toBe(
      false,
    );

    const subscribed = (await put(member.token, channel.id, 1)).json().result.subscription;
    expect((await get(`/v1/badge?channelId=${channel.id}`, member.token)).json().result).toEqual({
      channelId: channel.id,
      subscribed: true,
      months: 1,
      since: subscribed.startedAt,
      label: '',
    });
    await renewDueSubscriptions({ db: db(), ledger: ledger(), now: new Date(subscribed.currentPeriodEnd) });
    const badge = (await get(`/v1/badge?channelId=${channel.id}`, member.token)).json().result;
    expect(badge).toMatchObject({ subscribed: true, months: 2, since: subscribed.startedAt });
    expect((await get('/v1/badge?channelId=999999', member.token)).statusCode).toBe(404);
  });

  it('answers 404 for a channel without a product on sale, and needs a login to subscribe', async () => {
    const member = await memberWithHearts(100);
    const bare = await makeChannel(db());
    const response = await put(member.token, bare.id, 1);
    expect(response.statusCode).toBe(404);
    expect(response.json().result.error).toBe('ERROR_PRODUCT_NOT_EXIST');
    const { channel } = await channelWithProduct();
    const anonymous = await api.app.inject({
      method: 'PUT',
      url: '/api/live/v1/user/channelSubscribe',
      headers: WRITE,
      payload: { channelId: channel.id, status: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const badStatus = await api.app.inject({
      method: 'PUT',
      url: '/api/live/v1/user/channelSubscribe',
      headers: { ...WRITE, token: member.token },
      payload: { channelId: channel.id, status: 2 },
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('gives every channel without one the demo product, once', async () => {
    await makeChannel(db());
    expect(await seedSubscriptionProducts(db())).toBeGreaterThan(0);
    expect(await seedSubscriptionProducts(db())).toBe(0);
  });

  it('leaves the ledger without drift', async () => {
    const report = await ledger().check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });
});
