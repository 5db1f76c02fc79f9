import type { THeartBalance } from '@sogon/contract/schemas/purchases';
import type { Db } from '#api/db/client';
import type { LedgerKind } from '#api/db/schema/index';
import { AppError } from '#api/http/app-error';
import {
  type Balance,
  createLedgerRepository,
  type EntryRow,
  type LedgerRepository,
  type SpendRow,
  type Tx,
} from './ledger.repository.ts';

export type { Balance, Tx } from './ledger.repository.ts';

/** A balance as the API answers it, with the total a person reads. */
export function withTotal(balance: Balance): THeartBalance {
  return { paid: balance.paid, bonus: balance.bonus, total: balance.paid + balance.bonus };
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

const EMPTY: Balance = { paid: 0, bonus: 0 };

/** Entries of one transaction: zero amounts are left out, and the rest must sum to zero. */
function balancedEntries(transactionId: number, rows: readonly EntryRow[]): EntryRow[] {
  const moving = rows.filter((row) => row.amount !== 0);
  const total = moving.reduce((sum, row) => sum + row.amount, 0);
  if (total !== 0) throw new Error(`unbalanced ledger transaction ${transactionId}: ${total}`);
  return moving;
}

/** A spend as the repository writes it. */
export function spendRow(movement: Movement & { hearts: number }): SpendRow {
  return {
    userId: movement.userId,
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    reference: movement.reference ?? '',
    memo: movement.memo ?? '',
    hearts: movement.hearts,
  };
}

/**
 * The heart ledger (architecture.md "Money is a ledger"): every change of a member's hearts is
 * one transaction of entries summing to zero, written together with the cached wallet in one
 * database transaction. Retries with a used key move nothing. The rows are ledger.repository.ts.
 */
export function createLedger(db: Db) {
  return ledgerOver(createLedgerRepository(db));
}

function ledgerOver(rows: LedgerRepository) {
  /** Opens the transaction, or answers what the earlier use of the key left. */
  async function open(tx: Tx, movement: Movement): Promise<{ id: number } | { repeated: Posted }> {
    const id = await rows.openTransaction(tx, {
      userId: movement.userId,
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      reference: movement.reference ?? '',
      memo: movement.memo ?? '',
    });
    if (id !== null) return { id };
    const earlier = await rows.transactionIdOf(tx, movement);
    if (earlier === null) throw new Error('idempotency key vanished');
    return {
      repeated: {
        transactionId: earlier,
        fresh: false,
        balance: (await rows.wallet(movement.userId, tx)) ?? EMPTY,
      },
    };
  }

  async function post(tx: Tx, transactionId: number, entries: readonly EntryRow[]) {
    await rows.insertEntries(tx, transactionId, balancedEntries(transactionId, entries));
  }

  return {
    /** Inside a transaction pass `tx`: a second pool connection per transaction can starve the pool. */
    balance: async (userId: number, tx?: Tx): Promise<Balance> => (await rows.wallet(userId, tx)) ?? EMPTY,

    /** Runs `work` in one database transaction; ledger calls inside it commit or roll back together. */
    transaction: rows.transaction,

    /**
     * Adds hearts (a charge or a grant). Idempotent per (member, kind, key). Paid hearts open a lot
     * worth `lot.won` (what the member paid for them; 0 when not given), which spends and refunds
     * take from (ADR 043).
     */
    async credit(
      tx: Tx,
      movement: Movement & { paid: number; bonus: number; lot?: { won: number; paymentId: number } },
    ): Promise<Posted> {
      if (movement.paid < 0 || movement.bonus < 0 || movement.paid + movement.bonus === 0) {
        throw new Error('a credit moves a positive number of hearts');
      }
      const opened = await open(tx, movement);
      if ('repeated' in opened) return opened.repeated;
      const balance = await rows.addToWallet(tx, movement.userId, movement);
      if (movement.paid > 0) {
        await rows.openLot(tx, {
          userId: movement.userId,
          transactionId: opened.id,
          paymentId: movement.lot?.paymentId ?? null,
          hearts: movement.paid,
          won: movement.lot?.won ?? 0,
        });
      }
      await post(tx, opened.id, [
        { account: 'member_paid', userId: movement.userId, amount: movement.paid },
        { account: 'issued_paid', userId: null, amount: -movement.paid },
        { account: 'member_bonus', userId: movement.userId, amount: movement.bonus },
        { account: 'issued_bonus', userId: null, amount: -movement.bonus },
      ]);
      return { transactionId: opened.id, fresh: true, balance };
    },

    /**
     * Spends `hearts`, bonus first, in one statement (ledger.repository.ts `spend`): concurrent
     * spends queue on the wallet row and none can take the balance below zero.
     */
    async spend(
      tx: Tx,
      movement: Movement & { hearts: number },
    ): Promise<Posted & { fromPaid: number; fromBonus: number }> {
      if (!Number.isInteger(movement.hearts) || movement.hearts <= 0)
        throw new Error('spend a positive amount');
      const spent = await rows.spend(tx, spendRow(movement));
      if (!spent) throw new AppError('ERROR_HEART_NOT_ENOUGH');
      return spent;
    },

    /**
     * Takes unused hearts back out of a member's wallet: paid hearts returned as money (refund),
     * hearts of a payment the gateway took back (charged_back), bonus hearts that ran out
     * (expiry) or that an operator took back (to issued_bonus, as if never granted). Refuses to go below zero. Paid hearts leave the lots, `paymentId`'s first.
     */
    async withdraw(
      tx: Tx,
      movement: Movement & {
        paid: number;
        bonus: number;
        to: 'refunded' | 'expired' | 'issued_bonus' | 'charged_back';
        paymentId?: number;
      },
    ): Promise<Posted> {
      const opened = await open(tx, movement);
      if ('repeated' in opened) return opened.repeated;
      const balance = await rows.subtractFromWallet(tx, movement.userId, movement);
      if (!balance) throw new AppError('ERROR_HEART_NOT_ENOUGH');
      if (movement.paid > 0) {
        await rows.takeLots(tx, {
          userId: movement.userId,
          transactionId: opened.id,
          hearts: movement.paid,
          paymentId: movement.paymentId ?? null,
        });
      }
      await post(tx, opened.id, [
        { account: 'member_paid', userId: movement.userId, amount: -movement.paid },
        { account: 'member_bonus', userId: movement.userId, amount: -movement.bonus },
        { account: movement.to, userId: null, amount: movement.paid + movement.bonus },
      ]);
      return { transactionId: opened.id, fresh: true, balance };
    },

    /**
     * Cancels spend `spendTransactionId` (a purchase or a tip): the same paid and bonus hearts
     * go back to the wallet, the paid ones into the lots they came from, and the channel's
     * earning is undone by a negative one dated now. Once per spend (the key is the spend's id).
     */
    async reverse(
      tx: Tx,
      movement: { userId: number; spendTransactionId: number; memo: string },
    ): Promise<Posted> {
      const opened = await open(tx, {
        userId: movement.userId,
        kind: 'reversal',
        idempotencyKey: `reversal:${movement.spendTransactionId}`,
        reference: `transaction:${movement.spendTransactionId}`,
        memo: movement.memo,
      });
      if ('repeated' in opened) return opened.repeated;
      // The wallet row first: a member's lots change under its lock.
      await rows.addToWallet(tx, movement.userId, { paid: 0, bonus: 0 });
      const back = await rows.reverseEarning(tx, movement.spendTransactionId, opened.id);
      const balance = await rows.addToWallet(tx, movement.userId, back);
      await post(tx, opened.id, [
        { account: 'member_paid', userId: movement.userId, amount: back.paid },
        { account: 'member_bonus', userId: movement.userId, amount: back.bonus },
        { account: 'sales', userId: null, amount: -(back.paid + back.bonus) },
      ]);
      return { transactionId: opened.id, fresh: true, balance };
    },

    /** A member's movements, newest first, by cursor on the transaction id. */
    history: rows.history,

    /**
     * Recomputes every balance from the entries. Drift lists wallets that disagree with their
     * entries and transactions whose entries do not sum to zero; both must be empty.
     */
    async check() {
      return {
        walletDrift: await rows.walletDrift(),
        unbalancedTransactions: await rows.unbalancedTransactions(),
        counted: await rows.counts(),
      };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
