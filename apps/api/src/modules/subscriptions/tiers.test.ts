import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, channels } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { liveVersionOf } from './live-version.ts';
import { renewDueSubscriptions } from './renewal-job.ts';
import { createSubscriptionRepository } from './repository.ts';
import { seedDemoTiers } from './seed.ts';
import { createSubscriptionService } from './service.ts';

const api = setupTestApi();
const db = () => api.database.db;
const ledger = () => createLedger(db());
const repository = () => createSubscriptionRepository(db());

async function member(bonus = 0) {
  const joined = await joinMember(api.app);
  const userId = joined.user.userInfo.id;
  if (bonus > 0) {
    await ledger().transaction((tx) =>
      ledger().credit(tx, { userId, kind: 'grant', idempotencyKey: 'test', paid: 0, bonus }),
    );
  }
  return { token: joined.token, userId };
}

/** A creator who owns a fresh channel. */
async function creator() {
  const owner = await member();
  const channel = await makeChannel(db(), { ownerUserId: owner.userId });
  return { ...owner, channel };
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  api.app.inject({
    method,
    url: `/api/live${url}`,
    headers: { ...(method === 'GET' ? { 'x-client': 'web' } : WRITE), ...(token ? { token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const terms = (overrides: Record<string, unknown> = {}) => ({
  name: '새벽 멤버',
  hearts: 30,
  benefits: ['모든 유료 에피소드'],
  includesPaidEpisodes: true,
  earlyAccessDays: 0,
  membersOnlyPosts: false,
  badge: '',
  sort: 0,
  ...overrides,
});

async function addTier(token: string, channelId: number, overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/v1/studio/tiers', token, { channelId, ...terms(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { tierId: number; productId: number; hearts: number };
}

const subscribe = (token: string, channelId: number, productId?: number) =>
  send('PUT', '/v1/user/channelSubscribe', token, { channelId, status: 1, productId });
const changeTier = (token: string, channelId: number, productId: number) =>
  send('PUT', `/v1/user/channelSubscribe/${channelId}/tier`, token, { productId });

async function episodeAccess(token: string, playlistId: number, contentId: number) {
  const detail = await send('GET', `/v2/playlist/${playlistId}`, token);
  const episodes = detail.json().result.episodes as { id: number; access: string }[];
  return episodes.find((episode) => episode.id === contentId)?.access;
}

async function earnings(channelId: number) {
  const { rows } = await db().execute<{ hearts: number; spends: number }>(sql`
    select coalesce(sum(paid_hearts + bonus_hearts), 0)::int as hearts, count(*)::int as spends
      from channel_earnings where channel_id = ${channelId} and source = 'subscription'`);
  return rows[0]!;
}

describe('studio tiers', () => {
  it('adds, lists, edits as a new version and stops selling; listeners see what is on sale', async () => {
    const { token, channel } = await creator();
    const dawn = await addTier(token, channel.id);
    const vip = await addTier(token, channel.id, {
      name: '잠들기 전 VIP',
      hearts: 60,
      earlyAccessDays: 3,
      membersOnlyPosts: true,
      badge: 'VIP',
      sort: 1,
    });
    expect(dawn.tierId).toBe(dawn.productId);

    const listed = (await send('GET', '/v1/studio/tiers', token)).json().result;
    expect(listed).toEqual([
      {
        channel: { id: channel.id, name: channel.name },
        tiers: [
          expect.objectContaining({
            name: '새벽 멤버',
            hearts: 30,
            onSale: true,
            versions: 1,
            subscribers: 0,
          }),
          expect.objectContaining({ name: '잠들기 전 VIP', hearts: 60, badge: 'VIP', earlyAccessDays: 3 }),
        ],
      },
    ]);

    const edited = await send('PUT', `/v1/studio/tiers/${dawn.tierId}`, token, terms({ hearts: 40 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({
      tierId: dawn.tierId,
      hearts: 40,
      versions: 2,
      onSale: true,
    });
    expect(edited.json().result.productId).not.toBe(dawn.productId);

    // The same terms again write no version.
    const same = await send('PUT', `/v1/studio/tiers/${dawn.tierId}`, token, terms({ hearts: 40 }));
    expect(same.json().result.versions).toBe(2);

    const onSale = (await send('GET', `/v1/channel/${channel.id}/subscribeProduct`)).json().result;
    expect(onSale.map((tier: { name: string; hearts: number }) => [tier.name, tier.hearts])).toEqual([
      ['새벽 멤버', 40],
      ['잠들기 전 VIP', 60],
    ]);

    const stopped = await send('PUT', `/v1/studio/tiers/${vip.tierId}/sale`, token, { onSale: false });
    expect(stopped.json().result).toMatchObject({ onSale: false, versions: 1 });
    const after = (await send('GET', `/v1/channel/${channel.id}/subscribeProduct`)).json().result;
    expect(after.map((tier: { tierId: number }) => tier.tierId)).toEqual([dawn.tierId]);
    // An edit of a tier off sale stays off sale.
    const offEdit = await send('PUT', `/v1/studio/tiers/${vip.tierId}`, token, terms({ hearts: 70 }));
    expect(offEdit.json().result).toMatchObject({ onSale: false, versions: 2, hearts: 70 });
    const resumed = await send('PUT', `/v1/studio/tiers/${vip.tierId}/sale`, token, { onSale: true });
    expect(resumed.json().result).toMatchObject({ onSale: true, hearts: 70 });
  });

  it('refuses another creator, a member and a visitor, and writes nothing', async () => {
    const { token, channel } = await creator();
    const tier = await addTier(token, channel.id);
    const other = await creator();
    const fan = await member();
    const count = async () =>
      (
        await db().execute<{ n: number }>(
          sql`select count(*)::int as n from channel_subscription_products where channel_id = ${channel.id}`,
        )
      ).rows[0]!.n;

    for (const caller of [other.token, fan.token]) {
      const created = await send('POST', '/v1/studio/tiers', caller, { channelId: channel.id, ...terms() });
      const edited = await send('PUT', `/v1/studio/tiers/${tier.tierId}`, caller, terms({ hearts: 1 }));
      const stopped = await send('PUT', `/v1/studio/tiers/${tier.tierId}/sale`, caller, { onSale: false });
      for (const response of [created, edited, stopped]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: 'ERROR_PERMISSION_DENIED',
          detail: '내 채널의 멤버십만 관리할 수 있어요.',
        });
      }
    }
    expect((await send('GET', '/v1/studio/tiers', fan.token)).json().result).toEqual([]);
    for (const response of [
      await send('GET', '/v1/studio/tiers'),
      await send('POST', '/v1/studio/tiers', undefined, { channelId: channel.id, ...terms() }),
      await send('PUT', `/v1/studio/tiers/${tier.tierId}`, undefined, terms()),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    const missing = await send('PUT', '/v1/studio/tiers/999999999', token, terms());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().result.error).toBe('ERROR_PRODUCT_NOT_EXIST');
    expect(await count()).toBe(1);
    const [row] = await db().select().from(channels).where(eq(channels.id, channel.id));
    expect(row?.ownerUserId).toBe((await repository().channel(channel.id))?.ownerUserId);
  });

  it('refuses bad terms with ERROR_REQUEST_PARAMETER_WRONG and writes nothing', async () => {
    const { token, channel } = await creator();
    for (const bad of [
      { hearts: 0 },
      { hearts: 10_001 },
      { hearts: 1.5 },
      { name: '  ' },
      { badge: '아홉글자배지입니다' },
      { earlyAccessDays: 31 },
      { earlyAccessDays: -1 },
      { benefits: Array.from({ length: 11 }, (_, index) => `혜택 ${index}`) },
    ]) {
      const response = await send('POST', '/v1/studio/tiers', token, {
        channelId: channel.id,
        ...terms(bad),
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().result.error).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    expect((await send('GET', '/v1/studio/tiers', token)).json().result[0].tiers).toEqual([]);
  });
});

describe('subscribing to tiers', () => {
  it('keeps a subscriber on the version and price they bought after an edit, renewals included', async () => {
    const { token, channel } = await creator();
    const tier = await addTier(token, channel.id, { hearts: 30 });
    const fan = await member(200);
    const subscribed = await subscribe(fan.token, channel.id, tier.productId);
    expect(subscribed.json().result).toMatchObject({
      charged: 30,
      subscription: { productId: tier.productId },
    });

    await send(
      'PUT',
      `/v1/studio/tiers/${tier.tierId}`,
      token,
      terms({ hearts: 50, includesPaidEpisodes: false }),
    );
    const listed = (await send('GET', '/v1/studio/tiers', token)).json().result[0].tiers[0];
    expect(listed).toMatchObject({ hearts: 50, versions: 2, subscribers: 1 });

    const end = new Date(subscribed.json().result.subscription.currentPeriodEnd);
    await renewDueSubscriptions({ db: db(), ledger: ledger(), now: end });
    const mine = (await send('GET', `/v1/user/channelSubscribe/${channel.id}`, fan.token)).json().result;
    expect(mine).toMatchObject({ productId: tier.productId, hearts: 30, months: 2, entitled: true });
    expect(await ledger().balance(fan.userId)).toEqual({ paid: 0, bonus: 140 });
    // A new subscriber gets the new version.
    const late = await member(100);
    const answer = (await subscribe(late.token, channel.id)).json().result;
    expect(answer).toMatchObject({ charged: 50, subscription: { hearts: 50, entitled: false, live: true } });
  });

  it('refuses a version that is not on sale or of another channel', async () => {
    const { token, channel } = await creator();
    const tier = await addTier(token, channel.id);
    await send('PUT', `/v1/studio/tiers/${tier.tierId}`, token, terms({ hearts: 31 }));
    const elsewhere = await creator();
    const foreign = await addTier(elsewhere.token, elsewhere.channel.id);
    const fan = await member(100);
    const old = await subscribe(fan.token, channel.id, tier.productId);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({
      message: 'ERROR_PRODUCT_NOT_EXIST',
      detail: subscriptionDetail('tierNotOnSale'),
    });
    const other = await subscribe(fan.token, channel.id, foreign.productId);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe(subscriptionDetail('tierOtherChannel'));
    expect(await ledger().balance(fan.userId)).toEqual({ paid: 0, bonus: 100 });
    const notYet = await changeTier(fan.token, channel.id, foreign.productId);
    expect(notYet.statusCode).toBe(404);
  });

  it('upgrades now for the difference once, downgrades at the renewal for the lower price', async () => {
    const { token, channel } = await creator();
    const basic = await addTier(token, channel.id, { name: '기본', hearts: 30, includesPaidEpisodes: false });
    const vip = await addTier(token, channel.id, { name: 'VIP', hearts: 60, badge: 'VIP', sort: 1 });
    const playlist = await makePlaylist(db(), { channelId: channel.id });
    const paid = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 5,
      status: 'published',
    });
    const fan = await member(300);

    const first = (await subscribe(fan.token, channel.id, basic.productId)).json().result;
    expect(first).toMatchObject({ charged: 30, subscription: { entitled: false, live: true } });
    // The basic tier does not open paid episodes: the page locks them and buying one charges it.
    expect(await episodeAccess(fan.token, playlist.id, paid.id)).toBe('not_purchased');
    const other = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 5,
      status: 'published',
    });
    expect(
      (await send('GET', `/v2/service/content/purchase/${playlist.id}/${other.id}`, fan.token)).statusCode,
    ).toBe(200);
    expect(await ledger().balance(fan.userId)).toEqual({ paid: 0, bonus: 265 });
    await ledger().transaction((tx) =>
      ledger().credit(tx, { userId: fan.userId, kind: 'grant', idempotencyKey: 'refill', paid: 0, bonus: 5 }),
    );
    const at = new Date(first.subscription.currentPeriodStart);
    expect(await repository().activeSubscriptionChannelIds(fan.userId, at)).toEqual([]);
    expect(await liveVersionOf(db(), fan.userId, channel.id, at)).toMatchObject({
      tierId: basic.tierId,
      includesPaidEpisodes: false,
    });

    const upgraded = await changeTier(fan.token, channel.id, vip.productId);
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().result).toMatchObject({
      change: 'upgraded',
      charged: 30,
      subscription: { productId: vip.productId, hearts: 60, entitled: true, badge: 'VIP', pending: null },
      balance: { total: 240 },
    });
    // The subscription keeps its period: the upgrade does not move the payment date.
    expect(upgraded.json().result.subscription.currentPeriodEnd).toBe(first.subscription.currentPeriodEnd);
    expect(await repository().activeSubscriptionChannelIds(fan.userId, at)).toEqual([channel.id]);
    expect(await episodeAccess(fan.token, playlist.id, paid.id)).toBe('subscription');
    // Bought while subscribed to VIP: nothing to pay (the unlock statement's rule).
    expect(
      (await send('GET', `/v2/service/content/purchase/${playlist.id}/${paid.id}`, fan.token)).statusCode,
    ).toBe(200);
    expect(await ledger().balance(fan.userId)).toEqual({ paid: 0, bonus: 240 });
    // Again: nothing more is charged.
    const again = await changeTier(fan.token, channel.id, vip.productId);
    expect(again.json().result).toMatchObject({ change: 'none', charged: 0, balance: { total: 240 } });
    expect((await send('GET', `/v1/badge?channelId=${channel.id}`, fan.token)).json().result.label).toBe(
      'VIP',
    );

    const down = await changeTier(fan.token, channel.id, basic.productId);
    expect(down.json().result).toMatchObject({
      change: 'downgrade_pending',
      charged: 0,
      subscription: { productId: vip.productId, pending: { productId: basic.productId, hearts: 30 } },
    });
    const end = new Date(first.subscription.currentPeriodEnd);
    const report = await renewDueSubscriptions({ db: db(), ledger: ledger(), now: end });
    expect(report.failed).toEqual([]);
    const renewed = (await send('GET', `/v1/user/channelSubscribe/${channel.id}`, fan.token)).json().result;
    expect(renewed).toMatchObject({ productId: basic.productId, hearts: 30, pending: null, months: 2 });
    expect(await ledger().balance(fan.userId)).toEqual({ paid: 0, bonus: 210 });
    expect(await repository().activeSubscriptionChannelIds(fan.userId, end)).toEqual([]);
    expect(await earnings(channel.id)).toEqual({ hearts: 90, spends: 3 });

    const { rows } = await db().execute<{ hearts: number; paid: boolean }>(sql`
      select c.hearts, c.transaction_id is not null as paid from subscription_changes c
        join channel_subscriptions s on s.id = c.subscription_id
       where s.user_id = ${fan.userId} order by c.id`);
    expect(rows).toEqual([
      { hearts: 30, paid: true },
      { hearts: 0, paid: false },
    ]);
  });

  it('refuses an upgrade the wallet cannot pay and changes nothing; a pending downgrade is cleared', async () => {
    const { token, channel } = await creator();
    const basic = await addTier(token, channel.id, { hearts: 30 });
    const vip = await addTier(token, channel.id, { hearts: 60, sort: 1 });
    const fan = await member(40);
    await subscribe(fan.token, channel.id, vip.productId).then((response) =>
      expect(response.statusCode).toBe(402),
    );
    await subscribe(fan.token, channel.id, basic.productId);
    const short = await changeTier(fan.token, channel.id, vip.productId);
    expect(short.statusCode).toBe(402);
    expect(short.json().result.error).toBe('ERROR_HEART_NOT_ENOUGH');
    const mine = (await send('GET', `/v1/user/channelSubscribe/${channel.id}`, fan.token)).json().result;
    expect(mine).toMatchObject({ productId: basic.productId, hearts: 30 });
    expect(await ledger().balance(fan.userId)).toEqual({ paid: 0, bonus: 10 });

    // Subscribing with a tier named while subscribed changes tier the same way.
    const cheaper = await addTier(token, channel.id, { hearts: 10, sort: 2 });
    const pending = (await subscribe(fan.token, channel.id, cheaper.productId)).json().result;
    expect(pending).toMatchObject({ change: 'downgrade_pending', subscription: { pending: { hearts: 10 } } });
    const cleared = (await changeTier(fan.token, channel.id, basic.productId)).json().result;
    expect(cleared).toMatchObject({ change: 'pending_cleared', charged: 0, subscription: { pending: null } });
    const none = await changeTier((await member()).token, channel.id, basic.productId);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(subscriptionDetail('notSubscribedYet'));
  });

  it('grants a gifted month without charging the member, and a month more on the same tier', async () => {
    const { token, channel } = await creator();
    const tier = await addTier(token, channel.id, { hearts: 30 });
    const other = await addTier(token, channel.id, { hearts: 60, sort: 1 });
    const sender = await member(100);
    const recipient = await member();
    const service = createSubscriptionService({ subscriptions: repository(), ledger: ledger() });
    const gift = async (productId: number, key: string) =>
      ledger().transaction(async (tx) => {
        const spent = await ledger().spend(tx, {
          userId: sender.userId,
          kind: 'subscription',
          idempotencyKey: key,
          reference: `channel:${channel.id}`,
          memo: 'gift',
          hearts: 30,
        });
        return service.grantMonth(tx, {
          userId: recipient.userId,
          productId,
          transactionId: spent.transactionId,
        });
      });
    const granted = await gift(tier.productId, 'gift-1');
    expect(granted).toMatchObject({ productId: tier.productId, autoRenew: false, status: 'active' });
    const longer = await gift(tier.productId, 'gift-2');
    expect(longer.currentPeriodEnd.getTime()).toBeGreaterThan(granted.currentPeriodEnd.getTime());
    await expect(gift(other.productId, 'gift-3')).rejects.toMatchObject({
      code: 'ERROR_REQUEST_PARAMETER_WRONG',
    });
    expect(await ledger().balance(recipient.userId)).toEqual({ paid: 0, bonus: 0 });
    expect(await ledger().balance(sender.userId)).toEqual({ paid: 0, bonus: 40 });
    const mine = (await send('GET', `/v1/user/channelSubscribe/${channel.id}`, recipient.token)).json()
      .result;
    expect(mine).toMatchObject({ months: 2, entitled: true, nextPaymentDate: null });
  });

  it("gives the demo creator's channel two tiers, the old demo product becoming the first one's version", async () => {
    const channel = await makeChannel(db(), { name: '데모 채널 (tiers)' });
    const [old] = await db()
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: '월간 구독', heartsPerMonth: 30 })
      .returning();
    expect(await seedDemoTiers(db(), channel.name)).toBe(2);
    expect(await seedDemoTiers(db(), channel.name)).toBe(0);
    const onSale = (await send('GET', `/v1/channel/${channel.id}/subscribeProduct`)).json().result;
    expect(onSale).toMatchObject([
      { name: '새벽 멤버', hearts: 30, tierId: old!.id, includesPaidEpisodes: true, badge: '' },
      { name: '잠들기 전 VIP', hearts: 60, earlyAccessDays: 3, membersOnlyPosts: true, badge: 'VIP' },
    ]);
  });

  it('leaves the ledger without drift', async () => {
    const report = await ledger().check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });
});

function subscriptionDetail(key: 'tierNotOnSale' | 'tierOtherChannel' | 'notSubscribedYet'): string {
  return {
    tierNotOnSale: '지금 판매 중인 멤버십이 아니에요. 새로고침한 뒤 다시 골라 주세요.',
    tierOtherChannel: '이 채널의 멤버십이 아니에요.',
    notSubscribedYet: '구독 중인 멤버십이 없어요. 먼저 구독해 주세요.',
  }[key];
}
