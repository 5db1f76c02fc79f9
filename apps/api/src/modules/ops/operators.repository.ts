import type { TOpsAuditAction } from '@sogon/contract/ops-audit';
import type { TOpsAuditEntry, TOpsRole } from '@sogon/contract/schemas/ops';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { escapeLike } from '#api/db/like';
import { operatorSessions, operators, opsAudit } from '#api/db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OperatorRow = typeof operators.$inferSelect;

/** One row of the audit log: who did what to which target, why, and the values before and after. */
export interface AuditInput {
  operatorId: number;
  action: TOpsAuditAction;
  target: string;
  reason: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes an audit row inside the caller's transaction, so a change and its record commit
 * together. The table takes inserts only (migration 0021).
 */
export async function insertAudit(tx: Tx, entry: AuditInput): Promise<void> {
  await tx.insert(opsAudit).values(entry);
}

/** Operators, their sessions and second-factor steps, and the audit log they write. */
export function createOperatorRepository(db: Db) {
  return {
    async operatorByEmail(email: string): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email));
      return row ?? null;
    },

    /** Takes a TOTP step if it is later than the last one taken: a code works once. */
    async acceptTotpStep(operatorId: number, step: number): Promise<boolean> {
      const taken = await db
        .update(operators)
        .set({ lastTotpStep: step })
        .where(and(eq(operators.id, operatorId), sql`${operators.lastTotpStep} < ${step}`))
        .returning({ id: operators.id });
      return taken.length === 1;
    },

    async insertSession(row: { operatorId: number; tokenHash: Buffer; expiresAt: Date; ip: string }) {
      await db.insert(operatorSessions).values(row);
    },

    /** A live session and its operator (not revoked, not expired, operator not disabled). */
    async sessionByHash(tokenHash: Buffer, at: Date) {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, at),
            isNull(operators.disabledAt),
          ),
        );
      return row ?? null;
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.id, id));
    },

    async revokeSession(tokenHash: Buffer, at: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    },

    /** Every operator with their last sign-in, the active ones first. */
    async listOperators(): Promise<(OperatorRow & { lastSignInAt: Date | null })[]> {
      const rows = await db
        .select({
          operator: operators,
          lastSignInAt: sql<Date | null>`(select max(s.created_at) from operator_sessions s where s.operator_id = ${operators.id})`,
        })
        .from(operators)
        .orderBy(sql`${operators.disabledAt} is not null`, operators.id);
      return rows.map((row) => ({
        ...row.operator,
        lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt),
      }));
    },

    /**
     * Inserts an operator and runs `after` (its audit row) in the same transaction; null when the
     * e-mail has an operator already.
     */
    async insertOperatorAnd(
      row: { email: string; name: string; role: TOpsRole; passwordHash: string; totpSecret: Buffer },
      after: (tx: Tx, created: OperatorRow) => Promise<void>,
    ): Promise<OperatorRow | null> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(operators).values(row).onConflictDoNothing().returning();
        if (!created) return null;
        await after(tx, created);
        return created;
      });
    },

    /**
     * Changes an operator's role or standing with `after` (its audit row) in one transaction;
     * disabling ends their sessions. 'last-operator' when the change would leave no active
     * operator of role `operator` (someone must be able to manage the console).
     */
    async changeOperator(
      id: number,
      change: { role?: TOpsRole | undefined; disabled?: boolean | undefined },
      at: Date,
      after: (tx: Tx, before: OperatorRow, updated: OperatorRow) => Promise<void>,
    ): Promise<OperatorRow | 'missing' | 'unchanged' | 'last-operator'> {
      return db.transaction(async (tx) => {
        // Every active operator row locked: two changes at once cannot both remove "the last one".
        const active = await tx
          .select()
          .from(operators)
          .where(and(isNull(operators.disabledAt), eq(operators.role, 'operator')))
          .orderBy(operators.id)
          .for('update');
        const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
        if (!before) return 'missing';
        const role = change.role ?? before.role;
        const disabledAt =
          change.disabled === undefined
            ? before.disabledAt
            : change.disabled
              ? (before.disabledAt ?? at)
              : null;
        if (role === before.role && disabledAt === before.disabledAt) return 'unchanged';
        const stillOperator = role === 'operator' && disabledAt === null;
        if (!stillOperator && active.length === 1 && active[0]!.id === id) return 'last-operator';
        const [updated] = await tx
          .update(operators)
          .set({ role, disabledAt })
          .where(eq(operators.id, id))
          .returning();
        if (disabledAt !== null) {
          await tx
            .update(operatorSessions)
            .set({ revokedAt: at })
            .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.revokedAt)));
        }
        await after(tx, before, updated!);
        return updated!;
      });
    },

    /** An audit row of its own, for what happened without a change to go with (a lockout). */
    auditAlone(entry: AuditInput): Promise<void> {
      return db.transaction((tx) => insertAudit(tx, entry));
    },

    async auditEntries(query: { q: string; limit: number }): Promise<TOpsAuditEntry[]> {
      const like = `%${escapeLike(query.q)}%`;
      const rows = await db
        .select({ entry: opsAudit, operatorEmail: operators.email })
        .from(opsAudit)
        .innerJoin(operators, eq(operators.id, opsAudit.operatorId))
        .where(
          query.q
            ? or(ilike(opsAudit.action, like), eq(opsAudit.target, query.q), ilike(operators.email, like))
            : undefined,
        )
        .orderBy(desc(opsAudit.id))
        .limit(query.limit);
      return rows.map(({ entry, operatorEmail }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        operatorEmail,
        action: entry.action,
        target: entry.target,
        reason: entry.reason,
        before: (entry.before as Record<string, unknown> | null) ?? null,
        after: (entry.after as Record<string, unknown> | null) ?? null,
      }));
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
