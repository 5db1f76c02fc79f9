import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channelContracts, channels, operators, opsAudit } from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';

/**
 * A channel's terms (its contract), with the console's last change of them (repository.ts
 * assembles these into the settlement repository).
 */
export function contractQueries(db: Db) {
  return {
    /** A channel's terms with its name, for the console. */
    contractOfChannel: async (channelId: number) =>
      (
        await db
          .select({ contract: channelContracts, channelName: channels.name })
          .from(channelContracts)
          .innerJoin(channels, eq(channels.id, channelContracts.channelId))
          .where(eq(channelContracts.channelId, channelId))
      )[0] ?? null,

    /** The latest console change of a channel's terms (its audit row), with the operator's e-mail. */
    lastContractChange: async (channelId: number) =>
      (
        await db
          .select({ at: opsAudit.at, operator: operators.email, reason: opsAudit.reason })
          .from(opsAudit)
          .innerJoin(operators, eq(operators.id, opsAudit.operatorId))
          .where(and(eq(opsAudit.target, `channel:${channelId}`), eq(opsAudit.action, 'channel.contract')))
          .orderBy(desc(opsAudit.id))
          .limit(1)
      )[0] ?? null,

    async updateContract(
      tx: Tx,
      channelId: number,
      terms: Pick<
        typeof channelContracts.$inferInsert,
        'shareBp' | 'bonusWonPerHeart' | 'creatorType' | 'minimumPayout' | 'businessNumber'
      > &
        Partial<Pick<typeof channelContracts.$inferInsert, 'freeUnlockWon'>>,
      at: Date,
    ) {
      const [row] = await tx
        .update(channelContracts)
        .set({ ...terms, updatedAt: at })
        .where(eq(channelContracts.channelId, channelId))
        .returning();
      return row ?? null;
    },

    /** The terms, locked for a change in the caller's transaction. */
    lockContract: async (tx: Tx, channelId: number) =>
      (
        await tx
          .select()
          .from(channelContracts)
          .where(eq(channelContracts.channelId, channelId))
          .for('update')
      )[0] ?? null,

    contract: async (channelId: number) =>
      (await db.select().from(channelContracts).where(eq(channelContracts.channelId, channelId)))[0] ?? null,
  };
}
