import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heartWallets, ledgerEntries, ledgerTransactions } from '#api/db/schema/index';
import { makePlaylist, makeUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { BONUS_HEART_VALID_DAYS, bonusCutoff, expireBonusHearts, expiredBonus } from './bonus-expiry.ts';
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

const DAY_MS = 86_400_000;
const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);

/**
 * Credits hearts as the ledger does (transaction, balanced entries, wallet), but dated `at`:
 * the ledger itself always writes now(), and its rows cannot be changed afterwards.
 */
async function creditAt(userId: number, at: Date, hearts: { paid?: number; bonus?: number }, key: string) {
  const paid = hearts.paid ?? 0;
  const bonus = hearts.bonus ?? 0;
  await database.db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({ kind: paid > 0 ? 'charge' : 'grant', userId, idempotencyKey: key, createdAt: at })
      .returning({ id: ledgerTransactions.id });
    const rows = [
      { account: 'member_paid' as const, userId, amount: paid },
      { account: 'issued_paid' as const, userId: null, amount: -paid },
      { account: 'member_bonus' as const, userId, amount: bonus },
      { account: 'issued_bonus' as const, userId: null, amount: -bonus },
    ].filter((row) => row.amount !== 0);
    await tx
      .insert(ledgerEntries)
      .values(rows.map((row) => ({ ...row, transactionId: transaction!.id, createdAt: at })));
    await tx
      .insert(heartWallets)
      .values({ userId, paid, bonus })
      .onConflictDoUpdate({
        target: heartWallets.userId,
        set: { paid: sql`${heartWallets.paid} + ${paid}`, bonus: sql`${heartWallets.bonus} + ${bonus}` },
      });
  });
}

const spend = (userId: number, hearts: number, key: string) =>
  ledger.transaction((tx) =>
    ledger.spend(tx, { userId, kind: 'purchase', idempotencyKey: key, reference, hearts }),
  );

const run = (now: Date) => expireBonusHearts({ db: database.db, ledger, now });

async function expiries(userId: number) {
  const history = await ledger.history(userId, { limit: 50 });
  return history.filter((movement) => movement.kind === 'expiry').map(({ paid, bonus }) => ({ paid, bonus }));
}

/** Sessions of this test database blocked on a row lock. */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0]!.n;
}

async function expectNoDrift() {
  const report = await ledger.check();
  expect(report.walletDrift).toEqual([]);
  expect(report.unbalancedTransactions).toEqual([]);
}

describe('bonus heart expiry rule', () => {
  it('lets a grant of Seoul day D be spent through day D + 365 and expire when D + 366 begins', () => {
    expect(BONUS_HEART_VALID_DAYS).toBe(365);
    const grantedAt = kst('2024-03-01T23:59:00');
    // 2024 is a leap year: day D + 365 is 2025-03-01.
    expect(bonusCutoff(kst('2025-03-01T23:59:59')).getTime()).toBeLessThanOrEqual(grantedAt.getTime());
    expect(bonusCutoff(kst('2025-03-02T00:00:00'))).toEqual(kst('2024-03-02T00:00:00'));
    expect(bonusCutoff(kst('2025-03-02T00:00:00')).getTime()).toBeGreaterThan(grantedAt.getTime());
  });

  it('expires what is left of the old grants after every bonus heart that left, never more than held', () => {
    expect(expiredBonus({ grantedBefore: 10, debited: 3, balance: 12 })).toBe(7);
    expect(expiredBonus({ grantedBefore: 10, debited: 12, balance: 3 })).toBe(0);
    expect(expiredBonus({ grantedBefore: 10, debited: 0, balance: 4 })).toBe(4);
    expect(expiredBonus({ grantedBefore: 0, debited: 0, balance: 9 })).toBe(0);
  });
});

