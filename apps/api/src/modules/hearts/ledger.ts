import type { THeartBalance } from '@sogon/contract/schemas/purchases';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  heartWallets,
  type LedgerAccount,
  type LedgerKind,
  ledgerEntries,
  ledgerTransactions,
} from '#api/db/schema/index';
import { AppError } from '#api/http/app-error';

/** A transaction handle: the ledger's writes join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A balance as the API answers it, with the total a person reads. */
export function withTotal(balance: Balance): THeartBalance {
  return { paid: balance.paid, bonus: balance.bonus, total: balance.paid + balance.bonus };
}

export interface Balance {
  paid: number;
  bonus: number;
}

export interface Movement {
  userId: number;
  kind: LedgerKind;
  /** Retrying with the same key (per member and kind) moves nothing a second time. */
  idempotencyKey: string;
  reference?: string;
  memo?: string;
}

export interface Posted {
  transactionId: number;
  /** False when the key had already been used: nothing moved this time. */
  fresh: boolean;
  balance: Balance;
}

/**
 * The heart ledger (architecture.md "Money is a ledger"): every change of a member's hearts is
 * one transaction of entries summing to zero, written together with the cached wallet in one
 * database transaction. Spend order: bonus hearts first (they can expire, paid ones cannot),
 * then paid hearts.
 */
