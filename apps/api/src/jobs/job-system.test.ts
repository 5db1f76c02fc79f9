import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '#api/modules/hearts';
import { closeDueMonths, createSettlementRepository } from '#api/modules/settlement';
import { composeTestApp } from '../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJobSystem, type JobSystem } from './job-system.ts';
import { periodicJobs } from './periodic-jobs.ts';

// The one job system (ADR 028) as two servers see it: both declare the same periodic job, and
// the cluster runs each tick once; a job one process sends, another process works.
let database: TestDatabase;
const systems: JobSystem[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(systems.map((system) => system.stop(5_000)));
  await database.drop();
});

/** A "server": its own job system (and pg-boss instance) on the shared database. */
function server(): JobSystem {
  const system = createJobSystem({ pool: database.db.$client, cronIntervalSeconds: 1 });
  systems.push(system);
  return system;
}

describe('the job system on two servers', () => {
  it('runs a periodic job once per tick for the cluster', async () => {
    const runs: { server: number; minute: number }[] = [];
    const [a, b] = [server(), server()];
    for (const [index, system] of [a, b].entries()) {
      system.periodic({
        name: 'cluster-tick',
        cron: '* * * * *',
        run: async () => {
          runs.push({ server: index, minute: Math.floor(Date.now() / 60_000) });
        },
      });
    }
    await Promise.all([a.start(), b.start()]);
    // pg-boss sends the current minute's tick at once, then nothing until the next minute.
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const minutes = runs.map((run) => run.minute);
    expect(new Set(minutes).size, JSON.stringify(runs)).toBe(minutes.length);
  }, 40_000);

  it('hands a job one process sends to a process that works the queue, once', async () => {
    const worked: number[] = [];
    const [sender, worker] = [server(), server()];
    sender.queue<{ n: number }>({ name: 'handover', options: { retryLimit: 0 } });
    worker.queue<{ n: number }>({
      name: 'handover',
      options: { retryLimit: 0 },
      pollingIntervalSeconds: 0.5,
      handler: async (job) => {
        worked.push(job.data.n);
      },
    });
    await Promise.all([sender.start(), worker.start()]);
    await sender.send('handover', { n: 7 });
    await expect.poll(() => worked, { timeout: 10_000, interval: 200 }).toEqual([7]);
  }, 20_000);

  it('refuses a job declared after the start', async () => {
    const system = server();
    await system.start();
    expect(() => system.periodic({ name: 'late', cron: '* * * * *', run: async () => {} })).toThrow(
      'before the job system starts',
    );
  });
});

describe('the periodic jobs of the cluster', () => {
  it('have unique names and run against the database', async () => {
    const lines: string[] = [];
    const list = periodicJobs({
      db: database.db,
      ledger: createLedger(database.db),
      log: (line) => lines.push(line),
      accessLogRetentionDays: 180,
      // The close itself; its mails are the settlement tests' (monthly-close.ts).
      closeSettlements: async () =>
        (await closeDueMonths(createSettlementRepository(database.db), new Date())).map((outcome) =>
          outcome.outcome === 'closed' ? { ...outcome, invoiceRequests: 0 } : outcome,
        ),
      // Nothing is voided here; the cancels themselves are the payment tests' (payments.test.ts).
      cancelVoidedPayments: async () => ({ cancelled: 0, failed: 0 }),
    });
    expect(new Set(list.map((job) => job.name)).size).toBe(list.length);
    expect(list.map((job) => job.name)).toEqual([
      'rankings-realtime',
      'rankings-top100',
      'voided-payment-cancels',
      'subscription-renewals',
      'bonus-heart-expiry',
      'verification-expiry',
      'partner-rollup',
      'settlement-close',
      'access-log-retention',
    ]);
    for (const job of list) await job.run();
    expect(lines).toEqual([]);
  });

  it('are what the modules declare (ModuleParts.jobs) on the composed application', async () => {
    const app = await composeTestApp(database);
    try {
      const declared = app.periodicJobs();
      const listed = periodicJobs({
        db: database.db,
        ledger: createLedger(database.db),
        log: () => {},
        accessLogRetentionDays: 180,
        closeSettlements: async () => [],
        cancelVoidedPayments: async () => ({ cancelled: 0, failed: 0 }),
        sweepProfileImages: async () => 0,
      });
      const schedule = (jobs: readonly { name: string; cron: string }[]) =>
        jobs.map((job) => `${job.name} ${job.cron}`).sort();
      expect(schedule(declared)).toEqual(schedule(listed));
    } finally {
      await app.close();
    }
  });
});