describe('bonus heart expiry job', () => {
  it('expires the unspent part of a grant older than a year, once, leaving paid and recent hearts', async () => {
    const user = await makeUser(database.db);
    const now = new Date();
    await creditAt(user.id, new Date(now.getTime() - 400 * DAY_MS), { paid: 20, bonus: 10 }, 'old-charge');
    await spend(user.id, 3, 'spend-3');
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId: user.id, kind: 'grant', idempotencyKey: 'recent', paid: 0, bonus: 5 }),
    );
    expect(await ledger.balance(user.id)).toEqual({ paid: 20, bonus: 12 });

    await run(now);
    expect(await ledger.balance(user.id)).toEqual({ paid: 20, bonus: 5 });
    expect(await expiries(user.id)).toEqual([{ paid: 0, bonus: -7 }]);

    await run(now);
    await run(new Date(now.getTime() + DAY_MS));
    expect(await ledger.balance(user.id)).toEqual({ paid: 20, bonus: 5 });
    expect(await expiries(user.id)).toHaveLength(1);

    // A year and a day later the recent grant has run out too; paid hearts never expire.
    await run(new Date(now.getTime() + 367 * DAY_MS));
    expect(await ledger.balance(user.id)).toEqual({ paid: 20, bonus: 0 });
    expect(await expiries(user.id)).toEqual([
      { paid: 0, bonus: -5 },
      { paid: 0, bonus: -7 },
    ]);
    await expectNoDrift();
  });

  it('posts one ledger movement to the expired account with the cutoff date as its key', async () => {
    const user = await makeUser(database.db);
    const now = kst('2025-06-10T15:00:00');
    await creditAt(user.id, kst('2024-06-01T12:00:00'), { bonus: 4 }, 'june');
    const report = await run(now);
    expect(report.cutoff).toEqual(kst('2024-06-10T00:00:00'));
    const { rows } = await database.db.execute<{
      idempotency_key: string;
      account: string;
      amount: number;
    }>(sql`
      select t.idempotency_key, e.account, e.amount from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
       where t.user_id = ${user.id} and t.kind = 'expiry' order by e.amount`);
    expect(rows).toEqual([
      { idempotency_key: 'expiry:2024-06-10', account: 'member_bonus', amount: -4 },
      { idempotency_key: 'expiry:2024-06-10', account: 'expired', amount: 4 },
    ]);
  });

  it('leaves a member whose old grant was spent in full alone', async () => {
    const user = await makeUser(database.db);
    const now = new Date();
    await creditAt(user.id, new Date(now.getTime() - 500 * DAY_MS), { bonus: 6 }, 'old');
    await spend(user.id, 6, 'all');
    await creditAt(user.id, new Date(now.getTime() - 10 * DAY_MS), { bonus: 3 }, 'new');
    await run(now);
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 3 });
    expect(await expiries(user.id)).toEqual([]);
  });

  it('expires once when runners race, and never lets a racing spend take the wallet below zero', async () => {
    const now = new Date();
    const racers = await Promise.all(Array.from({ length: 6 }, () => makeUser(database.db)));
    for (const user of racers) {
      await creditAt(user.id, new Date(now.getTime() - 380 * DAY_MS), { bonus: 10 }, 'old');
    }
    const spends = racers.map((user) =>
      spend(user.id, 10, 'race').then(
        () => 'spent',
        (error: { code?: string }) =>
          error.code ?? String(error) + String((error as { cause?: unknown }).cause),
      ),
    );
    const [outcomes] = await Promise.all([Promise.all(spends), run(now), run(now)]);
    for (const [index, user] of racers.entries()) {
      const balance = await ledger.balance(user.id);
      expect(balance).toEqual({ paid: 0, bonus: 0 });
      const expired = await expiries(user.id);
      // Either the spend came first (nothing left to expire) or the expiry did (the spend was refused).
      if (outcomes[index] === 'spent') expect(expired).toEqual([]);
      else {
        expect(outcomes[index]).toBe('ERROR_HEART_NOT_ENOUGH');
        expect(expired).toEqual([{ paid: 0, bonus: -10 }]);
      }
    }
    await expectNoDrift();
  });

  it('waits for a spend in flight and expires only what the spend left', async () => {
    const user = await makeUser(database.db);
    const now = new Date();
    await creditAt(user.id, new Date(now.getTime() - 390 * DAY_MS), { paid: 5, bonus: 8 }, 'old');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let spent = () => {};
    const spendDone = new Promise<void>((resolve) => {
      spent = resolve;
    });
    // A purchase that took 6 of the old bonus hearts and has not committed yet.
    const purchase = ledger.transaction(async (tx) => {
      await ledger.spend(tx, {
        userId: user.id,
        kind: 'purchase',
        idempotencyKey: 'in-flight',
        reference,
        hearts: 6,
      });
      spent();
      await held;
    });
    await spendDone;
    const job = run(now);
    await expect.poll(() => waitingOnLocks(), { timeout: 5000 }).toBe(1);
    release();
    await Promise.all([purchase, job]);
    expect(await ledger.balance(user.id)).toEqual({ paid: 5, bonus: 0 });
    expect(await expiries(user.id)).toEqual([{ paid: 0, bonus: -2 }]);
    await expectNoDrift();
  });
});
