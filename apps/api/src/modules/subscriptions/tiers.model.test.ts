// A model test of tier changes and renewals (issue 37): random sequences of subscribe, change
// tier (upgrade / downgrade / back), cancel, renew with a test clock, and creator edits of tiers,
// run against the real service, renewal job and PostgreSQL, and after every step compared with a
// small model: the wallet, the hearts the channel earned (first months, differences, renewals at
// the price of the version held), the version held and a pending downgrade, what opens the
// channel's paid episodes — and the ledger laws of `npm run ledger:check` (the ledger's check and
// settlement's conservation).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#api/http/app-error';
import { createLedger, type Ledger } from '#api/modules/hearts';
import { checkConservation } from '#api/modules/settlement';
import { makeChannel, makeUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { liveVersionOf } from './live-version.ts';
import { renewDueSubscriptions } from './renewal-job.ts';
import { createSubscriptionRepository } from './repository.ts';
import { createSubscriptionService } from './service.ts';
import { createStudioTiers } from './studio-tiers.ts';

let database: TestDatabase;
let ledger: Ledger;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db);
});
afterAll(async () => {
  await database?.drop();
});

type Command =
  | { kind: 'subscribe'; tier: number }
  | { kind: 'change'; tier: number }
  | { kind: 'cancel' }
  | { kind: 'renew' }
  | { kind: 'edit'; tier: number; hearts: number; includesPaidEpisodes: boolean };

const TIERS = 3;
const tier = fc.integer({ min: 0, max: TIERS - 1 });
const price = fc.integer({ min: 1, max: 80 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: tier.map((t) => ({ kind: 'subscribe' as const, tier: t })) },
  { weight: 4, arbitrary: tier.map((t) => ({ kind: 'change' as const, tier: t })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'renew' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ tier, hearts: price, includesPaidEpisodes: fc.boolean() })
      .map((edit) => ({ kind: 'edit' as const, ...edit })),
  },
);

interface Version {
  productId: number;
  hearts: number;
  includesPaidEpisodes: boolean;
}

interface Held {
  version: Version;
  pending: Version | null;
  renews: boolean;
  periodEnd: Date;
}

const VIEWER = { canSeeAdult: false };
const TERMS = { benefits: [], earlyAccessDays: 0, membersOnlyPosts: false, badge: '' };

