import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TOpsRole } from '@sogon/contract/schemas/ops';
import type { TOpsPaymentDetail, TOpsProduct } from '@sogon/contract/schemas/ops-payments';
import type { TProduct } from '@sogon/contract/schemas/payments';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartProducts, ledgerTransactions, payments } from '#api/db/schema/index';
import { WRITE } from '../../../test/accounts.ts';
import { makePlaylist } from '../../../test/factories.ts';
import { setupPaymentServer } from './test-kit.ts';

// The console's payments (issue 17, ADR 034): the list and one payment, refunds in full or in
// part through the member's own refund path (sandbox gateway, ledger), exactly once under
// retries and races, audited; heart products edited and seen on the member's charge page.

/** The server's clock: each money action takes the authenticator code of a new 30 s step. */
let clock = Date.now();
const kit = setupPaymentServer({ clock: () => new Date(clock) });
const db = () => kit.state.database.db;
const app = () => kit.state.app;

const CLI = fileURLToPath(new URL('../../cli/ledger-check.ts', import.meta.url));
const run = promisify(execFile);

interface Operator {
  email: string;
  totpSecret: string;
  cookie: string;
}
const people = {} as Record<TOpsRole, Operator>;
let catalog: TProduct[];
const product = (name: string) => catalog.find((candidate) => candidate.name === name)!;

function code(secret: string, at = clock): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

/** Moves the clock to the next step and answers its code: every code works once. */
function freshCode(role: TOpsRole = 'finance'): string {
  clock += 30_000;
  return code(people[role].totpSecret);
}

beforeAll(async () => {
  for (const role of ['operator', 'support', 'finance'] as const) {
    const email = `${role}@pay.example`;
    const created = await app().services.console.createOperator({ email, role, name: role });
    const response = await app().inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: created!.password, otp: code(created!.totpSecret) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((item) => item.name === 'ops_token')!;
    people[role] = { email, totpSecret: created!.totpSecret, cookie: `ops_token=${cookie.value}` };
  }
  catalog = await db()
    .select()
    .from(heartProducts)
    .then((rows) => rows.map((row) => ({ ...row, totalHearts: row.hearts + row.bonus })));
});

