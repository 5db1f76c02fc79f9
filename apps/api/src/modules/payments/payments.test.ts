import type { TPayment, TProduct } from '@sogon/contract/schemas/payments';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartProducts, ledgerTransactions, payments, users } from '#api/db/schema/index';
import { makePlaylist } from '../../../test/factories.ts';
import { setupPaymentServer } from './test-kit.ts';

const kit = setupPaymentServer();
const db = () => kit.state.database.db;

let products: TProduct[];
/** What the tests' spends buy: a playlist of some channel (a spend must name one). */
let boughtPlaylist = '';
const product = (name: string) => products.find((candidate) => candidate.name === name)!;

beforeAll(async () => {
  boughtPlaylist = `playlist:${(await makePlaylist(db())).id}`;
  products = await db()
    .select()
    .from(heartProducts)
    .then((rows) => rows.map((row) => ({ ...row, totalHearts: row.hearts + row.bonus })));
});

async function order(orderNo: string) {
  const [row] = await db().select().from(payments).where(eq(payments.orderNo, orderNo));
  return row!;
}

async function charges(userId: number) {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'charge')));
  return rows[0]!.n;
}

/** A paid history row straight in the database, as if charged `daysAgo` days ago. */
async function pastPayment(userId: number, amount: number, daysAgo: number) {
  const paidAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const base = product('하트 10개');
  await db()
    .insert(payments)
    .values({
      userId,
      productId: base.id,
      productName: base.name,
      orderNo: `SGPAST${Math.random().toString(36).slice(2, 14)}`,
      amount,
      hearts: 10,
      status: 'paid',
      payMethod: 'card',
      gatewayTxId: `PAST${Math.random().toString(36).slice(2)}`,
      createdAt: paidAt,
      paidAt,
    });
}