/** Whether a call was refused as the model expects (short wallet): nothing may have changed. */
async function refused(action: Promise<unknown>): Promise<string | null> {
  try {
    await action;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function runScenario(
  start: Date,
  wallet: number,
  tierPrices: [number, boolean][],
  commands: Command[],
) {
  let clock = start;
  const now = () => clock;
  const subscriptions = createSubscriptionRepository(database.db);
  const service = createSubscriptionService({ subscriptions, ledger, now });
  const studio = createStudioTiers({ subscriptions, ledger, now });
  const owner = await makeUser(database.db);
  const fan = await makeUser(database.db);
  const channel = await makeChannel(database.db, { ownerUserId: owner.id });
  if (wallet > 0) {
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId: fan.id, kind: 'grant', idempotencyKey: 'model', paid: 0, bonus: wallet }),
    );
  }

  // The model.
  let hearts = wallet;
  let earned = 0;
  let held: Held | null = null;
  const tiers: { tierId: number; current: Version }[] = [];
  for (const [index, [hearts, includesPaidEpisodes]] of tierPrices.entries()) {
    const created = await studio.create(owner.id, {
      channelId: channel.id,
      name: `등급 ${index}`,
      hearts,
      includesPaidEpisodes,
      sort: index,
      ...TERMS,
    });
    tiers.push({
      tierId: created.tierId,
      current: { productId: created.productId, hearts, includesPaidEpisodes },
    });
  }
  const viewer = { userId: fan.id, ...VIEWER };

  const step = async (next: Command) => {
    switch (next.kind) {
      case 'subscribe': {
        const target = tiers[next.tier]!.current;
        const code = await refused(
          service.setStatus(fan.id, viewer, channel.id, 1, undefined, target.productId),
        );
        if (!held) {
          if (hearts < target.hearts) return expect(code).toBe('ERROR_HEART_NOT_ENOUGH');
          expect(code).toBeNull();
          hearts -= target.hearts;
          earned += target.hearts;
          const answer = await service.mine(fan.id, viewer, channel.id);
          held = {
            version: target,
            pending: null,
            renews: true,
            periodEnd: new Date(answer!.currentPeriodEnd),
          };
          return;
        }
        if (target.productId !== held.version.productId && target.hearts > held.version.hearts) {
          if (hearts < target.hearts - held.version.hearts)
            return expect(code).toBe('ERROR_HEART_NOT_ENOUGH');
        }
        expect(code).toBeNull();
        held.renews = true;
        return change(held, target);
      }
      case 'change': {
        const target = tiers[next.tier]!.current;
        const code = await refused(service.changeTier(fan.id, viewer, channel.id, target.productId));
        if (!held) return expect(code).toBe('ERROR_REQUEST_PARAMETER_WRONG');
        if (target.productId !== held.version.productId && target.hearts > held.version.hearts) {
          if (hearts < target.hearts - held.version.hearts)
            return expect(code).toBe('ERROR_HEART_NOT_ENOUGH');
        }
        expect(code).toBeNull();
        return change(held, target);
      }
      case 'cancel': {
        await service.setStatus(fan.id, viewer, channel.id, 0);
        if (held) held.renews = false;
        return;
      }
      case 'renew': {
        clock = held ? held.periodEnd : new Date(clock.getTime() + 86_400_000);
        const report = await renewDueSubscriptions({ db: database.db, ledger, now: clock });
        expect(report.failed).toEqual([]);
        if (!held) return;
        const nextVersion = held.pending ?? held.version;
        if (!held.renews || hearts < nextVersion.hearts) {
          held = null;
          return;
        }
        hearts -= nextVersion.hearts;
        earned += nextVersion.hearts;
        const answer = await service.mine(fan.id, viewer, channel.id);
        held = {
          version: nextVersion,
          pending: null,
          renews: true,
          periodEnd: new Date(answer!.currentPeriodEnd),
        };
        expect(held.periodEnd.getTime()).toBeGreaterThan(clock.getTime());
        return;
      }
      case 'edit': {
        const entry = tiers[next.tier]!;
        const edited = await studio.edit(owner.id, entry.tierId, {
          name: `등급 ${next.tier}`,
          hearts: next.hearts,
          includesPaidEpisodes: next.includesPaidEpisodes,
          sort: next.tier,
          ...TERMS,
        });
        expect(edited.tierId).toBe(entry.tierId);
        entry.current = {
          productId: edited.productId,
          hearts: next.hearts,
          includesPaidEpisodes: next.includesPaidEpisodes,
        };
        return;
      }
    }
  };

  /** The model of tier-change.ts. */
  function change(current: Held, target: Version) {
    if (target.productId === current.version.productId) {
      current.pending = null;
    } else if (target.hearts < current.version.hearts) {
      current.pending = target;
    } else {
      const difference = target.hearts - current.version.hearts;
      hearts -= difference;
      earned += difference;
      current.version = target;
      current.pending = null;
    }
  }

  const compare = async () => {
    expect(await ledger.balance(fan.id)).toEqual({ paid: 0, bonus: hearts });
    const { rows } = await database.db.execute<{ hearts: number }>(sql`
      select coalesce(sum(paid_hearts + bonus_hearts), 0)::int as hearts from channel_earnings
       where channel_id = ${channel.id} and source = 'subscription'`);
    expect(rows[0]!.hearts).toBe(earned);
    const live = await liveVersionOf(database.db, fan.id, channel.id, clock);
    expect(live?.productId ?? null).toBe(held?.version.productId ?? null);
    expect(live?.heartsPerMonth ?? null).toBe(held?.version.hearts ?? null);
    const opens = (await subscriptions.activeSubscriptionChannelIds(fan.id, clock)).includes(channel.id);
    expect(opens).toBe(held?.version.includesPaidEpisodes ?? false);
    const mine = await service.mine(fan.id, viewer, channel.id);
    if (held) {
      expect(mine).toMatchObject({
        productId: held.version.productId,
        hearts: held.version.hearts,
        entitled: held.version.includesPaidEpisodes,
        autoRenew: held.renews,
        pending: held.pending ? { productId: held.pending.productId, hearts: held.pending.hearts } : null,
      });
    }
  };

  for (const next of commands) {
    await step(next);
    await compare();
  }
  // Done with this member: later runs' jobs (at later clocks) leave them alone.
  await database.db.execute(
    sql`update channel_subscriptions set status = 'expired', auto_renew = false where user_id = ${fan.id}`,
  );
  const check = await ledger.check();
  expect(check.walletDrift).toEqual([]);
  expect(check.unbalancedTransactions).toEqual([]);
}

describe('tier changes and renewals keep the ledger laws (model)', () => {
  it('matches the model for random sequences', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.tuple(price, fc.boolean()), { minLength: TIERS, maxLength: TIERS }),
        fc.array(command, { minLength: 1, maxLength: 14 }),
        async (wallet, tierPrices, commands) => {
          run += 1;
          // Each run starts later than the one before, so the job never meets an earlier run's
          // subscriptions out of order.
          const start = new Date(Date.UTC(2030 + run * 3, 0, 10, 3, 0, 0));
          await runScenario(start, wallet, tierPrices as [number, boolean][], commands);
        },
      ),
      { numRuns: 25 },
    );
    const conservation = await checkConservation(database.db);
    expect(conservation.problems).toEqual([]);
  }, 300_000);
});
