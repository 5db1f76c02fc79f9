import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlaylist, makeUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createLedger, type Ledger } from './ledger.ts';

let database: TestDatabase;
let ledger: Ledger;
/** What the spends buy: a spend must name a channel's content. */
let reference = '';

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db);
  reference = `playlist:${(await makePlaylist(database.db)).id}`;
});
afterAll(async () => {
  await database?.drop();
});

const charge = (userId: number, paid: number, bonus: number, key: string) =>
  ledger.transaction((tx) => ledger.credit(tx, { userId, kind: 'charge', idempotencyKey: key, paid, bonus }));
const spend = (userId: number, hearts: number, key: string) =>
  ledger.transaction((tx) =>
    ledger.spend(tx, { userId, kind: 'purchase', idempotencyKey: key, reference, hearts }),
  );

async function expectNoDrift() {
  const report = await ledger.check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('heart ledger', () => {
  it('credits once per idempotency key and spends bonus hearts first', async () => {
    const user = await makeUser(database.db);
    const first = await charge(user.id, 100, 10, 'pay-1');
    const retry = await charge(user.id, 100, 10, 'pay-1');
    expect(first).toMatchObject({ fresh: true, balance: { paid: 100, bonus: 10 } });
    expect(retry).toMatchObject({
      fresh: false,
      transactionId: first.transactionId,
      balance: { paid: 100, bonus: 10 },
    });

    const spent = await spend(user.id, 25, 'buy-1');
    expect(spent).toMatchObject({ fromBonus: 10, fromPaid: 15, balance: { paid: 85, bonus: 0 } });
    expect(await spend(user.id, 25, 'buy-1')).toMatchObject({
      fresh: false,
      balance: { paid: 85, bonus: 0 },
    });
    await expectNoDrift();
  });

  it('refuses to overspend and leaves nothing behind when it does', async () => {
    const user = await makeUser(database.db);
    await charge(user.id, 10, 0, 'pay');
    await expect(spend(user.id, 11, 'too-much')).rejects.toMatchObject({ code: 'ERROR_HEART_NOT_ENOUGH' });
    const rows = await database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where user_id = ${user.id}`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
    expect(await ledger.balance(user.id)).toEqual({ paid: 10, bonus: 0 });
    const stranger = await makeUser(database.db);
    await expect(spend(stranger.id, 1, 'no-wallet')).rejects.toMatchObject({
      code: 'ERROR_HEART_NOT_ENOUGH',
    });
  });

  it('lets exactly balance/price of many concurrent purchases through', async () => {
    const user = await makeUser(database.db);
    await charge(user.id, 50, 20, 'pay');
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => spend(user.id, 7, `concurrent-${index}`)),
    );
    const succeeded = attempts.filter((a) => a.status === 'fulfilled').length;
    expect(succeeded).toBe(10);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected')
        expect(attempt.reason).toMatchObject({ code: 'ERROR_HEART_NOT_ENOUGH' });
    }
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 0 });
    await expectNoDrift();
  });

  it('charges once when the same purchase is retried concurrently', async () => {
    const user = await makeUser(database.db);
    await charge(user.id, 30, 0, 'pay');
    const attempts = await Promise.all(Array.from({ length: 8 }, () => spend(user.id, 10, 'same-key')));
    expect(attempts.filter((a) => a.fresh)).toHaveLength(1);
    expect(new Set(attempts.map((a) => a.transactionId)).size).toBe(1);
    expect(await ledger.balance(user.id)).toEqual({ paid: 20, bonus: 0 });
  });

  it('withdraws for refunds and expiry without going below zero', async () => {
    const user = await makeUser(database.db);
    await charge(user.id, 30, 5, 'pay');
    const refund = await ledger.transaction((tx) =>
      ledger.withdraw(tx, {
        userId: user.id,
        kind: 'refund',
        idempotencyKey: 'r1',
        paid: 30,
        bonus: 0,
        to: 'refunded',
      }),
    );
    expect(refund.balance).toEqual({ paid: 0, bonus: 5 });
    await expect(
      ledger.transaction((tx) =>
        ledger.withdraw(tx, {
          userId: user.id,
          kind: 'expiry',
          idempotencyKey: 'e1',
          paid: 0,
          bonus: 6,
          to: 'expired',
        }),
      ),
    ).rejects.toMatchObject({ code: 'ERROR_HEART_NOT_ENOUGH' });
    await expectNoDrift();
  });

  it('is append-only', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => 'accepted',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? '',
      );
    expect(await refusal(sql`update ledger_entries set amount = amount + 1`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from ledger_transactions`)).toMatch(/append-only/);
  });

  it('keeps balances equal to a simple model under any sequence of charges and spends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({
              op: fc.constant('charge' as const),
              paid: fc.integer({ min: 0, max: 50 }),
              bonus: fc.integer({ min: 0, max: 20 }),
            }),
            fc.record({ op: fc.constant('spend' as const), hearts: fc.integer({ min: 1, max: 60 }) }),
          ),
          { maxLength: 12 },
        ),
        async (operations) => {
          const user = await makeUser(database.db);
          const model = { paid: 0, bonus: 0 };
          let step = 0;
          for (const operation of operations) {
            step += 1;
            if (operation.op === 'charge') {
              if (operation.paid + operation.bonus === 0) continue;
              await charge(user.id, operation.paid, operation.bonus, `c${step}`);
              model.paid += operation.paid;
              model.bonus += operation.bonus;
            } else if (operation.hearts <= model.paid + model.bonus) {
              await spend(user.id, operation.hearts, `s${step}`);
              const fromBonus = Math.min(model.bonus, operation.hearts);
              model.bonus -= fromBonus;
              model.paid -= operation.hearts - fromBonus;
            } else {
              await expect(spend(user.id, operation.hearts, `s${step}`)).rejects.toMatchObject({
                code: 'ERROR_HEART_NOT_ENOUGH',
              });
            }
          }
          expect(await ledger.balance(user.id)).toEqual(model);
        },
      ),
      { numRuns: 25 },
    );
    await expectNoDrift();
  });

  it('refuses, never crashes, a spend that waited for another spend of the same bonus hearts', async () => {
    const user = await makeUser(database.db);
    await charge(user.id, 0, 10, 'pay');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let spent = () => {};
    const firstSpent = new Promise<void>((resolve) => {
      spent = resolve;
    });
    const first = ledger.transaction(async (tx) => {
      await ledger.spend(tx, {
        userId: user.id,
        kind: 'purchase',
        idempotencyKey: 'first',
        reference,
        hearts: 10,
      });
      spent();
      await held;
    });
    await firstSpent;
    const second = spend(user.id, 10, 'second').then(
      () => 'spent',
      (error: { code?: string }) => error.code ?? String(error),
    );
    const waiting = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n;
    await expect.poll(waiting, { timeout: 5000 }).toBe(1);
    release();
    await first;
    expect(await second).toBe('ERROR_HEART_NOT_ENOUGH');
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 0 });
  });
});
