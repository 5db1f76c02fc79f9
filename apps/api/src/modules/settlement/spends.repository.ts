import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channelEarnings, galleryPurchases, ledgerTransactions, purchases } from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';

/**
 * What cancelling a spend reads and drops: the ledger transaction, the hearts its reversal gave
 * back, and what it unlocked (repository.ts assembles these into the settlement repository).
 */
export function spendQueries(db: Db) {
  return {
    /** A ledger transaction's member and kind. */
    ledgerTransaction: async (id: number) =>
      (
        await db
          .select({
            id: ledgerTransactions.id,
            userId: ledgerTransactions.userId,
            kind: ledgerTransactions.kind,
          })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, id))
      )[0] ?? null,

    /** The hearts a reversal gave back (its negative earning). */
    async reversalOf(tx: Tx, reversalId: number): Promise<{ paid: number; bonus: number }> {
      const [row] = await tx
        .select({ paid: channelEarnings.paidHearts, bonus: channelEarnings.bonusHearts })
        .from(channelEarnings)
        .where(eq(channelEarnings.transactionId, reversalId));
      return { paid: -(row?.paid ?? 0), bonus: -(row?.bonus ?? 0) };
    },

    /** What a spend unlocked (episodes, a bundle, a gallery picture) is no longer owned. */
    async dropEntitlements(tx: Tx, transactionId: number): Promise<number> {
      const episodes = await tx
        .delete(purchases)
        .where(eq(purchases.transactionId, transactionId))
        .returning({ id: purchases.id });
      const pictures = await tx
        .delete(galleryPurchases)
        .where(eq(galleryPurchases.transactionId, transactionId))
        .returning({ itemId: galleryPurchases.itemId });
      return episodes.length + pictures.length;
    },
  };
}
