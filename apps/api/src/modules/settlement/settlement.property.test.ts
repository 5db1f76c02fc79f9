// Random histories of charges (real payments through the sandbox gateway, at five prices per
// heart), bonus grants, purchases, tips (the HTTP endpoint), cancels of either (the ledger's
// reversal), member refunds (HTTP, with the gateway's cancel), chargebacks (the sandbox
// gateway cancelling a payment on its side; its notice over HTTP) and monthly closes, against a
// model written here: paid hearts in lots, spent oldest first and valued at what is left of each
// lot, refunds from their own lot first, a cancel putting back exactly what its spend took, a
// chargeback cancelling every spend that took from its payment's lot and withdrawing the rest.
// After every history: each channel's hearts and won are the model's, hearts and won are
// conserved (the second law of `npm run ledger:check`), every close is idempotent, statements
// chain their carries, and no wallet drifts.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelContracts, heartProducts, payoutAccounts } from '#api/db/schema/index';
import { makeChannel, makePlaylist } from '../../../test/factories.ts';
import { setupPaymentServer } from '../payments/test-kit.ts';
import { sealAccountNumber } from './account-numbers.ts';
import { closeMonth } from './close.ts';
import { checkConservation } from './conservation.ts';
import { statementFigures } from './figures.ts';
import { addMonths, monthRange } from './months.ts';
import { createSettlementRepository } from './repository.ts';

const kit = setupPaymentServer();
const db = () => kit.state.database.db;

/** The seeded packages and one an operator added whose hearts do not divide its price. */
const PRODUCTS = ['하트 10개', '하트 30개', '하트 50개', '하트 100개', '하트 7개'] as const;
let productIds: number[] = [];
let products: { hearts: number; bonus: number; price: number }[] = [];
/** Three channels: default terms; 50 % share as a business with a 10,000 won minimum; bonus hearts worth 20 won. */
const channels: {
  id: number;
  playlist: number;
  shareBp: number;
  bonusRate: number;
  business: boolean;
  minimum: number;
  account: boolean;
}[] = [];

beforeAll(async () => {
  await db().insert(heartProducts).values({ name: '하트 7개', hearts: 7, bonus: 1, price: 1000, sort: 99 });
  const rows = await db().select().from(heartProducts);
  productIds = PRODUCTS.map((name) => rows.find((row) => row.name === name)!.id);
  products = PRODUCTS.map((name) => rows.find((row) => row.name === name)!);
  const terms = [
    { shareBp: 7000, bonusRate: 0, business: false, minimum: 10_000, account: true },
    { shareBp: 5000, bonusRate: 0, business: true, minimum: 10_000, account: true },
    { shareBp: 8000, bonusRate: 20, business: false, minimum: 1_000, account: false },
  ];
  for (const term of terms) {
    const channel = await makeChannel(db());
    const playlist = await makePlaylist(db(), { channelId: channel.id });
    await db()
      .update(channelContracts)
      .set({
        shareBp: term.shareBp,
        bonusWonPerHeart: term.bonusRate,
        creatorType: term.business ? 'business' : 'individual',
        minimumPayout: term.minimum,
      })
      .where(eq(channelContracts.channelId, channel.id));
    if (term.account) {
      await db()
        .insert(payoutAccounts)
        .values({
          channelId: channel.id,
          bankCode: '004',
          ...sealAccountNumber(kit.state.app.services.keys.payoutAccount, channel.id, `1002${channel.id}000`),
          holderName: '채널 주인',
          checkedAt: new Date(),
        });
    }
    channels.push({ id: channel.id, playlist: playlist.id, ...term });
  }
});