function ops(role: TOpsRole, method: 'GET' | 'POST' | 'PUT', url: string, body?: object, key?: string) {
  return app().inject({
    method,
    url: `/api/live${url}`,
    headers: {
      ...WRITE,
      cookie: people[role].cookie,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

const refund = (
  paymentId: number,
  body: { hearts?: number; reason?: string; otp: string },
  key: string,
  role: TOpsRole = 'finance',
) => ops(role, 'POST', `/ops/payments/${paymentId}/refund`, { reason: '고객센터 환불 요청', ...body }, key);

/** A member who bought `name` through the sandbox window; answers the payment row. */
async function charged(name = '하트 100개', member?: { token: string; id: number }) {
  const who = member ?? (await kit.member());
  const ready = await kit.ready(who.token, product(name).id);
  await kit.pay(ready, 'approve');
  const [row] = await db().select().from(payments).where(eq(payments.orderNo, ready.orderNo));
  expect(row!.status).toBe('paid');
  return { member: who, payment: row! };
}

async function detail(id: number): Promise<TOpsPaymentDetail> {
  const response = await ops('support', 'GET', `/ops/payments/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

async function refundMovements(userId: number): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'refund')));
  return row!.n;
}

async function auditOf(target: string) {
  const response = await ops('operator', 'GET', `/ops/audit?q=${target}`);
  return response.json().result as {
    action: string;
    reason: string;
    operatorEmail: string;
    before: unknown;
    after: unknown;
  }[];
}

/** `npm run ledger:check` against this test's database. */
async function ledgerCheck(): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, DATABASE_URL: kit.state.database.url },
      timeout: 60_000,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

describe('payments in the console', () => {
  it('lists newest first with filters and pages, and shows one payment with its movements', async () => {
    const first = await charged('하트 100개');
    const second = await charged('하트 10개');
    const list = async (query: string) => {
      const response = await ops('support', 'GET', `/ops/payments${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result as { items: { id: number }[]; nextLastId: number | null };
    };
    const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

    const all = await list('');
    expect(ids(all).slice(0, 2)).toEqual([second.payment.id, first.payment.id]);
    expect(all.items[1]).toMatchObject({
      memberId: first.member.id,
      productName: '하트 100개',
      amount: 9900,
      hearts: 100,
      bonus: 10,
      status: 'paid',
      gatewayTxId: first.payment.gatewayTxId,
      refundedAmount: 0,
    });
    expect((all.items[1] as unknown as { memberUid: string }).memberUid).toContain('@');

    expect(ids(await list(`?memberId=${first.member.id}`))).toEqual([first.payment.id]);
    expect(ids(await list(`?q=${first.payment.orderNo}`))).toEqual([first.payment.id]);
    expect(ids(await list(`?q=${first.payment.gatewayTxId}`))).toEqual([first.payment.id]);
    expect(ids(await list(`?q=${first.payment.orderNo.slice(0, 10)}&memberId=${second.member.id}`))).toEqual([
      second.payment.id,
    ]);
    expect(ids(await list('?q=nothing%25like_this'))).toEqual([]);
    expect(ids(await list(`?status=refunded&memberId=${first.member.id}`))).toEqual([]);

    const today = new Date(clock + 9 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(clock + 33 * 3600_000).toISOString().slice(0, 10);
    expect(ids(await list(`?from=${today}&to=${today}&memberId=${first.member.id}`))).toEqual([
      first.payment.id,
    ]);
    expect(ids(await list(`?from=${tomorrow}&memberId=${first.member.id}`))).toEqual([]);
    for (const bad of ['?from=2025-02-30', `?from=${tomorrow}&to=${today}`, '?status=lost', '?limit=0']) {
      const refused = await ops('support', 'GET', `/ops/payments${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }

    const page1 = await list('?limit=1');
    expect(ids(page1)).toEqual([second.payment.id]);
    const page2 = await list(`?limit=1&lastId=${page1.nextLastId}`);
    expect(ids(page2)).toEqual([first.payment.id]);

    const one = await detail(first.payment.id);
    expect(one).toMatchObject({
      id: first.payment.id,
      wallet: { paid: 100, bonus: 10 },
      quote: { paid: 100, bonus: 10, amount: 9900 },
      refundableHearts: 100,
      memberWindowOpen: true,
      memberWindowEnded: false,
      refunds: [],
    });
    expect(one.movements).toMatchObject([{ kind: 'charge', paid: 100, bonus: 10 }]);
    const missing = await ops('support', 'GET', '/ops/payments/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('refunds from the console', () => {
  it('refunds part, then the rest, through the gateway and the ledger; a third is refused', async () => {
    const { member, payment } = await charged('하트 100개');
    const part = await refund(payment.id, { hearts: 30, otp: freshCode() }, 'part-0000001');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().result).toMatchObject({
      refundedNow: true,
      refund: { sequence: 1, hearts: 30, bonus: 3, amount: 2970, operatorEmail: 'finance@pay.example' },
      payment: {
        status: 'refunded',
        refundedHearts: 30,
        refundedBonus: 3,
        refundedAmount: 2970,
        wallet: { paid: 70, bonus: 7 },
        quote: { paid: 70, bonus: 7, amount: 6930 },
        refundableHearts: 70,
      },
    });
    expect((await kit.sandbox().transaction(payment.gatewayTxId!))?.cancelled).toBe(2970);
    expect(await kit.balance(member.token)).toEqual({ paid: 70, bonus: 7, total: 77 });

    // The member's own refund no longer applies: the payment was refunded (in part) already.
    const self = await kit.call(member.token, 'POST', `/v1/user/payment/${payment.id}/refund`);
    expect(self.json().result.refundedNow).toBe(false);
    expect(await kit.balance(member.token)).toEqual({ paid: 70, bonus: 7, total: 77 });

    const rest = await refund(payment.id, { otp: freshCode('operator') }, 'rest-0000001', 'operator');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().result).toMatchObject({
      refund: { sequence: 2, hearts: 70, bonus: 7, amount: 6930 },
      payment: { refundedHearts: 100, refundedBonus: 10, refundedAmount: 9900, refundableHearts: 0 },
    });
    expect((await kit.sandbox().transaction(payment.gatewayTxId!))?.cancelled).toBe(9900);
    expect(await kit.balance(member.token)).toEqual({ paid: 0, bonus: 0, total: 0 });

    const third = await refund(payment.id, { otp: freshCode() }, 'third-000001');
    expect(third.statusCode).toBe(400);
    expect(third.json().detail).toContain('환불할 수 있는 유료 하트가 남아 있지 않아요');
    expect(await refundMovements(member.id)).toBe(2);

    const shown = await detail(payment.id);
    expect(shown.movements.map((movement) => [movement.kind, movement.paid, movement.bonus])).toEqual([
      ['refund', -70, -7],
      ['refund', -30, -3],
      ['charge', 100, 10],
    ]);
    expect(shown.refunds.map((item) => item.sequence)).toEqual([2, 1]);
    const audit = await auditOf(`payment:${payment.id}`);
    expect(audit.map((entry) => [entry.action, entry.operatorEmail])).toEqual([
      ['payment.refund', 'operator@pay.example'],
      ['payment.refund', 'finance@pay.example'],
    ]);
    expect(audit[1]).toMatchObject({
      reason: '고객센터 환불 요청',
      before: { refundedAmount: 0, refundedHearts: 0 },
      after: { refundedAmount: 2970, refundedHearts: 30, refundedBonus: 3, sequence: 1 },
    });
  });

  it('refunds only unused paid hearts, refuses more, and works after the member’s 7 days', async () => {
    const { member, payment } = await charged('하트 100개');
    const bought = await makePlaylist(db());
    await kit.state.ledger.transaction((tx) =>
      kit.state.ledger.spend(tx, {
        userId: member.id,
        kind: 'purchase',
        idempotencyKey: 'ops-buy',
        reference: `playlist:${bought.id}`,
        hearts: 40,
      }),
    );
    // Bonus first: 10 bonus and 30 paid hearts spent, 70 paid left.
    await db()
      .update(payments)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(payments.id, payment.id));
    const late = await kit.call(member.token, 'POST', `/v1/user/payment/${payment.id}/refund`);
    expect(late.statusCode).toBe(400);
    const shown = await detail(payment.id);
    expect(shown).toMatchObject({
      memberWindowOpen: false,
      memberWindowEnded: true,
      refundableHearts: 70,
      quote: { amount: 6930 },
    });

    const tooMany = await refund(payment.id, { hearts: 71, otp: freshCode() }, 'many-0000001');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('지금 환불할 수 있는 유료 하트는 최대 70개예요.');
    const wrongCode = await refund(payment.id, { hearts: 10, otp: '000000' }, 'code-0000001');
    expect(wrongCode.statusCode).toBe(400);
    const keyless = await ops('finance', 'POST', `/ops/payments/${payment.id}/refund`, {
      hearts: 10,
      reason: '키 없음',
      otp: freshCode(),
    });
    expect(keyless.statusCode).toBe(400);
    const noReason = await refund(payment.id, { hearts: 10, reason: '', otp: freshCode() }, 'why-00000001');
    expect(noReason.statusCode).toBe(400);
    expect(await refundMovements(member.id)).toBe(0);

    const done = await refund(payment.id, { hearts: 70, otp: freshCode() }, 'late-0000001');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.refund).toMatchObject({ hearts: 70, bonus: 0, amount: 6930 });
    expect(await kit.balance(member.token)).toEqual({ paid: 0, bonus: 0, total: 0 });
  });

  it('refunds once for two concurrent requests with different keys', async () => {
    const { member, payment } = await charged('하트 100개');
    // Two operators, each with a code of their own, press 환불 at once.
    const [a, b] = await Promise.all([
      refund(payment.id, { otp: freshCode('operator') }, 'race-a000001', 'operator'),
      refund(payment.id, { otp: code(people.finance.totpSecret) }, 'race-b000001', 'finance'),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([200, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json().detail).toContain('환불할 수 있는 유료 하트가 남아 있지 않아요');
    expect(await refundMovements(member.id)).toBe(1);
    expect((await kit.sandbox().transaction(payment.gatewayTxId!))?.cancelled).toBe(9900);
    expect((await auditOf(`payment:${payment.id}`)).length).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key without moving anything again', async () => {
    const { member, payment } = await charged('하트 100개');
    const first = await refund(payment.id, { hearts: 10, otp: freshCode() }, 'retry-000001');
    expect(first.statusCode, first.body).toBe(200);
    // The browser retries the same request (same code): the first refund is the answer.
    const retry = await refund(
      payment.id,
      { hearts: 10, otp: code(people.finance.totpSecret) },
      'retry-000001',
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().result).toMatchObject({
      refundedNow: false,
      refund: { id: first.json().result.refund.id },
    });
    // Concurrent retries of one key move nothing twice either.
    const [x, y] = await Promise.all([
      refund(payment.id, { hearts: 10, otp: freshCode('operator') }, 'retry-000002', 'operator'),
      refund(
        payment.id,
        { hearts: 10, otp: code(people.finance.totpSecret, clock) },
        'retry-000002',
        'finance',
      ),
    ]);
    expect([x.statusCode, y.statusCode], `${x.body} ${y.body}`).toEqual([200, 200]);
    expect([x.json().result.refundedNow, y.json().result.refundedNow].sort()).toEqual([false, true]);
    expect(await refundMovements(member.id)).toBe(2);
    expect(await kit.balance(member.token)).toEqual({ paid: 80, bonus: 8, total: 88 });

    // A key of another payment's refund is refused.
    const other = await charged('하트 10개', member);
    const reused = await refund(other.payment.id, { otp: freshCode() }, 'retry-000001');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toContain('다른 결제의 환불');
  });

  it('leaves the ledger without drift after every refund above (npm run ledger:check)', async () => {
    await kit.expectNoDrift();
    const checked = await ledgerCheck();
    expect(checked.stdout).toContain('no drift');
    expect(checked.code).toBe(0);
  });
});

describe('heart products in the console', () => {
  const body = (changes: Partial<TOpsProduct> & { reason?: string } = {}) => ({
    name: '하트 10개',
    price: 1100,
    hearts: 10,
    bonus: 0,
    offer: 'normal',
    sort: 1,
    active: true,
    reason: '가격 정책 변경',
    ...changes,
  });
  const memberProducts = async (token?: string) => {
    const response = await app().inject({
      url: '/api/live/v1/products',
      headers: token ? { 'x-client': WRITE['x-client'], token } : { 'x-client': WRITE['x-client'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as TProduct[];
  };

  it('edits a product, audited, and the charge page shows the change at once', async () => {
    const listed = await ops('support', 'GET', '/ops/products');
    expect(listed.statusCode).toBe(200);
    const all = listed.json().result as TOpsProduct[];
    expect(all.length).toBe(catalog.length);
    const ten = all.find((item) => item.name === '하트 10개')!;

    const changed = await ops(
      'operator',
      'PUT',
      `/ops/products/${ten.id}`,
      body({ ...ten, price: 990, bonus: 2, sort: ten.sort, reason: '가격 정책 변경' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ id: ten.id, price: 990, bonus: 2 });
    const shown = (await memberProducts()).find((item) => item.id === ten.id);
    expect(shown).toMatchObject({ price: 990, bonus: 2, totalHearts: 12 });
    const audit = await auditOf(`product:${ten.id}`);
    expect(audit).toMatchObject([
      {
        action: 'product.update',
        operatorEmail: 'operator@pay.example',
        before: { price: ten.price, bonus: ten.bonus },
        after: { price: 990, bonus: 2 },
      },
    ]);

    const hidden = await ops('operator', 'PUT', `/ops/products/${ten.id}`, body({ ...ten, active: false }));
    expect(hidden.statusCode).toBe(200);
    expect((await memberProducts()).some((item) => item.id === ten.id)).toBe(false);
    // Restore it for whoever buys it later in this file.
    await ops('operator', 'PUT', `/ops/products/${ten.id}`, body({ ...ten }));

    for (const bad of [
      body({ price: 0 }),
      body({ hearts: 0 }),
      body({ reason: '' }),
      { ...body(), offer: 'vip' },
    ]) {
      const refused = await ops('operator', 'PUT', `/ops/products/${ten.id}`, bad);
      expect(refused.statusCode).toBe(400);
    }
    expect((await ops('operator', 'PUT', '/ops/products/999999', body())).statusCode).toBe(404);
    // Support and finance read; only operators change.
    expect((await ops('finance', 'PUT', `/ops/products/${ten.id}`, body())).statusCode).toBe(403);
  });

  it('adds a special for payment status 0 that only first-time members see', async () => {
    const created = await ops(
      'operator',
      'POST',
      '/ops/products',
      body({ name: '첫 결제 특가 하트 50개', price: 2900, hearts: 50, bonus: 50, offer: 'first', sort: 0 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.id as number;
    const newcomer = await kit.member();
    expect((await memberProducts(newcomer.token)).some((item) => item.id === id)).toBe(true);
    expect((await memberProducts()).some((item) => item.id === id)).toBe(false);
    expect((await auditOf(`product:${id}`)).map((entry) => entry.action)).toEqual(['product.create']);
  });
});
