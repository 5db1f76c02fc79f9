import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, purchases } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';

const api = setupTestApi();

async function memberWithHearts(paid: number, bonus = 0) {
  const member = await joinMember(api.app);
  const ledger = createLedger(api.database.db);
  if (paid + bonus > 0) {
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
  return member;
}

async function paidPlaylist(options: { bundlePrice?: number; isAdult?: boolean } = {}) {
  const playlist = await makePlaylist(api.database.db, {
    isFree: false,
    price: 5,
    bundlePrice: options.bundlePrice ?? 12,
    isAdult: options.isAdult ?? false,
  });
  const free = await makeContent(api.database.db, { playlistId: playlist.id, isFree: true, episodeNo: 1 });
  const paid = await Promise.all(
    [2, 3, 4].map((episodeNo) =>
      makeContent(api.database.db, { playlistId: playlist.id, isFree: false, price: 5, episodeNo }),
    ),
  );
  return { playlist, free, paid };
}

const buy = (token: string | null, url: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'GET',
    url: `/api/live${url}`,
    headers: { 'x-client': 'web', ...(token ? { token } : {}), ...headers },
  });

describe('unlocking with hearts', () => {
  it('buys one episode: hearts spent once, the episode plays, a retry spends nothing', async () => {
    const member = await memberWithHearts(20, 3);
    const { playlist, paid } = await paidPlaylist();
    const episode = paid[0]!;

    const before = await api.app.inject({
      url: `/api/live/v2/playlist/${playlist.id}`,
      headers: { token: member.token },
    });
    expect(before.json().result.episodes.find((e: { id: number }) => e.id === episode.id)).toMatchObject({
      mediaUrl: null,
      access: 'not_purchased',
    });

    const bought = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${episode.id}`);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().result).toEqual({
      playlistId: playlist.id,
      bundle: false,
      contentIds: [episode.id],
      hearts: 5,
      alreadyOwned: false,
      balance: { paid: 18, bonus: 0, total: 18 },
    });

    const retry = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${episode.id}`);
    expect(retry.json().result).toMatchObject({ alreadyOwned: true, hearts: 0, balance: { total: 18 } });

    const after = await api.app.inject({
      url: `/api/live/v2/playlist/${playlist.id}`,
      headers: { token: member.token },
    });
    const episodes = after.json().result.episodes as {
      id: number;
      mediaUrl: string | null;
      access: string;
    }[];
    expect(episodes.find((e) => e.id === episode.id)).toMatchObject({
      access: 'purchased',
      mediaUrl: `/api/live/v2/content/play/${episode.id}`,
    });
    expect(episodes.find((e) => e.id === paid[1]!.id)?.mediaUrl).toBeNull();

    const validation = await api.app.inject({
      url: `/api/live/v2/service/content/validation/${playlist.id}/${episode.id}`,
      headers: { token: member.token },
    });
    expect(validation.json().result).toMatchObject({ playable: true, reason: 'purchased', price: 5 });
    const ownership = await api.app.inject({
      url: `/api/live/v1/purchase/${playlist.id}`,
      headers: { token: member.token },
    });
    expect(ownership.json().result).toEqual({
      playlistId: playlist.id,
      bundle: false,
      contentIds: [episode.id],
      subscribed: false,
    });
  });

  it('refuses without enough hearts and records nothing; offers nothing to a visitor', async () => {
    const member = await memberWithHearts(4);
    const { playlist, paid } = await paidPlaylist();
    const short = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ message: 'ERROR_HEART_NOT_ENOUGH' });
    const rows = await api.database.db.select().from(purchases).where(eq(purchases.playlistId, playlist.id));
    expect(rows).toHaveLength(0);

    const visitor = await buy(null, `/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    const noClient = await api.app.inject({
      url: `/api/live/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`,
      headers: { token: member.token },
    });
    expect(noClient.statusCode).toBe(400);

    const na = await api.app.inject({
      url: `/api/live/v2/service/content/validationNa/${playlist.id}/${paid[0]!.id}`,
    });
    expect(na.json().result).toMatchObject({
      playable: false,
      reason: 'login_required',
      balance: null,
      bundlePrice: 12,
    });
  });

  it('charges once however many identical purchases race', async () => {
    const member = await memberWithHearts(50);
    const { playlist, paid } = await paidPlaylist();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[1]!.id}`),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => !a.json().result.alreadyOwned)).toHaveLength(1);
    const ledger = createLedger(api.database.db);
    expect(await ledger.balance(member.user.userInfo.id)).toEqual({ paid: 45, bonus: 0 });
  });

  it('never overspends when different purchases race for the same hearts', async () => {
    const member = await memberWithHearts(10);
    const lists = await Promise.all([paidPlaylist(), paidPlaylist()]);
    const targets = lists.flatMap(({ playlist, paid }) =>
      paid.map((episode) => `/v2/service/content/purchase/${playlist.id}/${episode.id}`),
    );
    const answers = await Promise.all(targets.map((url) => buy(member.token, url)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 402)).toHaveLength(4);
    const ledger = createLedger(api.database.db);
    expect(await ledger.balance(member.user.userInfo.id)).toEqual({ paid: 0, bonus: 0 });
    const report = await ledger.check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('charges each episode once when overlapping purchases race (the loser rolls back whole)', async () => {
    const member = await memberWithHearts(100, 7);
    const { playlist, paid } = await paidPlaylist({ bundlePrice: 0 });
    const [a, b, c] = paid.map((episode) => episode.id) as [number, number, number];
    // Different keys, overlapping episodes: one statement records an episode first and the
    // other hits the unique index, rolls back its spend and retries for what is still locked.
    const answers = await Promise.all(
      [`[${a}]`, `[${a},${b}]`, `[${b},${c}]`, `[${a},${b},${c}]`].map((ids) =>
        buy(member.token, `/v1/service/content/purchase/${playlist.id}?contentIds=${ids}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const charged = answers.reduce((sum, answer) => sum + answer.json().result.hearts, 0);
    expect(charged).toBe(15);
    const ledger = createLedger(api.database.db);
    expect(await ledger.balance(member.user.userInfo.id)).toEqual({ paid: 92, bonus: 0 });
    const rows = await api.database.db
      .select({ contentId: purchases.contentId, hearts: purchases.hearts })
      .from(purchases)
      .where(eq(purchases.userId, member.user.userInfo.id));
    expect(rows.map((row) => row.contentId).sort()).toEqual([a, b, c].sort());
    const report = await ledger.check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('honours an Idempotency-Key: a retried multi-episode purchase charges once', async () => {
    const member = await memberWithHearts(30);
    const { playlist, paid } = await paidPlaylist({ bundlePrice: 0 });
    const url = `/v1/service/content/purchase/${playlist.id}?contentIds=[${paid[0]!.id},${paid[2]!.id}]`;
    const first = await buy(member.token, url, { 'idempotency-key': 'retry-abc-123' });
    const second = await buy(member.token, url, { 'idempotency-key': 'retry-abc-123' });
    expect(first.json().result).toMatchObject({
      hearts: 10,
      contentIds: [paid[0]!.id, paid[2]!.id].sort((a, b) => a - b),
    });
    expect(second.json().result).toMatchObject({ alreadyOwned: true, hearts: 0, balance: { total: 20 } });
    const unknown = await buy(
      member.token,
      `/v1/service/content/purchase/${playlist.id}?contentIds=[999999]`,
    );
    expect(unknown.statusCode).toBe(404);
    const bundle = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/0`);
    expect(bundle.statusCode).toBe(404);
    expect(bundle.json().message).toBe('ERROR_PRODUCT_NOT_EXIST');
  });

  it('moves and records nothing when a used Idempotency-Key comes with another purchase', async () => {
    const member = await memberWithHearts(30);
    const { playlist, paid } = await paidPlaylist({ bundlePrice: 0 });
    const key = { 'idempotency-key': 'reused-key-0001' };
    const first = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`, key);
    expect(first.json().result).toMatchObject({ hearts: 5, alreadyOwned: false });
    // The key names the first purchase: this one is answered as that one, and buys nothing.
    const other = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[1]!.id}`, key);
    expect(other.json().result).toMatchObject({ hearts: 0, alreadyOwned: true, balance: { total: 25 } });
    const rows = await api.database.db
      .select({ contentId: purchases.contentId })
      .from(purchases)
      .where(eq(purchases.userId, member.user.userInfo.id));
    expect(rows.map((row) => row.contentId)).toEqual([paid[0]!.id]);
  });

  it('charges a bundle once when purchases of it race under different keys', async () => {
    const member = await memberWithHearts(50);
    const { playlist } = await paidPlaylist({ bundlePrice: 12 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        buy(member.token, `/v2/service/content/purchase/${playlist.id}/0`, {
          'idempotency-key': `bundle-race-${index}-0000`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => !answer.json().result.alreadyOwned)).toHaveLength(1);
    const ledger = createLedger(api.database.db);
    expect(await ledger.balance(member.user.userInfo.id)).toEqual({ paid: 38, bonus: 0 });
    const report = await ledger.check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('sells the rest of a playlist at its share of the bundle price (series pricing)', async () => {
    const member = await memberWithHearts(40);
    const { playlist, paid, free } = await paidPlaylist({ bundlePrice: 12 });
    await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`);
    await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[1]!.id}`);
    const validation = await api.app.inject({
      url: `/api/live/v2/service/content/validation/${playlist.id}/${paid[2]!.id}`,
      headers: { token: member.token },
    });
    // 12 hearts for 15 hearts of episodes; 5 of them still locked: floor(12 × 5 / 15) = 4.
    expect(validation.json().result).toMatchObject({ reason: 'not_purchased', bundlePrice: 4 });
    const bundle = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/0`);
    expect(bundle.json().result).toMatchObject({ bundle: true, hearts: 4, balance: { total: 26 } });
    const detail = await api.app.inject({
      url: `/api/live/v2/playlist/${playlist.id}`,
      headers: { token: member.token },
    });
    const access = (detail.json().result.episodes as { id: number; access: string }[]).map((e) => [
      e.id,
      e.access,
    ]);
    expect(Object.fromEntries(access)).toEqual({
      [free.id]: 'free',
      [paid[0]!.id]: 'bundle',
      [paid[1]!.id]: 'bundle',
      [paid[2]!.id]: 'bundle',
    });
    const again = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/0`);
    expect(again.json().result).toMatchObject({ alreadyOwned: true, hearts: 0 });

    const library = await api.app.inject({
      url: '/api/live/v2/user/library/own/playlist',
      headers: { token: member.token },
    });
    expect(library.json().result[0]).toMatchObject({
      playlistId: playlist.id,
      bundle: true,
      episodeCount: 2,
    });
  });

  it('hides an adult playlist from a member who may not see it, purchase included', async () => {
    const member = await memberWithHearts(40);
    const { playlist, paid } = await paidPlaylist({ isAdult: true });
    const response = await buy(member.token, `/v2/service/content/purchase/${playlist.id}/${paid[0]!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('ERROR_CONTENT_NOT_EXIST');
  });

  it('opens every paid episode of a channel to its subscriber, until the subscription ends', async () => {
    const member = await memberWithHearts(0, 20);
    const { playlist, paid } = await paidPlaylist();
    await api.database.db
      .insert(channelSubscriptionProducts)
      .values({ channelId: playlist.channelId, name: '월간 구독', heartsPerMonth: 9 });
    const subscribe = await api.app.inject({
      method: 'PUT',
      url: '/api/live/v1/user/channelSubscribe',
      headers: { 'x-client': 'web', token: member.token },
      payload: { channelId: playlist.channelId, status: 1 },
    });
    expect(subscribe.statusCode).toBe(200);
    const detail = await api.app.inject({
      url: `/api/live/v2/playlist/${playlist.id}`,
      headers: { token: member.token },
    });
    const episode = (
      detail.json().result.episodes as { id: number; access: string; mediaUrl: string | null }[]
    ).find((e) => e.id === paid[2]!.id);
    expect(episode).toMatchObject({
      access: 'subscription',
      mediaUrl: `/api/live/v2/content/play/${paid[2]!.id}`,
    });
    const ownership = await api.app.inject({
      url: `/api/live/v1/purchase/${playlist.id}`,
      headers: { token: member.token },
    });
    expect(ownership.json().result.subscribed).toBe(true);
  });
});
