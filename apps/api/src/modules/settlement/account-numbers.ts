import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { openSealed, seal } from '#api/lib/sealed';

/**
 * Payout account numbers at rest (ADR 046): sealed with AES-256-GCM under the payout account key
 * (derived from IDENTITY_HASH_KEY), bound to their channel, next to a masked form for every
 * screen. Only the transfer file opens them.
 */
export interface SealedAccountNumber {
  accountSealed: Buffer;
  /** All digits but the last four as `*`. */
  accountMasked: string;
}

/** The digits with all but the last four hidden (`**********1234`). */
export function maskedDigits(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** What the sealed bytes are bound to: another channel's row cannot be swapped in. */
const contextOf = (channelId: number) => `payout-account:${channelId}`;

export function sealAccountNumber(
  key: Buffer,
  channelId: number,
  accountNumber: string,
): SealedAccountNumber {
  return {
    accountSealed: seal(key, accountNumber, contextOf(channelId)),
    accountMasked: maskedDigits(accountNumber),
  };
}

/** A sealed account number that does not open: never guess, never pay. */
export class AccountNumberUnreadable extends Error {}

/**
 * The number of a channel's sealed account. Throws AccountNumberUnreadable when there is none or
 * it does not open (another server key, bytes changed or moved to another channel's row).
 */
export function openAccountNumber(key: Buffer, channelId: number, sealed: Buffer | null): string {
  if (!sealed) throw new AccountNumberUnreadable(`channel ${channelId}: no sealed payout account number`);
  try {
    return openSealed(key, sealed, contextOf(channelId));
  } catch (error) {
    throw new AccountNumberUnreadable(
      `channel ${channelId}: the payout account number does not open with this server's key (IDENTITY_HASH_KEY changed, or the row was altered)`,
      { cause: error },
    );
  }
}

/**
 * The start-up step of migration 0037: seals every number still kept in plain (accounts and
 * statements from before it) and clears the plain column, in one transaction. Rows are locked
 * and skipped when another server holds them, so servers starting together share the work.
 * Later starts find nothing (a partial index on statements, one row per channel in accounts).
 */
export async function sealPlainAccountNumbers(
  db: Db,
  key: Buffer,
): Promise<{ accounts: number; statements: number }> {
  return db.transaction(async (tx) => {
    const accounts = await tx.execute<{ id: string; plain: string }>(sql`
      select channel_id as id, account_number_plain as plain from payout_accounts
       where account_number_plain is not null for update skip locked`);
    for (const row of accounts.rows) {
      const { accountSealed } = sealAccountNumber(key, Number(row.id), row.plain);
      await tx.execute(sql`
        update payout_accounts set account_sealed = ${accountSealed}, account_number_plain = null
         where channel_id = ${row.id}`);
    }
    const statements = await tx.execute<{ id: string; channelId: string; plain: string }>(sql`
      select id, channel_id as "channelId", account_number_plain as plain from settlement_statements
       where account_number_plain is not null for update skip locked`);
    for (const row of statements.rows) {
      const { accountSealed } = sealAccountNumber(key, Number(row.channelId), row.plain);
      await tx.execute(sql`
        update settlement_statements set account_sealed = ${accountSealed}, account_number_plain = null
         where id = ${row.id}`);
    }
    return { accounts: accounts.rows.length, statements: statements.rows.length };
  });
}
