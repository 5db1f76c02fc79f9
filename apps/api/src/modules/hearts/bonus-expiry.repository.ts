import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { Tx } from './ledger.ts';

/** The member's bonus grants before the cutoff and every bonus heart that ever left the wallet. */
const bonusSums = (userId: unknown, cutoff: Date) => sql`
  select coalesce(sum(amount) filter (where amount > 0 and created_at < ${cutoff.toISOString()}::timestamptz), 0)::int
           as granted_before,
         coalesce(-sum(amount) filter (where amount < 0), 0)::int as debited
    from ledger_entries
   where user_id = ${userId} and account = 'member_bonus'`;

/** The bonus-heart expiry's reads (bonus-expiry.ts holds the rule). */
export function createBonusExpiryRepository(db: Db) {
  return {
    /** Members with bonus hearts due to expire at the cutoff, by user id after `afterUserId`. */
    async due(cutoff: Date, afterUserId: number, limit: number): Promise<number[]> {
      const result = await db.execute<{ user_id: number }>(sql`
        select w.user_id from heart_wallets w
         cross join lateral (${bonusSums(sql`w.user_id`, cutoff)}) s
         where w.bonus > 0 and w.user_id > ${afterUserId} and s.granted_before > s.debited
         order by w.user_id
         limit ${limit}`);
      return result.rows.map((row) => Number(row.user_id));
    },

    /**
     * Locks the member's wallet row (FOR UPDATE) and then reads the sums, in two statements: the
     * second sees every spend committed before the lock was granted, and no spend can move bonus
     * hearts until the expiry posted in the same transaction commits.
     */
    async lockedAmounts(tx: Tx, userId: number, cutoff: Date) {
      const wallet = await tx.execute<{ bonus: number }>(
        sql`select bonus from heart_wallets where user_id = ${userId} for update`,
      );
      const sums = await tx.execute<{ granted_before: number; debited: number }>(bonusSums(userId, cutoff));
      return {
        balance: Number(wallet.rows[0]?.bonus ?? 0),
        grantedBefore: Number(sums.rows[0]?.granted_before ?? 0),
        debited: Number(sums.rows[0]?.debited ?? 0),
      };
    },
  };
}
