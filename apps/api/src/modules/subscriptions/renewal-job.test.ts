import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, channelSubscriptions, subscriptionPeriods } from '#api/db/schema/index';
import { createLedger, type Ledger } from '#api/modules/hearts';
import { makeChannel, makeUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { renewDueSubscriptions } from './renewal-job.ts';
import { createSubscriptionRepository } from './repository.ts';
import { createSubscriptionService } from './service.ts';

let database: TestDatabase;
let ledger: Ledger;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db);
});
afterAll(async () => {
  await database?.drop();
});

const kst = (wallClock: string) => new Date(`${wallClock}+09:00`);
const seoul = (at: Date | string) =>
  new Date(new Date(at).getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
const ADULT_OFF = { canSeeAdult: false };

/** A member with `hearts` bonus hearts subscribed to a fresh channel at `at` (Seoul wall clock). */
async function subscribedAt(at: string, options: { hearts?: number; price?: number } = {}) {
  const user = await makeUser(database.db);
  const channel = await makeChannel(database.db);
  await database.db
    .insert(channelSubscriptionProducts)
    .values({ channelId: channel.id, name: '월간 구독', heartsPerMonth: options.price ?? 10 });
  const hearts = options.hearts ?? 100;
  if (hearts > 0) {
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId: user.id, kind: 'grant', idempotencyKey: 'test', paid: 0, bonus: hearts }),
    );
  }
  const service = serviceAt(kst(at));
  const answer = await service.setStatus(user.id, { userId: user.id, ...ADULT_OFF }, channel.id, 1);
  return { user, channel, subscription: answer.subscription!, service };
}

function serviceAt(now: Date) {
  return createSubscriptionService({
    subscriptions: createSubscriptionRepository(database.db),
    ledger,
    now: () => now,
  });
}

async function row(id: number) {
  const [found] = await database.db
    .select()
    .from(channelSubscriptions)
    .where(eq(channelSubscriptions.id, id));
  return found!;
}

async function periods(id: number) {
  const rows = await database.db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, id))
    .orderBy(subscriptionPeriods.periodStart);
  return rows.map((period) => `${seoul(period.periodStart)} → ${seoul(period.periodEnd)}`);
}

const run = (now: Date) => renewDueSubscriptions({ db: database.db, ledger, now });

/** Renews one month at a time, each run at the moment the period ends, and answers the ends. */
async function renewMonths(subscriptionId: number, months: number) {
  for (let index = 0; index < months; index += 1) {
    await run((await row(subscriptionId)).currentPeriodEnd);
  }
  return periods(subscriptionId);
}

