import { randomBytes } from 'node:crypto';
import { GIFT_DAILY_PER_RECIPIENT } from '@sogon/contract/limits';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  channelBlocks,
  channelEarnings,
  channelSubscriptionProducts,
  channelSubscriptions,
  gifts,
  identityVerifications,
  purchases,
  users,
} from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

// Gifts (선물, issue 38): the sender's hearts are spent at once and earn the channel with source
// 'gift'; the recipient accepts in the library; the sender takes back a pending gift within 7
// days. Every refusal changes nothing, and the ledger laws hold throughout.
const DAY = 24 * 60 * 60 * 1000;
let clock = Date.UTC(2030, 2, 4, 1, 0);
const api = setupTestApi({ settings: { clock: () => new Date(clock) } });
const past = new Date('2020-01-01T00:00:00Z');
let names = 0;

async function member(hearts = 0) {
  const joined = await joinMember(api.app);
  const id = joined.user.userInfo.id;
  names += 1;
  const nickname = `선물회원${names}${process.pid}`;
  await api.database.db.update(users).set({ username: nickname }).where(eq(users.id, id));
  if (hearts > 0) {
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId: id, kind: 'grant', idempotencyKey: 'test', paid: hearts, bonus: 0 }),
    );
  }
  return { id, token: joined.token, nickname };
}

async function catalog() {
  const channel = await makeChannel(api.database.db);
  const playlist = await makePlaylist(api.database.db, {
    channelId: channel.id,
    isFree: false,
    price: 5,
    bundlePrice: 12,
    openDt: past,
  });
  const episodes = await Promise.all(
    [1, 2, 3].map((episodeNo) =>
      makeContent(api.database.db, {
        playlistId: playlist.id,
        isFree: false,
        price: 5,
        episodeNo,
        openDt: past,
      }),
    ),
  );
  const [product] = await api.database.db
    .insert(channelSubscriptionProducts)
    .values({ channelId: channel.id, name: '기본 멤버십', heartsPerMonth: 30 })
    .returning();
  return { channel, playlist, episodes, product: product! };
}

