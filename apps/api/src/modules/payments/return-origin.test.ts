import { randomBytes } from 'node:crypto';
import type { TPaymentOutcome, TProduct } from '@sogon/contract/schemas/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartProducts, payments } from '#api/db/schema/index';
import { WRITE } from '../../../test/accounts.ts';
import { checkResultToken, RESULT_TOKEN_TTL_MS, resultToken } from './result-token.ts';
import { setupPaymentServer } from './test-kit.ts';

// Issue 15: SITE_URL says localhost (as `npm start` does) while the member browses at
// 127.0.0.1. The gateway must bring the browser back to 127.0.0.1, where its session cookie
// lives, and the result page must learn the order's outcome even when no cookie comes along.
const kit = setupPaymentServer({ siteHost: 'localhost' });
const db = () => kit.state.database.db;
const browserOrigin = () => kit.state.origin.url;
const siteUrl = () => browserOrigin().replace('127.0.0.1', 'localhost');

let hundred: TProduct;

beforeAll(async () => {
  const [row] = await db().select().from(heartProducts).where(eq(heartProducts.name, '하트 100개'));
  hundred = { ...row!, totalHearts: row!.hearts + row!.bonus };
});

/** POST /v1/payments/result as the result page sends it: no session, the return's token. */
function resultByToken(body: Record<string, unknown>) {
  return kit.state.app.inject({
    method: 'POST',
    url: '/api/live/v1/payments/result',
    headers: { ...WRITE, host: new URL(browserOrigin()).host },
    payload: body,
  });
}

describe('the gateway returns the member to the origin they browse on', () => {
  it('builds the window and both return addresses on the browser’s origin, the notification on SITE_URL', async () => {
    expect(siteUrl()).not.toBe(browserOrigin());
    const member = await kit.member();
    const ready = await kit.ready(member.token, hundred.id);
    expect(ready.action).toBe(`${browserOrigin()}/api/live/payment-sandbox/settlebank/settle_main`);
    for (const name of ['nextUrl', 'cancUrl'] as const) {
      const url = new URL(ready.fields[name]!);
      expect(url.origin, name).toBe(browserOrigin());
      expect(url.pathname).toBe('/api/live/v1/payments/settlebank/return');
      expect(url.searchParams.get('orderNo')).toBe(ready.orderNo);
      expect(url.searchParams.get('resultToken')).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
    }
    expect(ready.fields.notiUrl).toBe(`${siteUrl()}/api/live/v1/payments/settlebank/noti`);
  });

  it('falls back to SITE_URL for an origin that is not the site’s', async () => {
    const member = await kit.member();
    const port = new URL(browserOrigin()).port;
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost:1', `10.0.0.1:${port}`]) {
      const response = await kit.state.app.inject({
        method: 'POST',
        url: '/api/live/v1/user/payment/ready',
        headers: { ...WRITE, token: member.token, host },
        payload: { productId: hundred.id, payMethod: 'card' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { action, fields } = response.json().result as { action: string; fields: Record<string, string> };
      expect(new URL(action).origin, host).toBe(siteUrl());
      expect(new URL(fields.nextUrl!).origin, host).toBe(siteUrl());
      expect(new URL(fields.cancUrl!).origin, host).toBe(siteUrl());
    }
  });

  it('pays at 127.0.0.1 and shows the outcome to a return without the session cookie', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, hundred.id);
    const back = await kit.pay(ready, 'approve');
    expect(back.origin).toBe(browserOrigin());
    const query = await kit.returnPage(back);
    const token = query.get('resultToken');
    expect(token).toBeTruthy();

    const response = await resultByToken({
      orderNo: query.get('orderNo'),
      resultToken: token,
      outStatCd: query.get('outStatCd'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json().result as TPaymentOutcome;
    expect(outcome).toEqual({
      orderNo: ready.orderNo,
      productName: '하트 100개',
      amount: 9900,
      hearts: 100,
      bonus: 10,
      status: 'paid',
      payMethod: 'card',
      sandbox: true,
      paidAt: expect.any(String),
    });
    // The order only: no member, no order id, no gateway transaction.
    expect(Object.keys(outcome).sort()).toEqual(
      [
        'amount',
        'bonus',
        'hearts',
        'orderNo',
        'paidAt',
        'payMethod',
        'productName',
        'sandbox',
        'status',
      ].sort(),
    );
    // The session, where it did come along, still settles as before.
    const settled = await kit.settle(member.token, query);
    expect(settled.json().result).toMatchObject({ status: 'paid', hearts: 100 });
    expect(await kit.balance(member.token)).toEqual({ paid: 100, bonus: 10, total: 110 });
  });

  it('shows a decline seen without the cookie as a failure, and records it', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, hundred.id);
    const back = await kit.pay(ready, 'decline');
    expect(back.origin).toBe(browserOrigin());
    const query = await kit.returnPage(back);
    const response = await resultByToken({
      orderNo: query.get('orderNo'),
      resultToken: query.get('resultToken'),
      outStatCd: query.get('outStatCd'),
      outRsltCd: query.get('outRsltCd'),
    });
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json().message).toBe('ERROR_PAYMENT_FAILED');
    const [row] = await db().select().from(payments).where(eq(payments.orderNo, ready.orderNo));
    expect(row!.status).toBe('failed');
    expect(await kit.balance(member.token)).toMatchObject({ total: 0 });
  });

  it('reads nothing with a wrong token, another order’s token or a malformed one', async () => {
    const member = await kit.member();
    const first = await kit.ready(member.token, hundred.id);
    const second = await kit.ready(member.token, hundred.id);
    const tokenOf = (ready: typeof first) => new URL(ready.fields.nextUrl!).searchParams.get('resultToken')!;
    const [expires] = tokenOf(first).split('.');
    for (const [orderNo, resultToken] of [
      [second.orderNo, tokenOf(first)],
      [first.orderNo, `${expires}.${randomBytes(16).toString('base64url')}`],
      [
        first.orderNo,
        `${(Number.parseInt(expires!, 36) + 1000).toString(36)}.${tokenOf(first).split('.')[1]}`,
      ],
    ]) {
      const response = await resultByToken({ orderNo, resultToken });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('ERROR_PAYMENT_NOT_EXIST');
    }
    const malformed = await resultByToken({ orderNo: first.orderNo, resultToken: 'x' });
    expect(malformed.statusCode).toBe(400);
    // The right token reads its own order (still waiting for the gateway).
    const own = await resultByToken({ orderNo: first.orderNo, resultToken: tokenOf(first) });
    expect(own.json().result).toMatchObject({ orderNo: first.orderNo, status: 'ready' });
  });
});

describe('result tokens', () => {
  it('expire, and belong to one order under one key', () => {
    const key = randomBytes(32);
    const issued = new Date('2026-03-01T00:00:00Z');
    const token = resultToken(key, 'SG0001ABCDEF', new Date(issued.getTime() + RESULT_TOKEN_TTL_MS));
    expect(checkResultToken(key, 'SG0001ABCDEF', token, issued)).toBe(true);
    expect(
      checkResultToken(key, 'SG0001ABCDEF', token, new Date(issued.getTime() + RESULT_TOKEN_TTL_MS)),
    ).toBe(false);
    expect(
      checkResultToken(key, 'SG0001ABCDEF', token, new Date(issued.getTime() + 2 * RESULT_TOKEN_TTL_MS)),
    ).toBe(false);
    expect(checkResultToken(key, 'SG0001ABCDEG', token, issued)).toBe(false);
    expect(checkResultToken(randomBytes(32), 'SG0001ABCDEF', token, issued)).toBe(false);
  });
});
