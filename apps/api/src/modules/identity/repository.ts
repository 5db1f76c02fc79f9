import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { identityBenefits, identityRequests, identityVerifications, users } from '#api/db/schema/index';
import type { UserRow } from '#api/modules/account';
import type { Tx } from '#api/modules/hearts';

export type IdentityRequestRow = typeof identityRequests.$inferSelect;
export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

/** Spent or expired requests are of no use after this; they are swept when new ones arrive. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export function createIdentityRepository(db: Db) {
  return {
    /**
     * Unverifies every member whose verification was made before `cutoff` and turns their adult
     * mode off (the yearly expiry, verification-expiry.ts); answers how many.
     */
    async unverifyBefore(cutoff: Date, now: Date): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        update users u set is_auth = false, adult_mode = false, updated_at = ${now}
          from identity_verifications v
         where v.user_id = u.id and u.is_auth and v.verified_at < ${cutoff}
        returning u.id`);
      return result.rows.length;
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async insertRequest(values: typeof identityRequests.$inferInsert, now: Date): Promise<void> {
      await db
        .delete(identityRequests)
        .where(lt(identityRequests.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
      await db.insert(identityRequests).values(values);
    },

    /** A member's own request, whatever its state: the caller judges it. */
    async requestOfMember(
      id: string,
      userId: number,
      provider: IdentityRequestRow['provider'],
    ): Promise<IdentityRequestRow | null> {
      const [row] = await db
        .select()
        .from(identityRequests)
        .where(
          and(
            eq(identityRequests.id, id),
            eq(identityRequests.userId, userId),
            eq(identityRequests.provider, provider),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The unspent, unexpired PASS request a provider's return leads back to (by state, or its own id). */
    async openPassRequest(ref: { id?: string; providerTxId?: string }, now: Date) {
      const match = ref.id
        ? eq(identityRequests.id, ref.id)
        : ref.providerTxId
          ? eq(identityRequests.providerTxId, ref.providerTxId)
          : null;
      if (!match) return null;
      const [row] = await db
        .select()
        .from(identityRequests)
        .where(
          and(
            match,
            eq(identityRequests.provider, 'pass'),
            isNull(identityRequests.usedAt),
            gt(identityRequests.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends the request a result answers, in one statement: of two uses of one nonce only one
     * gets the row back, and a replay, an expired request, another member's or another
     * session's request gets nothing.
     */
    async spendRequest(
      tx: Tx,
      input: { nonceHash: Buffer; userId: number; sessionId: number; provider: string; now: Date },
    ): Promise<IdentityRequestRow | null> {
      const [row] = await tx
        .update(identityRequests)
        .set({ usedAt: input.now, nonce: null, providerState: null })
        .where(
          and(
            eq(identityRequests.nonceHash, input.nonceHash),
            eq(identityRequests.userId, input.userId),
            eq(identityRequests.sessionId, input.sessionId),
            sql`${identityRequests.provider} = ${input.provider}`,
            isNull(identityRequests.usedAt),
            gt(identityRequests.expiresAt, input.now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The member's verification, locked until the transaction ends. */
    async verificationOf(tx: Tx, userId: number): Promise<IdentityVerificationRow | null> {
      const [row] = await tx
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .for('update');
      return row ?? null;
    },

    async saveVerification(
      tx: Tx,
      values: Omit<typeof identityVerifications.$inferInsert, 'firstVerifiedAt'> & { verifiedAt: Date },
    ): Promise<void> {
      await tx
        .insert(identityVerifications)
        .values({ ...values, firstVerifiedAt: values.verifiedAt })
        .onConflictDoUpdate({
          target: identityVerifications.userId,
          set: {
            provider: values.provider,
            name: values.name,
            birthDate: values.birthDate,
            gender: values.gender,
            ciHash: values.ciHash,
            diHash: values.diHash,
            verifiedAt: values.verifiedAt,
          },
        });
    },

    /**
     * is_auth on, the adult status from the birth year, the sign-up event closed; adult mode
     * stays on only for an adult.
     */
    async markVerified(tx: Tx, userId: number, isAdult: 1 | 2, now: Date): Promise<UserRow | null> {
      const [row] = await tx
        .update(users)
        .set({
          isAuth: true,
          isAdult,
          authEvent: 0,
          adultMode: isAdult === 1 ? sql`${users.adultMode}` : false,
          updatedAt: now,
        })
        .where(and(eq(users.id, userId), ne(users.status, 'exited')))
        .returning();
      return row ?? null;
    },

    /**
     * Claims the person's one benefit. Concurrent claims for one CI serialise on the primary
     * key: the first insert wins, the others find the row and get false.
     */
    async claimBenefit(tx: Tx, ciHash: Buffer, userId: number, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(identityBenefits)
        .values({ ciHash, userId, grantedAt: now })
        .onConflictDoNothing()
        .returning({ userId: identityBenefits.userId });
      return rows.length > 0;
    },

    async benefitHolder(tx: Tx, ciHash: Buffer): Promise<number | null> {
      const [row] = await tx
        .select({ userId: identityBenefits.userId })
        .from(identityBenefits)
        .where(eq(identityBenefits.ciHash, ciHash));
      return row?.userId ?? null;
    },

    async recordBenefitTransaction(tx: Tx, ciHash: Buffer, transactionId: number): Promise<void> {
      await tx.update(identityBenefits).set({ transactionId }).where(eq(identityBenefits.ciHash, ciHash));
    },

    /** Turns adult mode on only for a verified adult, in one conditional statement. */
    async enableAdultMode(userId: number, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ adultMode: true, updatedAt: now })
        .where(
          and(eq(users.id, userId), eq(users.isAuth, true), eq(users.isAdult, 1), ne(users.status, 'exited')),
        )
        .returning();
      return row ?? null;
    },

    async disableAdultMode(userId: number, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ adultMode: false, updatedAt: now })
        .where(and(eq(users.id, userId), ne(users.status, 'exited')))
        .returning();
      return row ?? null;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