const send = (token: string, payload: Record<string, unknown>, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/live/v1/user/gifts',
    headers: { ...WRITE, token, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const act = (token: string, id: number, what: 'accept' | 'refund') =>
  api.app.inject({
    method: 'POST',
    url: `/api/live/v1/user/gifts/${id}/${what}`,
    headers: { ...WRITE, token },
  });

/** Everything a refusal must leave as it was. */
async function snapshot(userIds: number[]) {
  const ledger = createLedger(api.database.db);
  const [giftCount, purchaseCount, earningCount] = await Promise.all([
    api.database.db.select({ n: sql<number>`count(*)::int` }).from(gifts),
    api.database.db.select({ n: sql<number>`count(*)::int` }).from(purchases),
    api.database.db.select({ n: sql<number>`count(*)::int` }).from(channelEarnings),
  ]);
  return {
    gifts: giftCount[0]!.n,
    purchases: purchaseCount[0]!.n,
    earnings: earningCount[0]!.n,
    balances: await Promise.all(userIds.map((id) => ledger.balance(id))),
  };
}

async function ledgerLawsHold() {
  const report = await createLedger(api.database.db).check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('sending a gift', () => {
  it('spends the hearts at once, earns the channel as a gift, and the recipient accepts it', async () => {
    const sender = await member(100);
    const recipient = await member();
    const { channel, playlist, episodes } = await catalog();

    const sent = await send(
      sender.token,
      { nickname: recipient.nickname, target: 'episode', contentId: episodes[0]!.id, message: '잘 자요 🌙' },
      'gift-key-1',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { gift, balance } = sent.json().result;
    expect(balance).toEqual({ paid: 95, bonus: 0, total: 95 });
    expect(gift).toMatchObject({ status: 'pending', hearts: 5, message: '잘 자요 🌙', target: 'episode' });
    const retry = await send(
      sender.token,
      { nickname: recipient.nickname, target: 'episode', contentId: episodes[0]!.id, message: '잘 자요 🌙' },
      'gift-key-1',
    );
    expect(retry.json().result.gift.id).toBe(gift.id);
    expect(retry.json().result.balance.total).toBe(95);

    // Retries racing each other (one key) and a second send of the same episode make one gift.
    const raced = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        send(
          sender.token,
          { nickname: recipient.nickname, target: 'episode', contentId: episodes[1]!.id },
          'gift-key-2',
        ),
      ),
      send(sender.token, { nickname: recipient.nickname, target: 'episode', contentId: episodes[1]!.id }),
    ]);
    expect(raced.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(raced.slice(0, 3).map((answer) => answer.json().result.gift.id)).size).toBe(1);
    expect(raced[3]!.statusCode).toBe(400);
    expect((await createLedger(api.database.db).balance(sender.id)).paid).toBe(90);
    const [earning] = await api.database.db
      .select()
      .from(channelEarnings)
      .where(eq(channelEarnings.channelId, channel.id));
    expect(earning).toMatchObject({ source: 'gift', paidHearts: 5, reference: `playlist:${playlist.id}` });

    const received = await api.app.inject({
      url: '/api/live/v1/user/gifts/received',
      headers: { token: recipient.token },
    });
    expect(received.json().result).toEqual([
      expect.objectContaining({ contentId: episodes[1]!.id }),
      expect.objectContaining({ id: gift.id, senderNickname: sender.nickname }),
    ]);

    const accepted = await act(recipient.token, gift.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result.gift.status).toBe('accepted');
    const [owned] = await api.database.db.select().from(purchases).where(eq(purchases.userId, recipient.id));
    expect(owned).toMatchObject({ contentId: episodes[0]!.id, source: 'gift', hearts: 5 });
    const page = await api.app.inject({
      url: `/api/live/v2/playlist/${playlist.id}`,
      headers: { token: recipient.token },
    });
    expect(page.json().result.episodes.find((e: { id: number }) => e.id === episodes[0]!.id).access).toBe(
      'purchased',
    );
    // Accepted gifts are not refundable, nor accepted twice.
    const late = await act(sender.token, gift.id, 'refund');
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toContain('이미 받은 선물은');
    expect((await act(recipient.token, gift.id, 'accept')).statusCode).toBe(400);
    await ledgerLawsHold();
  });

  it('gives a playlist and a tier month', async () => {
    const sender = await member(100);
    const recipient = await member();
    const { playlist, product, channel } = await catalog();
    const bundle = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'playlist',
      playlistId: playlist.id,
    });
    expect(bundle.statusCode, bundle.body).toBe(200);
    expect(bundle.json().result.gift.hearts).toBe(12);
    const month = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'tier_month',
      productId: product.id,
    });
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().result.balance.total).toBe(100 - 12 - 30);
    const earnings = await api.database.db
      .select({ source: channelEarnings.source, reference: channelEarnings.reference })
      .from(channelEarnings)
      .where(eq(channelEarnings.channelId, channel.id));
    expect(earnings).toEqual(
      expect.arrayContaining([
        { source: 'gift', reference: `playlist:${playlist.id}` },
        { source: 'gift', reference: `channel:${channel.id}` },
      ]),
    );

    expect((await act(recipient.token, bundle.json().result.gift.id, 'accept')).statusCode).toBe(200);
    const [whole] = await api.database.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, recipient.id), eq(purchases.playlistId, playlist.id)));
    expect(whole).toMatchObject({ contentId: null, source: 'gift', hearts: 12 });

    expect((await act(recipient.token, month.json().result.gift.id, 'accept')).statusCode).toBe(200);
    const [subscription] = await api.database.db
      .select()
      .from(channelSubscriptions)
      .where(eq(channelSubscriptions.userId, recipient.id));
    expect(subscription).toMatchObject({ productId: product.id, autoRenew: false, status: 'active' });
    expect(subscription!.currentPeriodEnd.getTime()).toBeGreaterThan(clock + 27 * DAY);

    // A month more of the same tier runs a month longer; another tier of the channel is refused.
    const again = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'tier_month',
      productId: product.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await act(recipient.token, again.json().result.gift.id, 'accept')).statusCode).toBe(200);
    const [longer] = await api.database.db
      .select()
      .from(channelSubscriptions)
      .where(eq(channelSubscriptions.userId, recipient.id));
    expect(longer!.currentPeriodEnd.getTime()).toBeGreaterThan(clock + 55 * DAY);
    const [vip] = await api.database.db
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: 'VIP 멤버십', heartsPerMonth: 10 })
      .returning();
    const other = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'tier_month',
      productId: vip!.id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toContain('다른 멤버십');
    await ledgerLawsHold();
  });

  it('refuses without changing anything', async () => {
    const sender = await member(20);
    const recipient = await member();
    const twin = await member();
    const owner = await member();
    const { playlist, episodes } = await catalog();
    const free = await makeContent(api.database.db, {
      playlistId: playlist.id,
      isFree: true,
      episodeNo: 9,
      openDt: past,
    });
    // The sender and `twin` are one verified person.
    const ci = randomBytes(32);
    await api.database.db.insert(identityVerifications).values(
      [sender.id, twin.id].map((userId) => ({
        userId,
        provider: 'kakao' as const,
        name: '김소곤',
        birthDate: '1990-01-01',
        gender: 'F' as const,
        ciHash: ci,
        diHash: randomBytes(32),
      })),
    );
    // `owner` bought the episode already.
    await api.database.db
      .insert(purchases)
      .values({ userId: owner.id, playlistId: playlist.id, contentId: episodes[1]!.id, hearts: 5 });

    const episode = (nickname: string, extra: Record<string, unknown> = {}) => ({
      nickname,
      target: 'episode',
      contentId: episodes[0]!.id,
      ...extra,
    });
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [episode(sender.nickname), 400, 'ERROR_REQUEST_PARAMETER_WRONG', '나에게는'],
      [episode(twin.nickname), 400, 'ERROR_REQUEST_PARAMETER_WRONG', '본인 명의의'],
      [episode('없는닉네임'), 404, 'ERROR_USER_NOT_EXIST', '찾을 수 없어요'],
      [
        episode(owner.nickname, { contentId: episodes[1]!.id }),
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
        '이미 가지고',
      ],
      [
        episode(recipient.nickname, { message: '가'.repeat(101) }),
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
        '100자',
      ],
      [episode(recipient.nickname, { message: '안녕\u0007' }), 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [episode(recipient.nickname, { message: '안녕\n하세요' }), 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [episode(recipient.nickname, { contentId: free.id }), 404, 'ERROR_PRODUCT_NOT_EXIST'],
      [episode(recipient.nickname, { contentId: 987654321 }), 404, 'ERROR_CONTENT_NOT_EXIST'],
      [
        { nickname: recipient.nickname, target: 'playlist' },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
        '골라 주세요',
      ],
      [
        {
          nickname: recipient.nickname,
          target: 'playlist',
          playlistId: playlist.id,
          contentId: episodes[0]!.id,
        },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
      ],
    ];
    // A member the channel blocked sends it no gifts (channel-community's check).
    const blockedChannel = await catalog();
    await api.database.db
      .insert(channelBlocks)
      .values({ channelId: blockedChannel.channel.id, userId: sender.id, blockedBy: owner.id });
    const before = await snapshot([sender.id, recipient.id, twin.id, owner.id]);
    const blocked = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'playlist',
      playlistId: blockedChannel.playlist.id,
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().result.reason).toBe('blocked');
    for (const [payload, status, code, detail] of cases) {
      const response = await send(sender.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(code);
      if (detail) expect(response.json().detail).toContain(detail);
    }
    // Not enough hearts: the bundle costs 12, then a second one costs 12 more than is left.
    const other = await catalog();
    const first = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'playlist',
      playlistId: other.playlist.id,
    });
    expect(first.statusCode).toBe(200);
    const mid = await snapshot([sender.id, recipient.id, twin.id, owner.id]);
    const short = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'playlist',
      playlistId: playlist.id,
    });
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
    // A second pending gift of the same thing to the same member: they have it waiting.
    const twice = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'playlist',
      playlistId: other.playlist.id,
    });
    expect(twice.json().detail).toContain('이미 가지고');
    expect(await snapshot([sender.id, recipient.id, twin.id, owner.id])).toEqual(mid);
    expect(mid.gifts).toBe(before.gifts + 1);
    await ledgerLawsHold();
  });

  it(`allows ${GIFT_DAILY_PER_RECIPIENT} gifts a Seoul day to one member, counted exactly under races`, async () => {
    const sender = await member(200);
    const recipient = await member();
    const { episodes } = await catalog();
    const more = await catalog();
    const all = [...episodes, ...more.episodes];
    const answers = await Promise.all(
      all.map((episode) =>
        send(sender.token, { nickname: recipient.nickname, target: 'episode', contentId: episode.id }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(GIFT_DAILY_PER_RECIPIENT);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(all.length - GIFT_DAILY_PER_RECIPIENT);
    expect(limited[0]!.json().detail).toContain('하루 3번까지');
    expect((await createLedger(api.database.db).balance(sender.id)).paid).toBe(
      200 - 5 * GIFT_DAILY_PER_RECIPIENT,
    );
    // The next Seoul day opens again, for an episode the race refused (any three may have won).
    const refused = all.find((_, index) => answers[index]!.statusCode === 429)!;
    clock += DAY;
    const next = await send(sender.token, {
      nickname: recipient.nickname,
      target: 'episode',
      contentId: refused.id,
    });
    expect(next.statusCode, next.body).toBe(200);
    await ledgerLawsHold();
  });
});

describe('refunding a gift', () => {
  it('gives the hearts back within 7 days while pending, once, and reverses the earning', async () => {
    const sender = await member(50);
    const recipient = await member();
    const stranger = await member();
    const { channel, episodes } = await catalog();
    const gift = (
      await send(sender.token, {
        nickname: recipient.nickname,
        target: 'episode',
        contentId: episodes[0]!.id,
      })
    ).json().result.gift;
    const old = (
      await send(sender.token, {
        nickname: recipient.nickname,
        target: 'episode',
        contentId: episodes[1]!.id,
      })
    ).json().result.gift;

    // Neither the recipient nor a stranger may take it back.
    expect((await act(recipient.token, gift.id, 'refund')).statusCode).toBe(404);
    expect((await act(stranger.token, gift.id, 'refund')).statusCode).toBe(404);
    expect((await act(stranger.token, gift.id, 'accept')).statusCode).toBe(404);

    const refunded = await act(sender.token, gift.id, 'refund');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().result).toMatchObject({ gift: { status: 'refunded' }, balance: { total: 45 } });
    expect((await act(sender.token, gift.id, 'refund')).statusCode).toBe(400);
    expect((await act(recipient.token, gift.id, 'accept')).statusCode).toBe(400);
    const earnings = await api.database.db
      .select({ paid: channelEarnings.paidHearts, source: channelEarnings.source })
      .from(channelEarnings)
      .where(eq(channelEarnings.channelId, channel.id));
    expect(earnings.filter((e) => e.source === 'gift').reduce((sum, e) => sum + e.paid, 0)).toBe(5);

    // Past 7 days the pending gift stays the recipient's to accept.
    clock += 7 * DAY + 1000;
    const expired = await act(sender.token, old.id, 'refund');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toContain('7일');
    expect((await act(recipient.token, old.id, 'accept')).statusCode).toBe(200);
    await ledgerLawsHold();
  });

  it('settles a race of accept and refund one way', async () => {
    const sender = await member(50);
    const recipient = await member();
    const { episodes } = await catalog();
    const gift = (
      await send(sender.token, {
        nickname: recipient.nickname,
        target: 'episode',
        contentId: episodes[2]!.id,
      })
    ).json().result.gift;
    const [accepted, refunded] = await Promise.all([
      act(recipient.token, gift.id, 'accept'),
      act(sender.token, gift.id, 'refund'),
    ]);
    expect([accepted.statusCode, refunded.statusCode].sort()).toEqual([200, 400]);
    const [row] = await api.database.db.select().from(gifts).where(eq(gifts.id, gift.id));
    const owned = await api.database.db.select().from(purchases).where(eq(purchases.userId, recipient.id));
    const balance = await createLedger(api.database.db).balance(sender.id);
    if (row!.status === 'accepted') {
      expect(owned).toHaveLength(1);
      expect(balance.paid).toBe(45);
    } else {
      expect(owned).toHaveLength(0);
      expect(balance.paid).toBe(50);
    }
    await ledgerLawsHold();
  });
});
