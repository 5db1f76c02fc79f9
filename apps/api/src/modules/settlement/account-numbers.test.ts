// Migration 0037 on a database with payout accounts and statements of before it: the plain
// numbers are masked by the SQL, then sealed by the start-up step, and the plain column emptied.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type Database } from '#api/db/client';
import { MIGRATIONS_DIR, runMigrations } from '#api/db/migrate';
import { adminQuery, databaseUrl } from '../../../test/database-server.ts';
import {
  AccountNumberUnreadable,
  maskedDigits,
  openAccountNumber,
  sealPlainAccountNumbers,
} from './account-numbers.ts';

/** The migrations folder as it was before `tag`: the files, and a journal that stops there. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sogon-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('payout account numbers sealed at rest (migration 0037)', () => {
  const { adminUrl } = inject('testDatabase');
  const name = `sogon_test_seal_${randomBytes(6).toString('hex')}`;
  let database: Database | null = null;
  let before = '';

  afterAll(async () => {
    await database?.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('masks in SQL, seals at start-up, and keeps no number in clear', async () => {
    expect(maskedDigits('110-123-456789')).toBe('********6789');
    await adminQuery(adminUrl, `create database ${name}`);
    database = connectDatabase(databaseUrl(adminUrl, name), { max: 2 });
    const { pool, db } = database;
    before = await migrationsBefore('0037_sealed_payout_accounts');
    await migrate(db, { migrationsFolder: before });

    // A channel with an account and a closed month's statement, one without (carried).
    const channels = await pool.query<{ id: string }>(
      `insert into channels (name) values ('새벽비'), ('빗소리') returning id`,
    );
    const [withAccount, without] = channels.rows.map((row) => Number(row.id));
    await pool.query(
      `insert into payout_accounts (channel_id, bank_code, account_number, holder_name, checked_at)
       values ($1, '088', '110123456789', '김소곤', now())`,
      [withAccount],
    );
    const batch = await pool.query<{ id: string }>(
      `insert into payout_batches (month) values ('2026-01-01') returning id`,
    );
    for (const [channel, number, status] of [
      [withAccount, '110123456789', 'payable'],
      [without, '', 'carried'],
    ] as const) {
      await pool.query(
        `insert into settlement_statements (channel_id, month, batch_id, paid_hearts, bonus_hearts, paid_won,
           bonus_won, vat_won, share_bp, creator_won, carried_in, payable_won, income_tax, local_tax, vat_added,
           net_won, carried_out, creator_type, status, bank_code, account_number, holder_name)
         values ($1, '2026-01-01', $2, 0, 0, 0, 0, 0, 7000, 0, 0, 0, 0, 0, 0, 0, 0, 'individual', $3, $4, $5, $6)`,
        [channel, batch.rows[0]!.id, status, number ? '088' : '', number, number ? '김소곤' : ''],
      );
    }

    await runMigrations(db);
    const raw = async () => ({
      accounts: (
        await pool.query(
          'select channel_id, account_number_plain as plain, account_masked as masked, account_sealed as sealed from payout_accounts',
        )
      ).rows,
      statements: (
        await pool.query(
          'select channel_id, account_number_plain as plain, account_masked as masked, account_sealed as sealed from settlement_statements order by channel_id',
        )
      ).rows,
    });
    // The SQL alone: masked for lists, the number still plain until a server with the key starts.
    expect(await raw()).toMatchObject({
      accounts: [{ plain: '110123456789', masked: '********6789', sealed: null }],
      statements: [
        { plain: '110123456789', masked: '********6789', sealed: null },
        { plain: null, masked: '', sealed: null },
      ],
    });

    const key = randomBytes(32);
    expect(await sealPlainAccountNumbers(db, key)).toEqual({ accounts: 1, statements: 1 });
    // A second start (or a second server) finds nothing to do.
    expect(await sealPlainAccountNumbers(db, key)).toEqual({ accounts: 0, statements: 0 });
    const after = await raw();
    for (const row of [after.accounts[0], after.statements[0]]) {
      expect(row.plain).toBeNull();
      expect(row.masked).toBe('********6789');
      expect(Buffer.isBuffer(row.sealed)).toBe(true);
      expect((row.sealed as Buffer).includes(Buffer.from('123456789'))).toBe(false);
      expect(openAccountNumber(key, withAccount!, row.sealed)).toBe('110123456789');
      expect(() => openAccountNumber(randomBytes(32), withAccount!, row.sealed)).toThrow(
        AccountNumberUnreadable,
      );
      expect(() => openAccountNumber(key, without!, row.sealed)).toThrow(AccountNumberUnreadable);
    }
    expect(after.statements[1]).toMatchObject({ plain: null, sealed: null, masked: '' });
    // Not a single clear copy left anywhere in the two tables.
    const clear = await pool.query(
      `select 1 from payout_accounts a where a::text like '%123456789%'
       union all select 1 from settlement_statements s where s::text like '%123456789%'`,
    );
    expect(clear.rowCount).toBe(0);
  });
});