async function status(token: string, id: number) {
  const response = await kit.call(token, 'GET', `/v1/products/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { result: number; offer: string };
}

describe('charging through the sandbox gateway', () => {
  it('orders, pays in the sandbox window, is notified and credits the hearts once', async () => {
    const member = await kit.member();
    const hundred = product('하트 100개');
    const ready = await kit.ready(member.token, hundred.id, 'card');

    expect(ready).toMatchObject({ amount: 9900, sandbox: true });
    expect(ready.action).toBe(`${kit.state.origin.url}/api/live/payment-sandbox/settlebank/settle_main`);
    const fields = ready.fields;
    expect(fields).toMatchObject({
      mchtId: 'sogon_sandbox',
      method: 'card',
      mchtTrdNo: ready.orderNo,
      pmtPrdtNm: '하트 100개',
      notiUrl: `${kit.state.origin.url}/api/live/v1/payments/settlebank/noti`,
    });
    expect(fields.trdDt).toMatch(/^\d{8}$/);
    expect(fields.trdTm).toMatch(/^\d{6}$/);
    expect(fields.trdAmt).not.toBe('9900');
    expect(fields.pktHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new URL(fields.nextUrl!).pathname).toBe('/api/live/v1/payments/settlebank/return');
    expect((await order(ready.orderNo)).status).toBe('ready');

    const page = await kit.openCheckout(ready);
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('테스트 환경');
    expect(html).toContain('하트 100개');
    expect(html).toContain('9,900원');
    for (const label of [
      '신용카드',
      '휴대폰 결제',
      '계좌이체',
      '결제하기',
      '결제 거절',
      '취소',
      '시간 초과',
    ]) {
      expect(html).toContain(label);
    }

    const back = await kit.pay(ready, 'approve');
    expect(back.pathname).toBe('/api/live/v1/payments/settlebank/return');
    expect(back.searchParams.get('outStatCd')).toBe('0021');
    const paid = await order(ready.orderNo);
    expect(paid).toMatchObject({ status: 'paid', payMethod: 'card' });
    expect((await kit.sandbox().transaction(paid.gatewayTxId!))?.notification).toBe('OK');

    const query = await kit.returnPage(back);
    expect(Object.fromEntries(query)).toMatchObject({
      orderNo: ready.orderNo,
      productId: String(hundred.id),
      payMethod: 'card',
      step: 'next',
      outStatCd: '0021',
    });
    const settled = await kit.settle(member.token, query);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().result).toMatchObject({ status: 'paid', hearts: 100, bonus: 10, refundable: true });

    expect(await kit.balance(member.token)).toEqual({ paid: 100, bonus: 10, total: 110 });
    expect(await charges(member.id)).toBe(1);
    const me = await kit.call(member.token, 'GET', '/v2/user');
    expect(me.json().result.userInfo.isPaid).toBe(true);

    const list = await kit.call(member.token, 'GET', '/v1/user/payments');
    expect(list.json().result.items.map((item: TPayment) => item.orderNo)).toEqual([ready.orderNo]);
    const history = await kit.call(member.token, 'GET', '/v1/user/hearts/history');
    expect(history.json().result.items[0]).toMatchObject({
      kind: 'charge',
      reference: `payment:${paid.id}`,
      paid: 100,
      bonus: 10,
    });
  });

  it('answers a replayed notification OK and credits nothing more', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, product('하트 30개').id);
    await kit.pay(ready, 'approve');
    const paid = await order(ready.orderNo);
    const replay = kit.notification({
      orderNo: ready.orderNo,
      amount: 3300,
      transactionId: paid.gatewayTxId!,
    });
    expect(await kit.notify(replay)).toBe('OK');
    expect(await kit.notify(replay)).toBe('OK');
    expect(await kit.balance(member.token)).toEqual({ paid: 30, bonus: 1, total: 31 });
    expect(await charges(member.id)).toBe(1);
  });

  it('credits when the browser comes back before the notification arrives', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, product('하트 50개').id, 'phone');
    const back = await kit.pay(ready, 'timeout');
    const query = await kit.returnPage(back);
    expect(query.get('outStatCd')).toBeNull();

    const pending = await kit.settle(member.token, query);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().result).toMatchObject({ status: 'ready', paidAt: null });
    expect(await kit.balance(member.token)).toEqual({ paid: 0, bonus: 0, total: 0 });

    const late = kit.notification({
      orderNo: ready.orderNo,
      amount: 5000,
      transactionId: 'LATE0001',
      payMethod: 'phone',
    });
    expect(await kit.notify({ ...late, telecomCd: 'KT' })).toBe('OK');
    const settled = await kit.settle(member.token, query);
    expect(settled.json().result).toMatchObject({ status: 'paid', payMethod: 'phone', telecomCd: 'KT' });
    expect(await kit.balance(member.token)).toEqual({ paid: 50, bonus: 3, total: 53 });
  });

  it('credits a verified approval even after the browser reported a failure', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, product('하트 10개').id);
    const failed = await kit.settle(
      member.token,
      new URLSearchParams({
        orderNo: ready.orderNo,
        productId: String(product('하트 10개').id),
        payMethod: 'card',
        outStatCd: '0031',
        outRsltCd: '3001',
      }),
    );
    expect(failed.statusCode).toBe(402);
    const noti = kit.notification({ orderNo: ready.orderNo, amount: 1100, transactionId: 'AFTERFAIL1' });
    expect(await kit.notify(noti)).toBe('OK');
    expect((await order(ready.orderNo)).status).toBe('paid');
    expect(await kit.balance(member.token)).toMatchObject({ paid: 10 });
  });

  it('refuses forged, tampered and unknown notifications and credits nothing', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, product('하트 100개').id);
    const genuine = kit.notification({ orderNo: ready.orderNo, amount: 9900, transactionId: 'TAMPER01' });

    const forged = { ...genuine, pktHash: 'a'.repeat(64) };
    expect(await kit.notify(forged)).toBe('FAIL');
    expect(await kit.notify({ ...genuine, pktHash: 'short' })).toBe('FAIL');
    const { pktHash: _dropped, ...unsigned } = genuine;
    expect(await kit.notify(unsigned)).toBe('FAIL');

    // The amount changed after signing: the hash no longer matches.
    expect(await kit.notify({ ...genuine, trdAmt: '99' })).toBe('FAIL');
    // Signed, but for another amount than we asked for (a tampered payment window).
    const cheaper = kit.notification({ orderNo: ready.orderNo, amount: 99, transactionId: 'TAMPER02' });
    expect(await kit.notify(cheaper)).toBe('FAIL');
    // Another merchant's notification.
    expect(await kit.notify({ ...genuine, mchtId: 'someone_else' })).toBe('FAIL');
    // Signed, but for no order of ours.
    const unknown = kit.notification({
      orderNo: 'SG20990101000000ffffffffff',
      amount: 9900,
      transactionId: 'X1',
    });
    expect(await kit.notify(unknown)).toBe('FAIL');

    expect((await order(ready.orderNo)).status).toBe('ready');
    expect(await kit.balance(member.token)).toEqual({ paid: 0, bonus: 0, total: 0 });
    expect(await charges(member.id)).toBe(0);

    // The same order still pays normally afterwards.
    expect(await kit.notify(genuine)).toBe('OK');
    expect(await kit.balance(member.token)).toEqual({ paid: 100, bonus: 10, total: 110 });
  });

  it('takes a signed failure or cancel notice without crediting anything', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, product('하트 10개').id);
    const failure = kit.notification({
      orderNo: ready.orderNo,
      amount: 1100,
      transactionId: 'FAILED01',
      outStatCd: '0031',
    });
    expect(await kit.notify(failure)).toBe('OK');
    expect((await order(ready.orderNo)).status).toBe('failed');
    const cancelNotice = kit.notification({
      orderNo: ready.orderNo,
      amount: 1100,
      transactionId: 'CANCEL01',
      bizType: 'C0',
    });
    expect(await kit.notify(cancelNotice)).toBe('OK');
    expect((await order(ready.orderNo)).status).toBe('failed');
    expect(await charges(member.id)).toBe(0);
  });

  it('records a decline and a cancelled window as failures with nothing credited', async () => {
    const member = await kit.member();
    const declined = await kit.ready(member.token, product('하트 10개').id);
    const declinedQuery = await kit.returnPage(await kit.pay(declined, 'decline'));
    expect(declinedQuery.get('step')).toBe('cancel');
    expect(declinedQuery.get('outStatCd')).toBe('0031');
    const answer = await kit.settle(member.token, declinedQuery);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({
      message: 'ERROR_PAYMENT_FAILED',
      detail: '결제가 승인되지 않았어요. 다른 결제 수단으로 다시 시도해 주세요.',
    });
    expect(await order(declined.orderNo)).toMatchObject({ status: 'failed', resultCode: '3001' });

    const abandoned = await kit.ready(member.token, product('하트 10개').id);
    const abandonedQuery = await kit.returnPage(await kit.pay(abandoned, 'cancel'));
    expect((await kit.settle(member.token, abandonedQuery)).json()).toMatchObject({
      detail: '결제를 취소했어요.',
    });
    expect((await order(abandoned.orderNo)).status).toBe('cancelled');
    expect(await kit.balance(member.token)).toEqual({ paid: 0, bonus: 0, total: 0 });
  });

  it('credits once however many duplicate notifications race', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, product('하트 300개').id);
    const noti = kit.notification({ orderNo: ready.orderNo, amount: 29000, transactionId: 'RACE0001' });
    const other = kit.notification({ orderNo: ready.orderNo, amount: 29000, transactionId: 'RACE0002' });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => kit.notify(noti)),
      kit.notify(other),
    ]);
    expect(answers.every((answer) => answer === 'OK')).toBe(true);
    expect(await charges(member.id)).toBe(1);
    expect(await kit.balance(member.token)).toEqual({ paid: 300, bonus: 30, total: 330 });
  });

  it('keeps orders and the settlement check to their owner', async () => {
    const owner = await kit.member();
    const stranger = await kit.member();
    const ready = await kit.ready(owner.token, product('하트 10개').id);
    const query = new URLSearchParams({
      orderNo: ready.orderNo,
      productId: String(product('하트 10개').id),
      payMethod: 'card',
    });
    expect((await kit.settle(stranger.token, query)).statusCode).toBe(404);
    query.set('productId', String(product('하트 30개').id));
    expect((await kit.settle(owner.token, query)).statusCode).toBe(400);
    const unknownProduct = await kit.call(owner.token, 'POST', '/v1/user/payment/ready', {
      productId: 999_999,
      payMethod: 'card',
    });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().message).toBe('ERROR_PRODUCT_NOT_EXIST');
    const visitor = await kit.state.app.inject({
      method: 'POST',
      url: '/api/live/v1/user/payment/ready',
      headers: { 'x-client': 'web' },
      payload: { productId: product('하트 10개').id, payMethod: 'card' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('payment status and the products it unlocks', () => {
  it('moves from first (0) to extra-discount (2) to normal (1) with real payments', async () => {
    const member = await kit.member();
    expect(await status(member.token, member.id)).toMatchObject({ result: 0, offer: 'first' });
    const offered = await kit.call(member.token, 'GET', '/v1/products');
    const names = offered.json().result.map((item: TProduct) => item.name);
    expect(names[0]).toBe('첫 결제 특가 하트 50개');
    expect(names).not.toContain('두 번째 결제 추가 할인 하트 100개');

    const first = await kit.ready(member.token, product('첫 결제 특가 하트 50개').id);
    await kit.pay(first, 'approve');
    expect(await status(member.token, member.id)).toMatchObject({ result: 2, offer: 'extra_discount' });
    const refused = await kit.call(member.token, 'POST', '/v1/user/payment/ready', {
      productId: product('첫 결제 특가 하트 50개').id,
      payMethod: 'card',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('지금은 구매할 수 없는 특가 상품이에요.');

    const second = await kit.ready(member.token, product('두 번째 결제 추가 할인 하트 100개').id);
    await kit.pay(second, 'approve');
    expect(await status(member.token, member.id)).toMatchObject({ result: 1, offer: 'normal' });
    const normalOnly = await kit.call(member.token, 'GET', '/v1/products');
    expect(normalOnly.json().result.every((item: TProduct) => item.offer === 'normal')).toBe(true);
  });

  it('knows comeback (3) and premium (4) members from their history', async () => {
    const comeback = await kit.member();
    await pastPayment(comeback.id, 49_000, 120);
    await pastPayment(comeback.id, 9_900, 91);
    expect(await status(comeback.token, comeback.id)).toMatchObject({ result: 3, offer: 'comeback' });

    const premium = await kit.member();
    await pastPayment(premium.id, 49_000, 60);
    await pastPayment(premium.id, 49_000, 30);
    expect((await status(premium.token, premium.id)).result).toBe(1);
    await pastPayment(premium.id, 2_000, 1);
    expect(await status(premium.token, premium.id)).toMatchObject({ result: 4, offer: 'premium' });
    const offered = await kit.call(premium.token, 'GET', '/v1/products');
    expect(offered.json().result[0]).toMatchObject({ offer: 'premium', price: 95_000 });
  });

  it('shows visitors the normal packages and answers status only to the member', async () => {
    const visitor = await kit.state.app.inject({ url: '/api/live/v1/products' });
    const list = visitor.json().result as TProduct[];
    expect(list.map((item) => item.name)).toEqual([
      '하트 10개',
      '하트 30개',
      '하트 50개',
      '하트 100개',
      '하트 300개',
      '하트 500개',
    ]);
    expect(list[5]).toMatchObject({ hearts: 500, bonus: 50, totalHearts: 550, price: 49_000 });

    const member = await kit.member();
    const other = await kit.member();
    const refused = await kit.call(member.token, 'GET', `/v1/products/${other.id}`);
    expect(refused.statusCode).toBe(403);
    const anonymous = await kit.state.app.inject({ url: `/api/live/v1/products/${member.id}` });
    expect(anonymous.statusCode).toBe(401);
    const banners = await kit.state.app.inject({ url: '/api/live/v2/service/banner/charge' });
    expect(banners.json()).toEqual({ result: [] });
    const gateway = await kit.state.app.inject({ url: '/api/live/v1/payments/gateway' });
    expect(gateway.json()).toEqual({ result: { gateway: 'settlebank', sandbox: true } });
  });
});

describe('refunds', () => {
  async function paidCharge(token: string, name = '하트 100개') {
    const ready = await kit.ready(token, product(name).id);
    await kit.pay(ready, 'approve');
    return order(ready.orderNo);
  }

  const refund = (token: string, id: number) => kit.call(token, 'POST', `/v1/user/payment/${id}/refund`);

  it('refunds an unused charge in full within 7 days, once', async () => {
    const member = await kit.member();
    const paid = await paidCharge(member.token);
    const first = await refund(member.token, paid.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({
      refundedNow: true,
      payment: { status: 'refunded', refundedHearts: 100, refundedBonus: 10, refundedAmount: 9900 },
      balance: { paid: 0, bonus: 0, total: 0 },
    });
    expect((await kit.sandbox().transaction(paid.gatewayTxId!))?.cancelled).toBe(9900);

    const again = await refund(member.token, paid.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ refundedNow: false, payment: { refundedAmount: 9900 } });
    expect((await kit.sandbox().transaction(paid.gatewayTxId!))?.cancelled).toBe(9900);
    const history = await kit.call(member.token, 'GET', '/v1/user/hearts/history');
    expect(history.json().result.items[0]).toMatchObject({ kind: 'refund', paid: -100, bonus: -10 });
    expect((await status(member.token, member.id)).result).toBe(0);
  });

  it('refunds only the unused paid hearts, in proportion, after some were spent', async () => {
    const member = await kit.member();
    const paid = await paidCharge(member.token);
    await kit.state.ledger.transaction((tx) =>
      kit.state.ledger.spend(tx, {
        userId: member.id,
        kind: 'purchase',
        idempotencyKey: 'buy-1',
        reference: boughtPlaylist,
        hearts: 30,
      }),
    );
    expect(await kit.balance(member.token)).toEqual({ paid: 80, bonus: 0, total: 80 });
    const answer = await refund(member.token, paid.id);
    expect(answer.json().result).toMatchObject({
      payment: { status: 'refunded', refundedHearts: 80, refundedBonus: 0, refundedAmount: 7920 },
      balance: { paid: 0, bonus: 0, total: 0 },
    });
    expect((await kit.sandbox().transaction(paid.gatewayTxId!))?.cancelled).toBe(7920);
  });

  it('refuses after 7 days, for nothing left, and for someone else’s payment', async () => {
    const member = await kit.member();
    const old = await paidCharge(member.token, '하트 10개');
    await db()
      .update(payments)
      .set({ paidAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(payments.id, old.id));
    const late = await refund(member.token, old.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('결제 후 7일이 지나 환불할 수 없어요. 고객센터로 문의해 주세요.');

    const spent = await paidCharge(member.token, '하트 10개');
    await kit.state.ledger.transaction((tx) =>
      kit.state.ledger.spend(tx, {
        userId: member.id,
        kind: 'purchase',
        idempotencyKey: 'all',
        reference: boughtPlaylist,
        hearts: 20,
      }),
    );
    const nothing = await refund(member.token, spent.id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toContain('환불할 수 있는 하트가 남아 있지 않아요');

    const stranger = await kit.member();
    expect((await refund(stranger.token, spent.id)).statusCode).toBe(404);
    const ready = await kit.ready(member.token, product('하트 10개').id);
    expect((await refund(member.token, (await order(ready.orderNo)).id)).statusCode).toBe(400);
  });

  it('keeps hearts when the gateway refuses the cancel', async () => {
    const member = await kit.member();
    const paid = await paidCharge(member.token, '하트 30개');
    // The gateway no longer knows the transaction (as after a sandbox restart).
    await db().update(payments).set({ gatewayTxId: 'GONE0001' }).where(eq(payments.id, paid.id));
    const answer = await refund(member.token, paid.id);
    expect(answer.statusCode).toBe(402);
    expect(await kit.balance(member.token)).toEqual({ paid: 30, bonus: 1, total: 31 });
    expect((await order(paid.orderNo)).status).toBe('paid');
  });
});

describe('history pages', () => {
  it('pages charges and heart movements by lastId', async () => {
    const member = await kit.member();
    for (const name of ['하트 10개', '하트 30개', '하트 50개']) {
      await kit.pay(await kit.ready(member.token, product(name).id), 'approve');
    }
    const first = await kit.call(member.token, 'GET', '/v1/user/payments?offset=2');
    const page = first.json().result;
    expect(page.items.map((item: TPayment) => item.productName)).toEqual(['하트 50개', '하트 30개']);
    expect(page.nextLastId).toBe(page.items[1].id);
    const rest = await kit.call(member.token, 'GET', `/v1/user/payments?offset=2&lastId=${page.nextLastId}`);
    expect(rest.json().result).toMatchObject({ items: [{ productName: '하트 10개' }], nextLastId: null });

    const movements = await kit.call(member.token, 'GET', '/v1/user/hearts/history?offset=2');
    expect(movements.json().result.items).toHaveLength(2);
    expect(movements.json().result.nextLastId).not.toBeNull();
    const [flag] = await db().select({ isPaid: users.isPaid }).from(users).where(eq(users.id, member.id));
    expect(flag?.isPaid).toBe(true);
  });
});

describe('the ledger after all of the above', () => {
  it('has no drift', async () => {
    await kit.expectNoDrift();
  });
});
