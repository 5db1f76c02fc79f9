import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '#api/adapters/mail/types';
import { payoutAccounts } from '#api/db/schema/index';
import { MAIL_QUEUE, mailJobKey } from '#api/jobs/mail-delivery';
import { openSealed } from '#api/lib/sealed';
import { createLedger } from '#api/modules/hearts';
import { sealAccountNumber } from '#api/modules/settlement';
import { makeChannel, makeUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./settlement-close.ts', import.meta.url));
const SITE = 'https://sogon.example';
/** The server secret the CLI derives the mail jobs' key from, as the server does. */
const HASH_KEY = randomBytes(32);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function closeDue() {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      IDENTITY_HASH_KEY: HASH_KEY.toString('hex'),
      SITE_URL: SITE,
    },
    timeout: 30_000,
  });
  return stdout;
}

const count = async (table: 'settlement_statements' | 'payout_batches') =>
  Number(
    (await database.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n,
  );

/** The mails queued for the server's mail worker, opened with the key every node derives. */
async function queuedMails(): Promise<MailMessage[]> {
  const jobs = await database.db.execute<{ sealed: string }>(
    sql`select data->>'sealed' as sealed from pgboss.job where name = ${MAIL_QUEUE} order by created_on`,
  );
  return jobs.rows.map(
    (job) => JSON.parse(openSealed(mailJobKey(HASH_KEY), Buffer.from(job.sealed, 'base64'))) as MailMessage,
  );
}

describe('npm run settlement:close', () => {
  it('closes last month once and asks its business creator for the tax invoice; a second run closes nothing', async () => {
    const listener = await makeUser(database.db);
    const owner = await makeUser(database.db);
    const channel = await makeChannel(database.db, { ownerUserId: owner.id });
    // A business creator whose bonus hearts earn 1,000 won each, with a payout account: a payout.
    const businessOwner = await makeUser(database.db);
    const business = await makeChannel(database.db, { ownerUserId: businessOwner.id });
    await database.db.execute(
      sql`update channel_contracts set creator_type = 'business', business_number = '1234567890',
            bonus_won_per_heart = 1000 where channel_id = ${business.id}`,
    );
    await database.db.insert(payoutAccounts).values({
      channelId: business.id,
      bankCode: '004',
      ...sealAccountNumber(randomBytes(32), business.id, '99988877766655'),
      holderName: '박사장',
      checkedAt: new Date(),
    });
    const ledger = createLedger(database.db);
    await ledger.transaction(async (tx) => {
      await ledger.credit(tx, {
        userId: listener.id,
        kind: 'grant',
        idempotencyKey: 'cli-close',
        paid: 0,
        bonus: 40,
      });
      for (const tipped of [channel, business]) {
        await ledger.spend(tx, {
          userId: listener.id,
          kind: 'tip',
          idempotencyKey: `cli-close-tip-${tipped.id}`,
          reference: `channel:${tipped.id}`,
          memo: '응원해요',
          hearts: 20,
        });
      }
    });
    // Into the previous Seoul month (a month back is always there, whatever today's date).
    await database.db.execute(
      sql`update channel_earnings set earned_at = date_trunc('month', now() at time zone 'Asia/Seoul')
            at time zone 'Asia/Seoul' - interval '1 day'`,
    );
    const lastMonth = (
      await database.db.execute<{ month: string }>(
        sql`select to_char(now() at time zone 'Asia/Seoul' - interval '1 month', 'YYYY-MM') as month`,
      )
    ).rows[0]!.month;

    const first = await closeDue();
    expect(first).toContain(`[settlement] ${lastMonth} closed: 2 statements, 1 payable`);
    expect(first).toContain(`[settlement] ${lastMonth} tax invoice requests: 1 queued to mail`);
    expect(await count('settlement_statements')).toBe(2);
    // The request waits in the mail queue, sealed, for a server's mail worker to deliver.
    const [year, month] = lastMonth.split('-').map(Number);
    expect(await queuedMails()).toEqual([
      {
        to: businessOwner.uid,
        subject: `[소곤] ${year}년 ${month}월 정산 세금계산서를 발행해 주세요`,
        text: expect.stringContaining(`${SITE}/studio/settlement?tab=statements&channel=${business.id}`),
      },
    ]);

    expect(await closeDue()).toContain('[settlement] nothing to close');
    expect(await count('settlement_statements')).toBe(2);
    expect(await count('payout_batches')).toBe(1);
    expect(await queuedMails()).toHaveLength(1);
  });
});
