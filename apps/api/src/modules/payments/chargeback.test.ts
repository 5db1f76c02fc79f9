// Chargebacks over real HTTP (ADR 047): a sandbox checkout, spends, the tester cancelling the
// transaction on the sandbox gateway's side, its signed cancel notice arriving at our noti URL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  heartProducts,
  payments,
} from '#api/db/schema/index';
import { checkConservation } from '#api/modules/settlement';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { setupPaymentServer } from './test-kit.ts';

const kit = setupPaymentServer();
const db = () => kit.state.database.db;

const product = async (name: string) =>
  (await db().select().from(heartProducts).where(eq(heartProducts.name, name)))[0]!;
const payment = async (orderNo: string) =>
  (await db().select().from(payments).where(eq(payments.orderNo, orderNo)))[0]!;

/** The tester's form on the sandbox gateway, as JSON. */
async function chargeback(trdNo: string, action: 'cancel' | 'resend' = 'cancel') {
  const response = await fetch(`${kit.state.origin.url}/api/live/payment-sandbox/settlebank/chargeback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trdNo, reason: 'dispute', action }),
  });
  return { status: response.status, body: await response.json() };
}

async function earnings(channelId: number) {
  const [row] = (
    await db().execute<{ hearts: string; won: string }>(
      sql`select coalesce(sum(paid_hearts + bonus_hearts), 0) as hearts, coalesce(sum(paid_won), 0) as won
            from channel_earnings where channel_id = ${channelId}`,
    )
  ).rows;
  return { hearts: Number(row!.hearts), won: Number(row!.won) };
}

async function paidOrder(token: string, name: string) {
  const ready = await kit.ready(token, (await product(name)).id);
  await kit.pay(ready, 'approve');
  const row = await payment(ready.orderNo);
  expect(row.status).toBe('paid');
  return row;
}

describe('chargebacks', () => {
  it('reverse every spend of the payment, withdraw what is left of it, and happen once', async () => {
    const member = await kit.member();
    const channel = await makeChannel(db());
    const playlist = await makePlaylist(db(), { channelId: channel.id, isFree: false, price: 4 });
    const [episode, later] = await Promise.all(
      [2, 3].map((episodeNo) =>
        makeContent(db(), { playlistId: playlist.id, isFree: false, price: 4, episodeNo }),
      ),
    );
    const older = await paidOrder(member.token, '하트 10개'); // 10 hearts for 1,100 won
    const disputed = await paidOrder(member.token, '하트 30개'); // 30 + 1 bonus for 3,300 won

    // An episode for 4 hearts (the bonus one and 3 paid of the older lot), a tip of 12 (7 older,
    // 5 disputed), then another episode for 4 (disputed).
    const buy = (id: number) =>
      kit.call(member.token, 'GET', `/v2/service/content/purchase/${playlist.id}/${id}`);
    const bought = await buy(episode!.id);
    expect(bought.statusCode, bought.body).toBe(200);
    const tip = await kit.call(member.token, 'POST', `/v2/channel/${channel.id}/tip`, {
      hearts: 12,
      message: '응원해요',
    });
    expect(tip.statusCode, tip.body).toBe(200);
    expect((await buy(later!.id)).statusCode).toBe(200);
    expect(await kit.balance(member.token)).toMatchObject({ paid: 21, bonus: 0 });
    expect(await earnings(channel.id)).toEqual({ hearts: 20, won: 330 + 770 + 550 + 440 });
    const owns = async () =>
      (
        (await kit.call(member.token, 'GET', `/v1/purchase/${playlist.id}`)).json().result
          .contentIds as number[]
      ).sort((x, y) => x - y);
    expect(await owns()).toEqual([episode!.id, later!.id].sort((x, y) => x - y));

    // The tester cancels the disputed payment on the gateway's side.
    const done = await chargeback(disputed.gatewayTxId!);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true, amount: 3300, answer: 'OK' });

    const after = await payment(disputed.orderNo);
    expect(after).toMatchObject({ status: 'chargeback', chargedBackAmount: 3300 });
    // The tip and the second episode took hearts from the disputed lot: both are reversed (the
    // tip's 7 older hearts go back to the older lot), the second episode is no longer owned, the
    // first stays, and the disputed lot's 30 hearts are withdrawn.
    expect(await kit.balance(member.token)).toMatchObject({ paid: 7, bonus: 0 });
    expect(await earnings(channel.id)).toEqual({ hearts: 4, won: 330 });
    expect(await owns()).toEqual([episode!.id]);
    expect((await payment(older.orderNo)).status).toBe('paid');

    // The member's history shows the movements (the bonus heart went to the first episode, which stays).
    const history = await kit.call(member.token, 'GET', '/v1/user/hearts/history?offset=10');
    expect(history.statusCode, history.body).toBe(200);
    const kinds = (history.json().result.items as { kind: string; paid: number; bonus: number }[]).map(
      (item) => [item.kind, item.paid, item.bonus],
    );
    expect(kinds.slice(0, 3)).toEqual([
      ['chargeback', -30, 0],
      ['reversal', 4, 0],
      ['reversal', 12, 0],
    ]);

    // Replays (the gateway's retry, and the tester's resend) change nothing.
    const snapshot = async () => ({
      balance: await kit.balance(member.token),
      earnings: await earnings(channel.id),
      payment: await payment(disputed.orderNo),
    });
    const before = await snapshot();
    expect((await chargeback(disputed.gatewayTxId!, 'resend')).body).toMatchObject({
      ok: true,
      answer: 'OK',
    });
    expect(await snapshot()).toEqual(before);
    // Nothing is left to cancel at the gateway either.
    expect((await chargeback(disputed.gatewayTxId!)).body).toMatchObject({
      ok: false,
      reason: 'nothing-left',
    });

    // A refund of a charged-back payment is refused.
    const refund = await kit.call(member.token, 'POST', `/v1/user/payment/${disputed.id}/refund`);
    expect(refund.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    expect((await checkConservation(db())).problems).toEqual([]);
    await kit.expectNoDrift();
  });

  it('end a subscription the payment paid for at once, its earning reversed', async () => {
    const member = await kit.member();
    const channel = await makeChannel(db());
    await db().insert(channelSubscriptionProducts).values({
      channelId: channel.id,
      name: '월간 구독',
      heartsPerMonth: 10,
      benefits: '모든 유료 에피소드',
    });
    const disputed = await paidOrder(member.token, '하트 10개');
    const subscribed = await kit.call(member.token, 'PUT', '/v1/user/channelSubscribe', {
      channelId: channel.id,
      status: 1,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await earnings(channel.id)).toEqual({ hearts: 10, won: 1100 });

    expect((await chargeback(disputed.gatewayTxId!)).body).toMatchObject({ ok: true, answer: 'OK' });
    const [subscription] = await db()
      .select()
      .from(channelSubscriptions)
      .where(eq(channelSubscriptions.channelId, channel.id));
    expect(subscription).toMatchObject({ status: 'expired', autoRenew: false });
    expect(await earnings(channel.id)).toEqual({ hearts: 0, won: 0 });
    // The hearts went back into the lot and left with it: nothing remains to spend.
    expect(await kit.balance(member.token)).toMatchObject({ paid: 0, bonus: 0 });
    const mine = await kit.call(member.token, 'GET', `/v1/user/channelSubscribe/${channel.id}`);
    expect(mine.json().result?.entitled ?? false).toBe(false);
    expect((await checkConservation(db())).problems).toEqual([]);
  });

  it('is a Korean tester page on the sandbox gateway, answering the form with the outcome', async () => {
    const page = await fetch(`${kit.state.origin.url}/api/live/payment-sandbox/settlebank/chargeback`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="ko"');
    expect(html).toContain('결제사 측 취소 (차지백) 테스트');
    const unknown = await fetch(`${kit.state.origin.url}/api/live/payment-sandbox/settlebank/chargeback`, {
      method: 'POST',
      body: new URLSearchParams({ trdNo: 'NOSUCHTRANSACTION', reason: 'carrier', action: 'cancel' }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('승인된 거래를 찾지 못했어요');
  });

  it('refuse a forged notice, wait for the approval of an early one, and recognise our own refunds', async () => {
    const member = await kit.member();
    const paid = await paidOrder(member.token, '하트 10개');
    const forged = {
      ...kit.notification({ orderNo: paid.orderNo, amount: 1100, transactionId: 'FORGED1', bizType: 'C0' }),
      orgTrdNo: paid.gatewayTxId!,
      pktHash: 'a'.repeat(64),
    };
    expect(await kit.notify(forged)).toBe('FAIL');
    // A signed approval re-labelled as a cancel (bizType and orgTrdNo are outside the hash).
    const relabelled = {
      ...kit.notification({
        orderNo: paid.orderNo,
        amount: 1100,
        transactionId: paid.gatewayTxId!,
        bizType: 'C0',
      }),
      orgTrdNo: paid.gatewayTxId!,
    };
    expect(await kit.notify(relabelled)).toBe('FAIL');
    expect(await payment(paid.orderNo)).toMatchObject({ status: 'paid', chargedBackAmount: 0 });
    expect(await kit.balance(member.token)).toMatchObject({ paid: 10 });

    // The same signed cancel notice twice at once: one chargeback, both answered OK.
    const other = await paidOrder(member.token, '하트 10개');
    const twice = {
      ...kit.notification({ orderNo: other.orderNo, amount: 1100, transactionId: 'DISPUTE1', bizType: 'C0' }),
      orgTrdNo: other.gatewayTxId!,
      cnclType: '00',
    };
    expect(await Promise.all([kit.notify(twice), kit.notify(twice)])).toEqual(['OK', 'OK']);
    expect(await payment(other.orderNo)).toMatchObject({ status: 'chargeback', chargedBackAmount: 1100 });
    const [rows] = (
      await db().execute<{ count: string }>(
        sql`select count(*) from payment_chargebacks where payment_id = ${other.id}`,
      )
    ).rows;
    expect(Number(rows!.count)).toBe(1);
    expect(await kit.balance(member.token)).toMatchObject({ paid: 10 });

    // A cancel notice before the approval: FAIL (the gateway retries), nothing changes.
    const ready = await kit.ready(member.token, (await product('하트 10개')).id);
    const early = kit.notification({
      orderNo: ready.orderNo,
      amount: 1100,
      transactionId: 'EARLY1',
      bizType: 'C0',
    });
    expect(await kit.notify(early)).toBe('FAIL');
    expect((await payment(ready.orderNo)).status).toBe('ready');

    // Our own refund's cancel notice (its cancel number, our `C001` order number) changes nothing.
    const refunded = await kit.call(member.token, 'POST', `/v1/user/payment/${paid.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refundRow = await payment(paid.orderNo);
    const confirmation = {
      ...kit.notification({
        orderNo: `${paid.orderNo}C001`,
        amount: 1100,
        transactionId: refundRow.refundTxId!,
        bizType: 'C0',
      }),
      orgTrdNo: paid.gatewayTxId!,
    };
    expect(await kit.notify(confirmation)).toBe('OK');
    expect(await payment(paid.orderNo)).toMatchObject({ status: 'refunded', chargedBackAmount: 0 });
    expect((await checkConservation(db())).problems).toEqual([]);
  });
});
