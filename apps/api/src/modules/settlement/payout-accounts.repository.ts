import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { identityVerifications, payoutAccounts } from '#api/db/schema/index';

/**
 * A channel's payout account, and the owner's verified identity it is checked against
 * (repository.ts assembles these into the settlement repository).
 */
export function payoutAccountQueries(db: Db) {
  return {
    /** The owner's verified name and birth date (identity verification), if any. */
    verifiedIdentity: async (userId: number) =>
      (
        await db
          .select({ name: identityVerifications.name, birthDate: identityVerifications.birthDate })
          .from(identityVerifications)
          .where(eq(identityVerifications.userId, userId))
      )[0] ?? null,

    /** Registers (or replaces) a channel's payout account. */
    async saveAccount(row: typeof payoutAccounts.$inferInsert) {
      const [saved] = await db
        .insert(payoutAccounts)
        .values(row)
        .onConflictDoUpdate({
          target: payoutAccounts.channelId,
          set: {
            bankCode: row.bankCode,
            accountSealed: row.accountSealed,
            accountMasked: row.accountMasked,
            holderName: row.holderName,
            checkedAt: row.checkedAt,
            updatedAt: row.checkedAt,
          },
        })
        .returning();
      return saved!;
    },

    account: async (channelId: number) =>
      (await db.select().from(payoutAccounts).where(eq(payoutAccounts.channelId, channelId)))[0] ?? null,
  };
}
