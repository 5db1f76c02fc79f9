import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { oauthStates } from '#api/db/schema/index';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

/** Rows this far past their expiry are of no use even for a late look at a failed login. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export function createSnsLoginRepository(db: Db) {
  return {
    /** Stores an authorize redirect in flight, clearing long-dead ones so the table stays small. */
    async insertState(values: typeof oauthStates.$inferInsert, now: Date): Promise<void> {
      await db
        .delete(oauthStates)
        .where(lt(oauthStates.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
      await db.insert(oauthStates).values(values);
    },

    /**
     * Spends a state in one statement: of two requests racing with the same state only one gets
     * the row back, and a replay, an expired state or another provider's state get nothing.
     */
    async consumeState(stateHash: Buffer, provider: string, now: Date): Promise<OAuthStateRow | null> {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(oauthStates.stateHash, stateHash),
            eq(oauthStates.provider, provider),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type SnsLoginRepository = ReturnType<typeof createSnsLoginRepository>;