type Step =
  | { kind: 'charge'; member: number; product: number }
  | { kind: 'grant'; member: number; bonus: number }
  /** `percent` of what the member holds (over 100: more than that, refused). */
  | { kind: 'spend'; member: number; channel: number; percent: number; tip: boolean }
  | { kind: 'refund'; member: number; payment: number }
  /** The console cancels the n-th spend that went through (again: nothing more happens). */
  | { kind: 'cancel'; spend: number }
  /** The gateway cancels the member's n-th payment on its side (again: nothing left to cancel). */
  | { kind: 'chargeback'; member: number; payment: number }
  | { kind: 'close' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('charge' as const), member: fc.nat(1), product: fc.nat(4) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      member: fc.nat(1),
      bonus: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('spend' as const),
      member: fc.nat(1),
      channel: fc.nat(2),
      percent: fc.integer({ min: 1, max: 110 }),
      tip: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), member: fc.nat(1), payment: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), spend: fc.nat(5) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('chargeback' as const), member: fc.nat(1), payment: fc.nat(3) }),
  },
);

interface Lot {
  payment: number;
  left: number;
  leftWon: number;
}

interface Take {
  lot: Lot;
  hearts: number;
  won: number;
}

/** A purchase or tip that went through, as the model remembers it for a later cancel. */
interface Spent {
  transactionId: number;
  member: ModelMember;
  channel: number;
  fromPaid: number;
  fromBonus: number;
  paidWon: number;
  bonusWon: number;
  takes: Take[];
}

interface ModelMember {
  token: string;
  id: number;
  paid: number;
  bonus: number;
  lots: Lot[];
  payments: {
    id: number;
    gatewayTxId: string;
    hearts: number;
    bonus: number;
    price: number;
    refunded: boolean;
    refundedBonus: number;
    refundedAmount: number;
    chargedBack: boolean;
  }[];
}

/** The model's take: the payment's own lot first when given, then the oldest. */
function take(member: ModelMember, hearts: number, payment: number | null): { won: number; takes: Take[] } {
  const order = [
    ...member.lots.filter((lot) => lot.payment === payment),
    ...member.lots.filter((lot) => lot.payment !== payment),
  ];
  let need = hearts;
  let won = 0;
  const takes: Take[] = [];
  for (const lot of order) {
    if (need === 0) break;
    if (lot.left === 0) continue;
    const taken = Math.min(need, lot.left);
    const takenWon = Math.floor((lot.leftWon * taken) / lot.left);
    lot.left -= taken;
    lot.leftWon -= takenWon;
    need -= taken;
    won += takenWon;
    takes.push({ lot, hearts: taken, won: takenWon });
  }
  expect(need).toBe(0);
  return { won, takes };
}

