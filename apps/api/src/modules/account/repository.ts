import { accountDetails } from '@sogon/contract/messages/account-details';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isUniqueViolation } from '#api/db/errors';
import { identityVerifications, passwordResets, sessions, users } from '#api/db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createAccountRepository(db: Db) {
  // Every authenticated request runs this: prepared once, so PostgreSQL parses and plans it once
  // per connection and drizzle builds the SQL once per process.
  const sessionByHashQuery = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_hash');

  return {
    /** Inserts a member; null when a live account already holds the same login id. */
    async insertUser(values: NewUser): Promise<UserRow | null> {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async liveUserByLogin(provider: string, uid: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.provider, provider),
            sql`lower(${users.uid}) = lower(${uid})`,
            ne(users.status, 'exited'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async liveUserBySubject(provider: string, subject: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(eq(users.provider, provider), eq(users.providerUserId, subject), ne(users.status, 'exited')),
        )
        .limit(1);
      return row ?? null;
    },

    async exitedSince(identity: Buffer, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.exitedIdentity, identity), gt(users.exitedAt, since)))
        .limit(1);
      return Boolean(row);
    },

    async userById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async updateUser(id: number, values: Partial<NewUser>): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.id, id), ne(users.status, 'exited')))
        .returning();
      return row ?? null;
    },

    /**
     * Points the member's profile at `profileImg` and answers the address it replaced, read under
     * the row's lock in the same statement: of two uploads that finish at once, each learns the
     * image the other one stored, so every replaced file can be deleted. Null when there is no
     * such member or they resigned.
     */
    async swapProfileImage(id: number, profileImg: string): Promise<{ previous: string } | null> {
      const result = await db.execute<{ previous: string }>(sql`
        update ${users} set profile_img = ${profileImg}, updated_at = now()
        from (select id, profile_img from ${users} where id = ${id} for update) as old
        where ${users.id} = old.id and ${users.status} <> 'exited'
        returning old.profile_img as previous`);
      return result.rows[0] ?? null;
    },

    /** Those of `addresses` some member's profile (resigned or not) points at. */
    async profileImagesAmong(addresses: readonly string[]): Promise<Set<string>> {
      if (addresses.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ profileImg: users.profileImg })
        .from(users)
        .where(inArray(users.profileImg, [...addresses]));
      return new Set(rows.map((row) => row.profileImg));
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session behind a token hash with its member, whatever its state; the caller judges it. */
    async sessionByHash(tokenHash: Buffer) {
      const [row] = await sessionByHashQuery.execute({ tokenHash });
      return row ?? null;
    },

    async touchSession(id: number, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, id));
    },

    async revokeSession(tokenHash: Buffer): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revokeAllSessions(userId: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /**
     * Resign: personal data goes, the row (and so every ledger entry pointing at it) stays.
     * Sessions and open reset links end in the same transaction.
     */
    async anonymise(userId: number, identity: Buffer, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            status: 'exited',
            uid: `exited-${userId}`,
            providerUserId: null,
            passwordHash: null,
            username: accountDetails.exitedNickname,
            profileImg: '',
            alarmCheck: 0,
            exitedIdentity: identity,
            exitedAt: new Date(),
            exitReason: reason,
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, userId), ne(users.status, 'exited')))
          .returning({ id: users.id });
        if (!row) return false;
        // Name and birth date go with the account; the benefit's person hash stays (one benefit per person).
        await tx.delete(identityVerifications).where(eq(identityVerifications.userId, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        return true;
      });
    },

    async insertPasswordReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    async livePasswordReset(tokenHash: Buffer, now: Date) {
      const [row] = await db
        .select({ reset: passwordResets, user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
            eq(users.status, 'active'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Spends a reset link and sets the password; false when the link was already spent (a race). */
    async resetPassword(tokenHash: Buffer, userId: number, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
          .returning({ userId: passwordResets.userId });
        if (spent.length === 0) return false;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