export function createLedger(db: Db) {
  async function openTransaction(tx: Tx, movement: Movement): Promise<number | null> {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: movement.kind,
        userId: movement.userId,
        idempotencyKey: movement.idempotencyKey,
        reference: movement.reference ?? '',
        memo: movement.memo ?? '',
      })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    return row?.id ?? null;
  }

  async function existing(tx: Tx | Db, movement: Movement): Promise<number> {
    const [row] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, movement.userId),
          eq(ledgerTransactions.kind, movement.kind),
          eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey),
        ),
      );
    if (!row) throw new Error('idempotency key vanished');
    return row.id;
  }

  async function entries(
    tx: Tx,
    transactionId: number,
    rows: { account: LedgerAccount; userId: number | null; amount: number }[],
  ) {
    const moving = rows.filter((row) => row.amount !== 0);
    const total = moving.reduce((sum, row) => sum + row.amount, 0);
    if (total !== 0) throw new Error(`unbalanced ledger transaction ${transactionId}: ${total}`);
    if (moving.length > 0) {
      await tx.insert(ledgerEntries).values(moving.map((row) => ({ ...row, transactionId })));
    }
  }

  async function balanceIn(tx: Tx | Db, userId: number): Promise<Balance> {
    const [row] = await tx
      .select({ paid: heartWallets.paid, bonus: heartWallets.bonus })
      .from(heartWallets)
      .where(eq(heartWallets.userId, userId));
    return row ?? { paid: 0, bonus: 0 };
  }

  return {
    /** Inside a transaction pass `tx`: a second pool connection per transaction can starve the pool. */
    balance: (userId: number, tx: Tx | Db = db) => balanceIn(tx, userId),

    /** Runs `work` in one database transaction; ledger calls inside it commit or roll back together. */
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Adds hearts (a charge or a grant). Idempotent per (member, kind, key). */
    async credit(tx: Tx, movement: Movement & { paid: number; bonus: number }): Promise<Posted> {
      if (movement.paid < 0 || movement.bonus < 0 || movement.paid + movement.bonus === 0) {
        throw new Error('a credit moves a positive number of hearts');
      }
      const transactionId = await openTransaction(tx, movement);
      if (transactionId === null) {
        return {
          transactionId: await existing(tx, movement),
          fresh: false,
          balance: await balanceIn(tx, movement.userId),
        };
      }
      const [wallet] = await tx
        .insert(heartWallets)
        .values({ userId: movement.userId, paid: movement.paid, bonus: movement.bonus })
        .onConflictDoUpdate({
          target: heartWallets.userId,
          set: {
            paid: sql`${heartWallets.paid} + ${movement.paid}`,
            bonus: sql`${heartWallets.bonus} + ${movement.bonus}`,
            updatedAt: new Date(),
          },
        })
        .returning({ paid: heartWallets.paid, bonus: heartWallets.bonus });
      await entries(tx, transactionId, [
        { account: 'member_paid', userId: movement.userId, amount: movement.paid },
        { account: 'issued_paid', userId: null, amount: -movement.paid },
        { account: 'member_bonus', userId: movement.userId, amount: movement.bonus },
        { account: 'issued_bonus', userId: null, amount: -movement.bonus },
      ]);
      return { transactionId, fresh: true, balance: wallet! };
    },

    /**
     * Spends `hearts`, bonus first. The wallet row is changed by one conditional UPDATE, so
     * concurrent spends serialise on it and none can take the balance below zero.
     */
    async spend(
      tx: Tx,
      movement: Movement & { hearts: number },
    ): Promise<Posted & { fromPaid: number; fromBonus: number }> {
      if (!Number.isInteger(movement.hearts) || movement.hearts <= 0)
        throw new Error('spend a positive amount');
      const transactionId = await openTransaction(tx, movement);
      if (transactionId === null) {
        const id = await existing(tx, movement);
        return {
          transactionId: id,
          fresh: false,
          fromPaid: 0,
          fromBonus: 0,
          balance: await balanceIn(tx, movement.userId),
        };
      }
      // Lock first, then split on what the lock returned: a split computed inside one UPDATE
      // read a stale bonus when another transaction had changed the wallet meanwhile.
      const [locked] = await tx
        .select({ paid: heartWallets.paid, bonus: heartWallets.bonus })
        .from(heartWallets)
        .where(eq(heartWallets.userId, movement.userId))
        .for('update');
      if (!locked || locked.paid + locked.bonus < movement.hearts)
        throw new AppError('ERROR_HEART_NOT_ENOUGH');
      const fromBonus = Math.min(locked.bonus, movement.hearts);
      const fromPaid = movement.hearts - fromBonus;
      const [row] = await tx
        .update(heartWallets)
        .set({ paid: locked.paid - fromPaid, bonus: locked.bonus - fromBonus, updatedAt: new Date() })
        .where(eq(heartWallets.userId, movement.userId))
        .returning({ paid: heartWallets.paid, bonus: heartWallets.bonus });
      await entries(tx, transactionId, [
        { account: 'member_bonus', userId: movement.userId, amount: -fromBonus },
        { account: 'member_paid', userId: movement.userId, amount: -fromPaid },
        { account: 'sales', userId: null, amount: movement.hearts },
      ]);
      return {
        transactionId,
        fresh: true,
        fromPaid,
        fromBonus,
        balance: row!,
      };
    },

    /**
     * Takes unused hearts back out of a member's wallet: paid hearts returned as money (refund),
     * bonus hearts that ran out (expiry) or that an operator took back (to issued_bonus, as if
     * never granted). Refuses to go below zero.
     */
    async withdraw(
      tx: Tx,
      movement: Movement & { paid: number; bonus: number; to: 'refunded' | 'expired' | 'issued_bonus' },
    ): Promise<Posted> {
      const transactionId = await openTransaction(tx, movement);
      if (transactionId === null) {
        return {
          transactionId: await existing(tx, movement),
          fresh: false,
          balance: await balanceIn(tx, movement.userId),
        };
      }
      const [wallet] = await tx
        .update(heartWallets)
        .set({
          paid: sql`${heartWallets.paid} - ${movement.paid}`,
          bonus: sql`${heartWallets.bonus} - ${movement.bonus}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(heartWallets.userId, movement.userId),
            sql`${heartWallets.paid} >= ${movement.paid} and ${heartWallets.bonus} >= ${movement.bonus}`,
          ),
        )
        .returning({ paid: heartWallets.paid, bonus: heartWallets.bonus });
      if (!wallet) throw new AppError('ERROR_HEART_NOT_ENOUGH');
      await entries(tx, transactionId, [
        { account: 'member_paid', userId: movement.userId, amount: -movement.paid },
        { account: 'member_bonus', userId: movement.userId, amount: -movement.bonus },
        { account: movement.to, userId: null, amount: movement.paid + movement.bonus },
      ]);
      return { transactionId, fresh: true, balance: wallet };
    },

    /** A member's movements, newest first, by cursor on the transaction id. */
    async history(userId: number, options: { lastId?: number; limit: number }) {
      const rows = await db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          memo: ledgerTransactions.memo,
          createdAt: ledgerTransactions.createdAt,
          paid: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'member_paid'), 0)::int`,
          bonus: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'member_bonus'), 0)::int`,
        })
        .from(ledgerTransactions)
        .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(
          and(
            eq(ledgerTransactions.userId, userId),
            options.lastId ? lt(ledgerTransactions.id, options.lastId) : undefined,
          ),
        )
        .groupBy(ledgerTransactions.id)
        .orderBy(desc(ledgerTransactions.id))
        .limit(options.limit);
      return rows;
    },

    /**
     * Recomputes every balance from the entries. Drift lists wallets that disagree with their
     * entries and transactions whose entries do not sum to zero; both must be empty.
     */
    async check() {
      const wallets = await db.execute<{
        user_id: number;
        paid: number;
        bonus: number;
        ledger_paid: number;
        ledger_bonus: number;
      }>(sql`
        with sums as (
          select user_id,
                 coalesce(sum(amount) filter (where account = 'member_paid'), 0)::int as ledger_paid,
                 coalesce(sum(amount) filter (where account = 'member_bonus'), 0)::int as ledger_bonus
            from ledger_entries where user_id is not null group by user_id)
        select coalesce(w.user_id, s.user_id) as user_id, coalesce(w.paid, 0) as paid, coalesce(w.bonus, 0) as bonus,
               coalesce(s.ledger_paid, 0) as ledger_paid, coalesce(s.ledger_bonus, 0) as ledger_bonus
          from heart_wallets w full join sums s on s.user_id = w.user_id
         where coalesce(w.paid, 0) <> coalesce(s.ledger_paid, 0) or coalesce(w.bonus, 0) <> coalesce(s.ledger_bonus, 0)`);
      const unbalanced = await db.execute<{ transaction_id: number; total: number }>(sql`
        select transaction_id, sum(amount)::int as total from ledger_entries
         group by transaction_id having sum(amount) <> 0`);
      const [totals] = (
        await db.execute<{ wallets: number; transactions: number; entries: number }>(sql`
          select (select count(*) from heart_wallets)::int as wallets,
                 (select count(*) from ledger_transactions)::int as transactions,
                 (select count(*) from ledger_entries)::int as entries`)
      ).rows;
      return {
        walletDrift: wallets.rows.map((row) => ({ ...row, user_id: Number(row.user_id) })),
        unbalancedTransactions: unbalanced.rows.map((row) => ({
          ...row,
          transaction_id: Number(row.transaction_id),
        })),
        counted: totals!,
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
