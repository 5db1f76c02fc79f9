import type { TPaymentReady, TProduct } from '@sogon/contract/schemas/payments';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { heartProducts, ledgerTransactions, payments } from '#api/db/schema/index';
import { checkConservation } from '#api/modules/settlement';
import { setupPaymentServer } from './test-kit.ts';

// Issue 36: a once-only offer (first payment, second-payment discount, comeback) holds when the
// order is credited, not only at checkout. Orders opened while the member was still allowed the
// offer and paid after it was used are voided: never credited, cancelled in full at the gateway.

const kit = setupPaymentServer();
const db = () => kit.state.database.db;

const FIRST = '첫 결제 특가 하트 50개';
const SECOND = '두 번째 결제 추가 할인 하트 100개';
const NORMAL = '하트 10개';
let products: TProduct[];
const product = (name: string) => products.find((candidate) => candidate.name === name)!;

beforeAll(async () => {
  products = await db()
    .select()
    .from(heartProducts)
    .then((rows) => rows.map((row) => ({ ...row, totalHearts: row.hearts + row.bonus })));
});

async function orderRow(orderNo: string) {
  const [row] = await db().select().from(payments).where(eq(payments.orderNo, orderNo));
  return row!;
}

async function chargesOf(userId: number) {
  return db()
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'charge')))
    .orderBy(asc(ledgerTransactions.id));
}

/** What the /pg/result page learns after the gateway sent the browser back. */
async function settleAfter(token: string, location: URL) {
  const query = await kit.returnPage(location);
  return kit.settle(token, query).then((response) => {
    expect(response.statusCode, response.body).toBeLessThan(500);
    return response;
  });
}