describe('subscription renewal', () => {
  it('charges each month from where the last one ended, on the spec calendar (29th to end of month)', async () => {
    const { user, subscription } = await subscribedAt('2024-01-29T21:15:00');
    expect(seoul(subscription.currentPeriodEnd)).toBe('2024-02-29T21:15');
    expect(subscription.nextPaymentDate).toBe('2024-02-29');
    expect(await renewMonths(subscription.id, 3)).toEqual([
      '2024-01-29T21:15 → 2024-02-29T21:15',
      '2024-02-29T21:15 → 2024-03-31T21:15',
      '2024-03-31T21:15 → 2024-04-30T21:15',
      '2024-04-30T21:15 → 2024-05-31T21:15',
    ]);
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 60 });
    expect(await row(subscription.id)).toMatchObject({ status: 'active', lastRenewalError: null });
  });

  it('follows the 30th and the 31st, across the year end', async () => {
    const thirtieth = await subscribedAt('2024-11-30T09:00:00');
    expect(await renewMonths(thirtieth.subscription.id, 2)).toEqual([
      '2024-11-30T09:00 → 2024-12-31T09:00',
      '2024-12-31T09:00 → 2025-01-31T09:00',
      '2025-01-31T09:00 → 2025-02-28T09:00',
    ]);
    const thirtyFirst = await subscribedAt('2024-05-31T00:00:00');
    expect(await renewMonths(thirtyFirst.subscription.id, 1)).toEqual([
      '2024-05-31T00:00 → 2024-06-30T00:00',
      '2024-06-30T00:00 → 2024-07-31T00:00',
    ]);
  });

  it('lands on Feb 28 in a common year and Feb 29 in a leap year; mid-month days stay put', async () => {
    const common = await subscribedAt('2023-01-30T12:00:00');
    expect(seoul(common.subscription.currentPeriodEnd)).toBe('2023-02-28T12:00');
    // Feb 28 is not the 29th-31st: the spec rule keeps the 28th from then on.
    expect((await renewMonths(common.subscription.id, 1))[1]).toBe('2023-02-28T12:00 → 2023-03-28T12:00');

    const leap = await subscribedAt('2028-01-31T12:00:00');
    expect(seoul(leap.subscription.currentPeriodEnd)).toBe('2028-02-29T12:00');
    expect((await renewMonths(leap.subscription.id, 1))[1]).toBe('2028-02-29T12:00 → 2028-03-31T12:00');

    const midMonth = await subscribedAt('2024-02-15T18:30:00');
    expect(await renewMonths(midMonth.subscription.id, 1)).toEqual([
      '2024-02-15T18:30 → 2024-03-15T18:30',
      '2024-03-15T18:30 → 2024-04-15T18:30',
    ]);
  });

  it('charges a period once when the job runs twice or on two runners at once', async () => {
    const { user, subscription } = await subscribedAt('2025-03-10T10:00:00');
    const due = new Date(subscription.currentPeriodEnd);
    await Promise.all([run(due), run(due), run(due)]);
    await run(due);
    expect(await periods(subscription.id)).toHaveLength(2);
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 80 });
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where user_id = ${user.id} and kind = 'subscription'`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('expires with the error noted, charging nothing, when the wallet is short', async () => {
    const { user, subscription } = await subscribedAt('2025-04-05T10:00:00', { hearts: 15, price: 10 });
    const end = new Date(subscription.currentPeriodEnd);
    const subscriptions = createSubscriptionRepository(database.db);
    expect(
      await subscriptions.activeSubscriptionChannelIds(user.id, new Date(end.getTime() - 1)),
    ).toHaveLength(1);

    const report = await run(end);
    expect(report.failed).toEqual([]);
    expect(await row(subscription.id)).toMatchObject({
      status: 'expired',
      autoRenew: false,
      lastRenewalError: 'ERROR_HEART_NOT_ENOUGH',
      currentPeriodEnd: end,
    });
    expect(await subscriptions.activeSubscriptionChannelIds(user.id, end)).toEqual([]);
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 5 });
    // The refused charge left no ledger transaction behind (its savepoint rolled back).
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where user_id = ${user.id} and kind = 'subscription'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await periods(subscription.id)).toHaveLength(1);
  });

  it('expires a cancelled subscription at its end and leaves earlier ones alone', async () => {
    const { user, channel, subscription } = await subscribedAt('2025-05-10T10:00:00');
    const end = new Date(subscription.currentPeriodEnd);
    const cancelled = await serviceAt(kst('2025-05-20T10:00:00')).setStatus(
      user.id,
      { userId: user.id, ...ADULT_OFF },
      channel.id,
      0,
    );
    expect(cancelled.subscription).toMatchObject({
      status: 'cancelled',
      entitled: true,
      nextPaymentDate: null,
    });
    await run(new Date(end.getTime() - 1));
    expect((await row(subscription.id)).status).toBe('cancelled');
    await run(end);
    expect((await row(subscription.id)).status).toBe('expired');
    expect(await ledger.balance(user.id)).toEqual({ paid: 0, bonus: 90 });
  });

  it('settles an overdue renewal when the member subscribes before the job ran', async () => {
    const { user, channel, subscription } = await subscribedAt('2025-06-01T10:00:00');
    const late = new Date(new Date(subscription.currentPeriodEnd).getTime() + 60_000);
    const answer = await serviceAt(late).setStatus(user.id, { userId: user.id, ...ADULT_OFF }, channel.id, 1);
    expect(answer).toMatchObject({
      charged: 10,
      subscription: { status: 'active', months: 2, entitled: true },
    });
    expect(seoul(answer.subscription!.currentPeriodEnd)).toBe('2025-08-01T10:00');
    await run(late);
    expect(await periods(subscription.id)).toHaveLength(2);
  });

  it('leaves the ledger without drift', async () => {
    const report = await ledger.check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });
});
