import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isNotEnoughHearts } from '#api/db/errors';
import {
  heartLots,
  heartWallets,
  type LedgerAccount,
  type LedgerKind,
  ledgerEntries,
  ledgerTransactions,
} from '#api/db/schema/index';

/** A transaction handle: the ledger's writes join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Balance {
  paid: number;
  bonus: number;
}

export interface TransactionKey {
  userId: number;
  kind: LedgerKind;
  idempotencyKey: string;
}

export interface EntryRow {
  account: LedgerAccount;
  userId: number | null;
  amount: number;
}

const WALLET = { paid: heartWallets.paid, bonus: heartWallets.bonus };

export interface SpendRow extends TransactionKey {
  reference: string;
  memo: string;
  hearts: number;
}

export interface SpendResult {
  transactionId: number;
  /** False when the key had been used: nothing moved this time. */
  fresh: boolean;
  balance: Balance;
  fromPaid: number;
  fromBonus: number;
}

/** A row of `ledger_spend(...)`, as node-postgres returns it (bigint already a number). */
export interface SpendResultRow extends Record<string, unknown> {
  transaction_id: number;
  fresh: boolean;
  paid: number;
  bonus: number;
  from_paid: number;
  from_bonus: number;
}

export function spendResult(row: SpendResultRow): SpendResult {
  return {
    transactionId: Number(row.transaction_id),
    fresh: row.fresh,
    balance: { paid: row.paid, bonus: row.bonus },
    fromPaid: row.from_paid,
    fromBonus: row.from_bonus,
  };
}

/** The ledger's rows (ledger_transactions, ledger_entries, heart_wallets); the rules live in ledger.ts. */
export function createLedgerRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** A new transaction row, or null when (member, kind, key) was used before. */
    async openTransaction(
      tx: Tx,
      row: TransactionKey & { reference: string; memo: string },
    ): Promise<number | null> {
      const [opened] = await tx
        .insert(ledgerTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: ledgerTransactions.id });
      return opened?.id ?? null;
    },

    async transactionIdOf(tx: Tx, key: TransactionKey): Promise<number | null> {
      const [row] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.userId, key.userId),
            eq(ledgerTransactions.kind, key.kind),
            eq(ledgerTransactions.idempotencyKey, key.idempotencyKey),
          ),
        );
      return row?.id ?? null;
    },

    async insertEntries(tx: Tx, transactionId: number, rows: readonly EntryRow[]): Promise<void> {
      if (rows.length > 0)
        await tx.insert(ledgerEntries).values(rows.map((row) => ({ ...row, transactionId })));
    },

    /** Inside a transaction pass `tx`: a second pool connection per transaction can starve the pool. */
    async wallet(userId: number, tx?: Tx): Promise<Balance | null> {
      const [row] = await (tx ?? db).select(WALLET).from(heartWallets).where(eq(heartWallets.userId, userId));
      return row ?? null;
    },

    /**
     * Spends hearts in one statement (the `ledger_spend` function of migration 0033: bonus first,
     * the wallet locked before the split, entries written, a used key moving nothing). Runs in the
     * caller's transaction, or on its own as one atomic statement. Too few hearts: null, and the
     * statement (the transaction row too) has rolled back.
     */
    async spend(on: Tx | Db, movement: SpendRow): Promise<SpendResult | null> {
      try {
        const result = await on.execute<SpendResultRow>(
          sql`select * from ledger_spend(${movement.userId}, ${movement.kind}, ${movement.idempotencyKey}, ${movement.reference}, ${movement.memo}, ${movement.hearts})`,
        );
        return spendResult(result.rows[0]!);
      } catch (error) {
        if (isNotEnoughHearts(error)) return null;
        throw error;
      }
    },

    /** A lot of paid hearts and the won paid for them (migration 0035). */
    async openLot(
      tx: Tx,
      lot: { userId: number; transactionId: number; paymentId: number | null; hearts: number; won: number },
    ): Promise<void> {
      await tx.insert(heartLots).values({ ...lot, leftHearts: lot.hearts, leftWon: lot.won });
    },

    /**
     * Takes paid hearts out of a member's lots (`heart_lots_take`): the payment's own lot first
     * when given, then the oldest. Answers their won. The caller holds the wallet's row lock.
     */
    async takeLots(
      tx: Tx,
      take: { userId: number; transactionId: number; hearts: number; paymentId: number | null },
    ): Promise<number> {
      const result = await tx.execute<{ won: string }>(
        sql`select heart_lots_take(${take.userId}, ${take.transactionId}, ${take.hearts}, ${take.paymentId}::bigint) as won`,
      );
      return Number(result.rows[0]!.won);
    },

    /** Puts spend `spend`'s lots and earning back for `reversal` (`earning_reverse`); the hearts it spent. */
    async reverseEarning(tx: Tx, spend: number, reversal: number): Promise<Balance> {
      const result = await tx.execute<{ paid: number; bonus: number }>(
        sql`select paid, bonus from earning_reverse(${spend}, ${reversal})`,
      );
      return result.rows[0]!;
    },

    /** Adds to the wallet, creating it at the first credit. */
    async addToWallet(tx: Tx, userId: number, add: Balance): Promise<Balance> {
      const [row] = await tx
        .insert(heartWallets)
        .values({ userId, paid: add.paid, bonus: add.bonus })
        .onConflictDoUpdate({
          target: heartWallets.userId,
          set: {
            paid: sql`${heartWallets.paid} + ${add.paid}`,
            bonus: sql`${heartWallets.bonus} + ${add.bonus}`,
            updatedAt: new Date(),
          },
        })
        .returning(WALLET);
      return row!;
    },

    /** Subtracts from the wallet in one conditional UPDATE; null when either part would go below zero. */
    async subtractFromWallet(tx: Tx, userId: number, take: Balance): Promise<Balance | null> {
      const [row] = await tx
        .update(heartWallets)
        .set({
          paid: sql`${heartWallets.paid} - ${take.paid}`,
          bonus: sql`${heartWallets.bonus} - ${take.bonus}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(heartWallets.userId, userId),
            sql`${heartWallets.paid} >= ${take.paid} and ${heartWallets.bonus} >= ${take.bonus}`,
          ),
        )
        .returning(WALLET);
      return row ?? null;
    },

    /** A member's movements, newest first, by cursor on the transaction id. */
    history(userId: number, options: { lastId?: number; limit: number }) {
      return db
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
    },

    /** Wallets that disagree with their entries. */
    async walletDrift() {
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
      return wallets.rows.map((row) => ({ ...row, user_id: Number(row.user_id) }));
    },

    /** Transactions whose entries do not sum to zero. */
    async unbalancedTransactions() {
      const unbalanced = await db.execute<{ transaction_id: number; total: number }>(sql`
        select transaction_id, sum(amount)::int as total from ledger_entries
         group by transaction_id having sum(amount) <> 0`);
      return unbalanced.rows.map((row) => ({ ...row, transaction_id: Number(row.transaction_id) }));
    },

    async counts() {
      const [totals] = (
        await db.execute<{ wallets: number; transactions: number; entries: number }>(sql`
          select (select count(*) from heart_wallets)::int as wallets,
                 (select count(*) from ledger_transactions)::int as transactions,
                 (select count(*) from ledger_entries)::int as entries`)
      ).rows;
      return totals!;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
