import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encryptField } from '#api/adapters/payments/protocol';
import { createSandboxGateway } from '#api/adapters/payments/sandbox-client';
import { payments } from '#api/db/schema/index';
import { setupPaymentServer } from '#api/modules/payments/test-kit';
import { CHECKOUT_TTL_MS, createPaymentSandbox } from './gateway.ts';

const kit = setupPaymentServer();
const TEN_HEARTS = 1;

async function order(orderNo: string) {
  const [row] = await kit.state.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
  return row!;
}

describe('sandbox payment window', () => {
  it('is a labelled Korean page marked as a test environment, with a strict CSP', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, TEN_HEARTS, 'bank');
    const page = await kit.openCheckout(ready);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<p class="badge">테스트 환경</p>');
    expect(html).toContain('<legend>결제 수단</legend>');
    expect(html).toContain('<input type="radio" name="method" value="bank" checked> 계좌이체');
    expect(html).toContain('<label for="telecomCd">통신사 (휴대폰 결제)</label>');
    expect(html).toContain(
      '<button type="submit" name="action" value="approve" class="primary">결제하기</button>',
    );
    expect(html).toContain('1,100원');
  });

  it('refuses a request whose hash, amount, merchant or addresses do not check out', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, TEN_HEARTS);
    const keys = kit.sandbox().keys;
    const tampered: Record<string, string>[] = [
      { pktHash: 'f'.repeat(64) },
      { trdAmt: encryptField(keys.aesKey, '100') },
      { trdAmt: 'not-encrypted' },
      { mchtId: 'other_merchant' },
      { notiUrl: 'http://169.254.169.254/latest/meta-data' },
      { nextUrl: 'https://evil.example/steal' },
    ];
    for (const change of tampered) {
      const page = await kit.openCheckout({ ...ready, fields: { ...ready.fields, ...change } });
      expect(page.status, JSON.stringify(change)).toBe(400);
      const html = await page.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('잘못된 결제 요청');
      expect(html).not.toContain('name="session"');
    }
  });

  it('escapes what it shows (the product name is not covered by the hash)', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, TEN_HEARTS);
    const page = await kit.openCheckout({
      ...ready,
      fields: { ...ready.fields, pmtPrdtNm: '<img src=x onerror=alert(1)>' },
    });
    const html = await page.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('uses a checkout once, and pays with the method and carrier chosen in the window', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, TEN_HEARTS, 'card');
    const html = await (await kit.openCheckout(ready)).text();
    const session = /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const choose = () =>
      fetch(`${kit.state.origin.url}/api/live/payment-sandbox/settlebank/pay`, {
        method: 'POST',
        body: new URLSearchParams({ session, action: 'approve', method: 'phone', telecomCd: 'LGU' }),
        redirect: 'manual',
      });
    expect((await choose()).status).toBe(303);
    const second = await choose();
    expect(second.status).toBe(400);
    expect(await order(ready.orderNo)).toMatchObject({
      status: 'paid',
      payMethod: 'phone',
      telecomCd: 'LGU',
    });
  });

  it('forgets a checkout left open too long', async () => {
    let now = 1_000_000;
    const sandbox = createPaymentSandbox({
      merchant: {
        keys: { mchtId: 'm', hashKey: 'k', aesKey: 'a'.repeat(32) },
        addresses: { siteUrl: 'http://site.test', sandboxBaseUrl: 'http://127.0.0.1:9' },
      },
      now: () => now,
    });
    const gateway = createSandboxGateway({
      addresses: { siteUrl: 'http://site.test', sandboxBaseUrl: 'http://127.0.0.1:9' },
      keys: sandbox.keys,
    });
    const form = gateway.checkout(
      { orderNo: 'SG1234567890', amount: 1100, productName: '하트 10개', payMethod: 'card', at: new Date() },
      {
        siteOrigin: 'http://site.test',
        notiUrl: 'http://site.test/noti',
        nextUrl: 'http://site.test/next',
        cancUrl: 'http://site.test/cancel',
      },
    );
    const opened = await sandbox.open(form.fields);
    expect(opened).not.toBeNull();
    now += CHECKOUT_TTL_MS;
    expect(await sandbox.finish(opened!.session, { action: 'cancel' })).toBeNull();
  });
});

describe('sandbox cancel API', () => {
  it('cancels in parts up to the amount paid, and refuses anything else', async () => {
    const member = await kit.member();
    const ready = await kit.ready(member.token, 4);
    await kit.pay(ready, 'approve');
    const paid = await order(ready.orderNo);
    const base = {
      orderNo: paid.orderNo,
      transactionId: paid.gatewayTxId!,
      payMethod: 'card' as const,
      reason: '테스트',
      at: new Date(),
    };
    const addresses = { siteUrl: kit.state.origin.url, sandboxBaseUrl: kit.state.origin.url };
    const client = createSandboxGateway({ addresses, keys: kit.sandbox().keys });
    expect(client.sandbox).toBe(true);

    const first = await client.cancel({ ...base, amount: 4000, sequence: 1 });
    expect(first).toMatchObject({ ok: true, remaining: 5900 });
    expect(await client.cancel({ ...base, amount: 4000, sequence: 1 })).toMatchObject({
      ok: false,
      code: 'ST03',
    });
    expect(await client.cancel({ ...base, amount: 6000, sequence: 2 })).toMatchObject({
      ok: false,
      code: 'ST03',
    });
    expect(await client.cancel({ ...base, amount: 5900, sequence: 2 })).toMatchObject({
      ok: true,
      remaining: 0,
    });
    expect((await kit.sandbox().transaction(paid.gatewayTxId!))?.cancelled).toBe(9900);
    expect(await client.cancel({ ...base, transactionId: 'NOPE', amount: 1, sequence: 1 })).toMatchObject({
      ok: false,
      code: 'ST02',
      message: '원거래 정보가 없습니다.',
    });

    const stranger = createSandboxGateway({
      addresses,
      keys: { ...kit.sandbox().keys, hashKey: 'guessed' },
    });
    expect(await stranger.cancel({ ...base, amount: 1, sequence: 3 })).toMatchObject({
      ok: false,
      code: 'ST01',
    });

    const raw = await fetch(`${kit.state.origin.url}/api/live/payment-sandbox/spay/APICancel.do`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(((await raw.json()) as { params: object }).params).toMatchObject({
      outStatCd: '0031',
      outRsltCd: 'ST01',
    });
  });
});

describe('the ledger after the sandbox journeys', () => {
  it('has no drift', async () => {
    await kit.expectNoDrift();
  });
});