describe('a once-only offer is credited once', () => {
  it('voids the second first-payment order paid after the first, and cancels it at the gateway', async () => {
    const member = await kit.member();
    const one = await kit.ready(member.token, product(FIRST).id);
    const two = await kit.ready(member.token, product(FIRST).id);

    const paidOne = await kit.pay(one);
    const paidTwo = await kit.pay(two);

    const first = product(FIRST);
    expect(await kit.balance(member.token)).toMatchObject({ paid: first.hearts, bonus: first.bonus });
    expect(await chargesOf(member.id)).toEqual([{ reference: `payment:${one.paymentId}` }]);

    const kept = await orderRow(one.orderNo);
    const voided = await orderRow(two.orderNo);
    expect(kept).toMatchObject({ status: 'paid', offer: 'first' });
    expect(voided).toMatchObject({ status: 'voided', offer: 'first', paidAt: null });
    expect(voided.voidedAt).not.toBeNull();
    // Cancelled in full at the gateway, once.
    expect(voided.refundTxId).toMatch(/^SBXC/);
    expect((await kit.sandbox().transaction(voided.gatewayTxId!))?.cancelled).toBe(voided.amount);

    expect((await settleAfter(member.token, paidOne)).statusCode).toBe(200);
    const refused = await settleAfter(member.token, paidTwo);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: 'ERROR_PAYMENT_FAILED',
      detail:
        '첫 결제 특가 혜택은 한 번만 받을 수 있어요. 이 결제로는 하트가 지급되지 않고, 결제하신 금액은 전액 취소돼요.',
    });

    // The member sees it in their charges, not refundable, with its status.
    const list = await kit.call(member.token, 'GET', '/v1/user/payments?offset=10');
    const items = list.json().result.items as { orderNo: string; status: string; refundable: boolean }[];
    expect(items.find((item) => item.orderNo === two.orderNo)).toMatchObject({
      status: 'voided',
      refundable: false,
    });

    // The status moved on as one payment: the second-payment discount, not first again.
    const status = await kit.call(member.token, 'GET', `/v1/products/${member.id}`);
    expect(status.json().result).toMatchObject({ result: 2, completedPayments: 1 });

    // A replay of the voided order's approval changes nothing, and answers OK.
    const replay = kit.notification({
      orderNo: two.orderNo,
      amount: voided.amount,
      transactionId: voided.gatewayTxId!,
    });
    expect(await kit.notify(replay)).toBe('OK');
    expect(await orderRow(two.orderNo)).toMatchObject({ status: 'voided', refundTxId: voided.refundTxId });
    expect(await chargesOf(member.id)).toHaveLength(1);
    await kit.expectNoDrift();
    expect((await checkConservation(db())).problems).toEqual([]);
  });

  it('credits one of five first-payment orders whose notifications arrive together', async () => {
    const member = await kit.member();
    const orders: TPaymentReady[] = [];
    for (let n = 0; n < 5; n += 1) orders.push(await kit.ready(member.token, product(FIRST).id));
    await Promise.all(orders.map((ready) => kit.pay(ready)));
    const rows = await Promise.all(orders.map((ready) => orderRow(ready.orderNo)));
    expect(rows.map((row) => row.status).sort()).toEqual(['paid', 'voided', 'voided', 'voided', 'voided']);
    expect(await chargesOf(member.id)).toHaveLength(1);
    const first = product(FIRST);
    expect(await kit.balance(member.token)).toMatchObject({ paid: first.hearts, bonus: first.bonus });
    for (const row of rows.filter((candidate) => candidate.status === 'voided')) {
      expect((await kit.sandbox().transaction(row.gatewayTxId!))?.cancelled).toBe(row.amount);
    }
    await kit.expectNoDrift();
  });

  it('cancels a void whose gateway cancel failed on the next run of the periodic job', async () => {
    const member = await kit.member();
    const one = await kit.ready(member.token, product(FIRST).id);
    const two = await kit.ready(member.token, product(FIRST).id);
    await kit.pay(one);
    // The gateway forgets the second transaction's cancel turn: the void's cancel is refused.
    const original = kit.sandbox().cancel;
    const sandbox = kit.sandbox() as { cancel: typeof original };
    sandbox.cancel = async () =>
      ({
        params: { outStatCd: '0031', outRsltCd: 'ST99', outRsltMsg: 'down' },
        data: {},
      }) as unknown as Awaited<ReturnType<typeof original>>;
    try {
      await kit.pay(two);
    } finally {
      sandbox.cancel = original;
    }
    const pending = await orderRow(two.orderNo);
    expect(pending).toMatchObject({ status: 'voided', refundTxId: null });

    expect(await kit.state.services.payments.cancelVoided()).toMatchObject({ cancelled: 1, failed: 0 });
    const done = await orderRow(two.orderNo);
    expect(done.refundTxId).toMatch(/^SBXC/);
    expect((await kit.sandbox().transaction(done.gatewayTxId!))?.cancelled).toBe(done.amount);
    // Nothing is left to cancel: a second run cancels nothing twice.
    expect(await kit.state.services.payments.cancelVoided()).toMatchObject({ cancelled: 0, failed: 0 });
  });
});

type Step =
  | { kind: 'ready'; order: number }
  | { kind: 'pay'; order: number }
  | { kind: 'replay'; order: number }
  | { kind: 'settle'; order: number };

/** The offer each payment count allows, for members whose payments are small and recent. */
const offerAfter = (credited: number) =>
  credited === 0 ? 'first' : credited === 1 ? 'extra_discount' : null;

