import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '#api/modules/hearts/ledger';
import { makeChannel, makeUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./settlement-close.ts', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function closeDue() {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, DATABASE_URL: database.url },
    timeout: 30_000,
  });
  return stdout;
}

const count = async (table: 'settlement_statements' | 'payout_batches') =>
  Number(
    (await database.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n,
  );

describe('npm run settlement:close', () => {
  it('closes last month once: a tip moved into it becomes one statement, a second run closes nothing', async () => {
    const owner = await makeUser(database.db);
    const listener = await makeUser(database.db);
    const channel = await makeChannel(database.db, { ownerUserId: owner.id });
    const ledger = createLedger(database.db);
    await ledger.transaction(async (tx) => {
      await ledger.credit(tx, {
        userId: listener.id,
        kind: 'grant',
        idempotencyKey: 'cli-close',
        paid: 0,
        bonus: 20,
      });
      await ledger.spend(tx, {
        userId: listener.id,
        kind: 'tip',
        idempotencyKey: 'cli-close-tip',
        reference: `channel:${channel.id}`,
        memo: '응원해요',
        hearts: 20,
      });
    });
    // Into the previous Seoul month (a month back is always there, whatever today's date).
    await database.db.execute(
      sql`update channel_earnings set earned_at = date_trunc('month', now() at time zone 'Asia/Seoul')
            at time zone 'Asia/Seoul' - interval '1 day' where channel_id = ${channel.id}`,
    );
    const lastMonth = (
      await database.db.execute<{ month: string }>(
        sql`select to_char(now() at time zone 'Asia/Seoul' - interval '1 month', 'YYYY-MM') as month`,
      )
    ).rows[0]!.month;

    expect(await closeDue()).toContain(`[settlement] ${lastMonth} closed: 1 statements, 0 payable`);
    expect(await count('settlement_statements')).toBe(1);

    expect(await closeDue()).toContain('[settlement] nothing to close');
    expect(await count('settlement_statements')).toBe(1);
    expect(await count('payout_batches')).toBe(1);
  });
});