describe('earnings and settlement over random histories', () => {
  it('conserve hearts and won, value spends at what was paid, and close each month once', {
    timeout: 180_000,
  }, async () => {
    const repository = createSettlementRepository(db());
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 18 }), async (steps) => {
        const members: ModelMember[] = [];
        for (let index = 0; index < 2; index += 1) {
          const joined = await kit.member();
          members.push({ ...joined, paid: 0, bonus: 0, lots: [], payments: [] });
        }
        /** Won and hearts per channel and month, as the model expects them. */
        const earned = new Map<
          string,
          { paidWon: number; bonusWon: number; paidHearts: number; bonusHearts: number }
        >();
        // A month of its own: what a failed (shrinking) history left is closed away first.
        const last = await repository.lastClosedMonth();
        if (last) await closeMonth(repository, addMonths(last, 1), new Date());
        const firstMonth = last ? addMonths(last, 2) : '2020-01-01';
        let month = firstMonth;
        const closedMonths: string[] = [];
        const spent: Spent[] = [];
        const cancelled = new Set<number>();
        const addEarned = (
          channelId: number,
          at: string,
          add: { paidWon: number; bonusWon: number; paidHearts: number; bonusHearts: number },
        ) => {
          const key = `${channelId}|${at}`;
          const sums = earned.get(key) ?? { paidWon: 0, bonusWon: 0, paidHearts: 0, bonusHearts: 0 };
          sums.paidWon += add.paidWon;
          sums.bonusWon += add.bonusWon;
          sums.paidHearts += add.paidHearts;
          sums.bonusHearts += add.bonusHearts;
          earned.set(key, sums);
        };
        /** A spend undone (the console's cancel or a chargeback): its takes back, its earning negated now. */
        const undo = (spend: Spent) => {
          cancelled.add(spend.transactionId);
          spend.member.paid += spend.fromPaid;
          spend.member.bonus += spend.fromBonus;
          for (const taken of spend.takes) {
            taken.lot.left += taken.hearts;
            taken.lot.leftWon += taken.won;
          }
          addEarned(spend.channel, month, {
            paidWon: -spend.paidWon,
            bonusWon: -spend.bonusWon,
            paidHearts: -spend.fromPaid,
            bonusHearts: -spend.fromBonus,
          });
        };
        const dateEarnings = () =>
          db().execute(sql`update channel_earnings set earned_at = ${monthRange(month).start.toISOString()}::timestamptz + interval '14 days'
            where earned_at > now() - interval '1 day'`);

        for (const [index, next] of steps.entries()) {
          const member = members[next.kind === 'close' || next.kind === 'cancel' ? 0 : next.member]!;
          if (next.kind === 'charge') {
            const product = products[next.product]!;
            const ready = await kit.ready(member.token, productIds[next.product]!);
            await kit.pay(ready, 'approve');
            const [payment] = (
              await db().execute<{ id: string; gateway_tx_id: string }>(
                sql`select id, gateway_tx_id from payments where order_no = ${ready.orderNo}`,
              )
            ).rows;
            const id = Number(payment!.id);
            member.paid += product.hearts;
            member.bonus += product.bonus;
            member.lots.push({ payment: id, left: product.hearts, leftWon: product.price });
            member.payments.push({
              id,
              gatewayTxId: payment!.gateway_tx_id,
              hearts: product.hearts,
              bonus: product.bonus,
              price: product.price,
              refunded: false,
              refundedBonus: 0,
              refundedAmount: 0,
              chargedBack: false,
            });
          } else if (next.kind === 'grant') {
            await kit.state.ledger.transaction((tx) =>
              kit.state.ledger.credit(tx, {
                userId: member.id,
                kind: 'grant',
                idempotencyKey: `grant-${index}`,
                paid: 0,
                bonus: next.bonus,
              }),
            );
            member.bonus += next.bonus;
          } else if (next.kind === 'spend') {
            const channel = channels[next.channel]!;
            const hearts = Math.max(1, Math.ceil(((member.paid + member.bonus) * next.percent) / 100));
            const enough = member.paid + member.bonus >= hearts;
            let transactionId: number | null;
            if (next.tip) {
              const answer = await kit.call(member.token, 'POST', `/v2/channel/${channel.id}/tip`, {
                hearts,
                message: `응원해요 ${index}`,
              });
              transactionId = answer.statusCode === 200 ? answer.json().result.tipId : null;
              if (transactionId === null)
                expect(answer.json().message, answer.body).toBe('ERROR_HEART_NOT_ENOUGH');
            } else {
              transactionId = await kit.state.ledger
                .transaction((tx) =>
                  kit.state.ledger.spend(tx, {
                    userId: member.id,
                    kind: 'purchase',
                    idempotencyKey: `buy-${index}`,
                    reference: `playlist:${channel.playlist}`,
                    hearts,
                  }),
                )
                .then(
                  (posted) => posted.transactionId,
                  (error: { code?: string }) => {
                    expect(error.code).toBe('ERROR_HEART_NOT_ENOUGH');
                    return null;
                  },
                );
            }
            const ok = transactionId !== null;
            expect(ok).toBe(enough);
            if (ok) {
              const fromBonus = Math.min(member.bonus, hearts);
              const fromPaid = hearts - fromBonus;
              member.bonus -= fromBonus;
              member.paid -= fromPaid;
              const { won: paidWon, takes } = take(member, fromPaid, null);
              addEarned(channel.id, month, {
                paidWon,
                bonusWon: fromBonus * channel.bonusRate,
                paidHearts: fromPaid,
                bonusHearts: fromBonus,
              });
              spent.push({
                transactionId: transactionId!,
                member,
                channel: channel.id,
                fromPaid,
                fromBonus,
                paidWon,
                bonusWon: fromBonus * channel.bonusRate,
                takes,
              });
            }
          } else if (next.kind === 'cancel') {
            const spend = spent[next.spend];
            if (!spend) continue;
            const once = cancelled.has(spend.transactionId);
            const posted = await kit.state.ledger.transaction((tx) =>
              kit.state.ledger.reverse(tx, {
                userId: spend.member.id,
                spendTransactionId: spend.transactionId,
                memo: `취소 ${index}`,
              }),
            );
            expect(posted.fresh).toBe(!once);
            if (once) continue;
            undo(spend);
          } else if (next.kind === 'chargeback') {
            const payment = member.payments[next.payment];
            if (!payment) continue;
            const response = await fetch(
              `${kit.state.origin.url}/api/live/payment-sandbox/settlebank/chargeback`,
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ trdNo: payment.gatewayTxId, reason: 'carrier' }),
              },
            );
            const answer = await response.json();
            const remaining = payment.price - payment.refundedAmount;
            if (payment.chargedBack || remaining === 0) {
              expect(answer).toEqual({ ok: false, reason: 'nothing-left' });
              continue;
            }
            expect(answer).toMatchObject({ ok: true, amount: remaining, answer: 'OK' });
            payment.chargedBack = true;
            const lot = member.lots.find((candidate) => candidate.payment === payment.id)!;
            for (const spend of spent) {
              const fromLot = spend.takes.some((taken) => taken.lot === lot && taken.hearts > 0);
              if (fromLot && !cancelled.has(spend.transactionId)) undo(spend);
            }
            const bonus = Math.min(payment.bonus - payment.refundedBonus, member.bonus);
            member.paid -= lot.left;
            member.bonus -= bonus;
            lot.left = 0;
            lot.leftWon = 0;
          } else if (next.kind === 'refund') {
            const payment = member.payments[next.payment];
            if (!payment) continue;
            const answer = await kit.call(member.token, 'POST', `/v1/user/payment/${payment.id}/refund`);
            const lot = member.lots.find((candidate) => candidate.payment === payment.id)!;
            if (payment.chargedBack) {
              expect(answer.statusCode, answer.body).toBe(400);
              continue;
            }
            const refundable = payment.refunded ? 0 : Math.min(payment.hearts, member.paid);
            if (refundable === 0) {
              expect(
                answer.statusCode === 400 || answer.json().result?.refundedNow === false,
                answer.body,
              ).toBe(true);
              continue;
            }
            expect(answer.statusCode, answer.body).toBe(200);
            const result = answer.json().result;
            expect(result.payment.refundedHearts).toBe(refundable);
            payment.refunded = true;
            payment.refundedBonus = result.payment.refundedBonus;
            payment.refundedAmount = result.payment.refundedAmount;
            member.paid -= refundable;
            member.bonus -= result.payment.refundedBonus;
            take(member, refundable, lot.payment);
          } else {
            await dateEarnings();
            const closed = await closeMonth(repository, month, new Date());
            expect(closed.outcome).toBe('closed');
            expect(await closeMonth(repository, month, new Date())).toEqual({
              outcome: 'closed-before',
              month,
            });
            closedMonths.push(month);
            month = addMonths(month, 1);
          }
          await dateEarnings();
        }
        // The last month closes too, so the next history starts after every closed month.
        expect((await closeMonth(repository, month, new Date())).outcome).toBe('closed');

        // Each channel earned what the model says, month by month.
        for (const channel of channels) {
          const rows = await db().execute<Record<string, string>>(sql`
            select to_char(date_trunc('month', earned_at at time zone 'Asia/Seoul'), 'YYYY-MM-DD') as month,
                   sum(paid_won) as paid_won, sum(bonus_won) as bonus_won,
                   sum(paid_hearts) as paid_hearts, sum(bonus_hearts) as bonus_hearts
              from channel_earnings where channel_id = ${channel.id} and earned_at >= ${monthRange(firstMonth).start.toISOString()}::timestamptz
             group by 1 order by 1`);
          const actual = Object.fromEntries(
            rows.rows.map((row) => [
              row.month,
              {
                paidWon: Number(row.paid_won),
                bonusWon: Number(row.bonus_won),
                paidHearts: Number(row.paid_hearts),
                bonusHearts: Number(row.bonus_hearts),
              },
            ]),
          );
          const expected = Object.fromEntries(
            [...earned.entries()]
              .filter(([key]) => key.startsWith(`${channel.id}|`))
              .map(([key, sums]) => [key.split('|')[1], sums]),
          );
          expect(actual).toEqual(expected);

          // Statements: figures of their month's earnings, carries chained, nothing created or lost.
          const all = (await repository.statementsOfChannel(channel.id)).reverse();
          const statements = all.filter((row) => row.month >= firstMonth);
          let carry = all.filter((row) => row.month < firstMonth).at(-1)?.carriedOut ?? 0;
          for (const statement of statements) {
            const sums = earned.get(`${channel.id}|${statement.month}`) ?? {
              paidWon: 0,
              bonusWon: 0,
              paidHearts: 0,
              bonusHearts: 0,
            };
            const figures = statementFigures(
              sums,
              {
                shareBp: channel.shareBp,
                creatorType: channel.business ? 'business' : 'individual',
                minimumPayout: channel.minimum,
              },
              carry,
              channel.account,
            );
            expect(statement).toMatchObject(figures);
            if (!channel.account) expect(statement.status).toBe('carried');
            carry = statement.carriedOut;
          }
        }

        // No channel keeps an earning of hearts a charged-back payment paid for.
        const [kept] = (
          await db().execute<{ count: string }>(sql`
            select count(*) from heart_lot_takes k
              join heart_lots l on l.id = k.lot_id
              join payments p on p.id = l.payment_id and p.status = 'chargeback'
              join channel_earnings e on e.transaction_id = k.transaction_id and e.paid_hearts > 0
              join ledger_transactions t on t.id = k.transaction_id
             where k.hearts > 0
               and not exists (select 1 from ledger_transactions r where r.user_id = t.user_id
                                 and r.kind = 'reversal' and r.idempotency_key = 'reversal:' || t.id)`)
        ).rows;
        expect(Number(kept!.count)).toBe(0);

        const conservation = await checkConservation(db());
        expect(conservation.problems).toEqual([]);
        const ledger = await kit.state.ledger.check();
        expect(ledger.walletDrift).toEqual([]);
        expect(ledger.unbalancedTransactions).toEqual([]);
        for (const member of members) {
          expect(await kit.state.ledger.balance(member.id)).toEqual({
            paid: member.paid,
            bonus: member.bonus,
          });
        }
      }),
      {
        numRuns: 25,
        examples: [
          // Two lots at different prices, a spend across the bonus and the older lot, a refund of the newer.
          [
            [
              { kind: 'charge', member: 0, product: 0 },
              { kind: 'charge', member: 0, product: 2 },
              { kind: 'spend', member: 0, channel: 0, percent: 10, tip: false },
              { kind: 'refund', member: 0, payment: 1 },
              { kind: 'close' },
            ],
          ],
          // A cancel puts paid hearts back into two lots at different prices, then they are spent again.
          [
            [
              { kind: 'charge', member: 0, product: 0 },
              { kind: 'charge', member: 0, product: 4 },
              { kind: 'spend', member: 0, channel: 1, percent: 60, tip: true },
              { kind: 'close' },
              { kind: 'cancel', spend: 0 },
              { kind: 'spend', member: 0, channel: 2, percent: 90, tip: false },
              { kind: 'cancel', spend: 0 },
            ],
          ],
          // A spend across two lots charged back after its month closed (a deduction in the next),
          // a partial refund of the other payment, then its chargeback of what the gateway still holds.
          [
            [
              { kind: 'charge', member: 0, product: 1 },
              { kind: 'charge', member: 0, product: 4 },
              { kind: 'spend', member: 0, channel: 0, percent: 90, tip: true },
              { kind: 'close' },
              { kind: 'chargeback', member: 0, payment: 1 },
              { kind: 'cancel', spend: 0 },
              { kind: 'refund', member: 0, payment: 0 },
              { kind: 'chargeback', member: 0, payment: 0 },
              { kind: 'chargeback', member: 0, payment: 1 },
              { kind: 'refund', member: 0, payment: 1 },
            ],
          ],
        ],
      },
    );
  });
});