describe('once-only offers over interleavings of ready, pay, notify and settle', () => {
  it('credit each offer only while the payments credited before it allow it', async () => {
    // Orders (first-payment ones most often), each readied, paid, and maybe settled by its
    // browser and notified again; the steps of all orders interleaved (each order's in its own
    // order), cut into batches whose steps run together.
    const scenario = fc
      .array(
        fc.record({
          name: fc.constantFrom(FIRST, FIRST, SECOND, NORMAL),
          settle: fc.boolean(),
          replay: fc.boolean(),
          keys: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
        }),
        { minLength: 2, maxLength: 4 },
      )
      .chain((specs) =>
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 12, maxLength: 12 }).map((sizes) => {
          const steps: (Step & { key: number })[] = [];
          specs.forEach((spec, order) => {
            const keys = [...spec.keys].sort((a, b) => a - b);
            const kinds: Step['kind'][] = ['ready', 'pay'];
            if (spec.settle) kinds.push('settle');
            if (spec.replay) kinds.push('replay');
            kinds.forEach((kind, index) => {
              steps.push({ kind, order, key: keys[index]! });
            });
          });
          steps.sort((a, b) => a.key - b.key);
          const batches: Step[][] = [];
          for (let at = 0, size = 0; at < steps.length; at += sizes[size++ % sizes.length]!) {
            batches.push(steps.slice(at, at + sizes[size % sizes.length]!));
          }
          return { orders: specs.map((spec) => spec.name), batches };
        }),
      );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ orders, batches }) => {
        const member = await kit.member();
        const readied = new Map<number, TPaymentReady>();
        const returned = new Map<number, URL>();
        const run = async (step: Step) => {
          if (step.order >= orders.length) return;
          const name = orders[step.order]!;
          const ready = readied.get(step.order);
          if (step.kind === 'ready' && !ready) {
            readied.set(step.order, null as unknown as TPaymentReady);
            const response = await kit.call(member.token, 'POST', '/v1/user/payment/ready', {
              productId: product(name).id,
              payMethod: 'card',
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode === 200) readied.set(step.order, response.json().result);
            else readied.delete(step.order);
          } else if (step.kind === 'pay' && ready && !returned.has(step.order)) {
            returned.set(step.order, null as unknown as URL);
            returned.set(step.order, await kit.pay(ready));
          } else if (step.kind === 'replay' && ready && returned.get(step.order)) {
            const row = await orderRow(ready.orderNo);
            if (!row.gatewayTxId) return;
            const fields = kit.notification({
              orderNo: row.orderNo,
              amount: row.amount,
              transactionId: row.gatewayTxId,
            });
            expect(await kit.notify(fields)).toBe('OK');
          } else if (step.kind === 'settle' && ready) {
            const location = returned.get(step.order);
            const query = location
              ? await kit.returnPage(location)
              : new URLSearchParams({
                  productId: String(product(name).id),
                  payMethod: 'card',
                  orderNo: ready.orderNo,
                });
            const response = await kit.settle(member.token, query);
            expect(response.statusCode, response.body).toBeLessThan(500);
            const row = await orderRow(ready.orderNo);
            if (row.status === 'voided') expect(response.json().message).toBe('ERROR_PAYMENT_FAILED');
          }
        };
        for (const batch of batches) await Promise.all(batch.map((step) => run(step)));

        // The orders credited, in the order they were credited.
        const rows = await db().select().from(payments).where(eq(payments.userId, member.id));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const charged = (await chargesOf(member.id)).map((charge) =>
          byId.get(Number(charge.reference.replace('payment:', ''))),
        );
        expect(charged.every((row) => row?.status === 'paid')).toBe(true);
        expect(charged).toHaveLength(rows.filter((row) => row.status === 'paid').length);
        charged.forEach((row, index) => {
          if (row!.offer !== 'normal') expect(row!.offer).toBe(offerAfter(index));
        });
        // Every voided order was for an offer the credits before it had used up, and went back.
        for (const row of rows.filter((candidate) => candidate.status === 'voided')) {
          expect(row.offer).not.toBe('normal');
          expect(row.refundTxId).toMatch(/^SBXC/);
          expect((await kit.sandbox().transaction(row.gatewayTxId!))?.cancelled).toBe(row.amount);
        }
        if (process.env.ONCE_ONLY_STATS) {
          console.log(rows.map((row) => `${row.offer}:${row.status}`).join(' '));
        }
        const wallet = await kit.balance(member.token);
        expect(wallet.paid).toBe(charged.reduce((sum, row) => sum + row!.hearts, 0));
        expect(wallet.bonus).toBe(charged.reduce((sum, row) => sum + row!.bonus, 0));
      }),
      { numRuns: 15 },
    );
    await kit.expectNoDrift();
    expect((await checkConservation(db())).problems).toEqual([]);
  }, 240_000);
});
