import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  heartProducts,
  heartWallets,
  type OfferKind,
  type PayMethod,
  paymentRefunds,
  payments,
  users,
} from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';
import type { PaymentHistoryStats } from './rules.ts';

export type ProductRow = typeof heartProducts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Statuses that mean the gateway took the money at some point. */
const APPROVED = sql`${payments.status} in ('paid', 'refunded') and ${payments.refundedAmount} < ${payments.amount}`;

export function createPaymentRepository(db: Db) {
  return {
    /** Packages on sale in the given offers: specials first, then by sort order. */
    activeProducts(offers: OfferKind[]): Promise<ProductRow[]> {
      return db
        .select()
        .from(heartProducts)
        .where(and(eq(heartProducts.active, true), inArray(heartProducts.offer, offers)))
        .orderBy(sql`${heartProducts.offer} = 'normal'`, asc(heartProducts.sort), asc(heartProducts.id));
    },

    async activeProduct(id: number): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(heartProducts)
        .where(and(eq(heartProducts.id, id), eq(heartProducts.active, true)));
      return row ?? null;
    },

    /** What the payment status rules read: approved payments, the last one, recent KRW. */
    async historyStats(userId: number, since: Date, tx: Tx | Db = db): Promise<PaymentHistoryStats> {
      const [row] = await tx
        .select({
          completed: sql<number>`count(*) filter (where ${APPROVED})::int`,
          lastPaidAt: sql<string | null>`max(${payments.paidAt}) filter (where ${APPROVED})`,
          recentAmount: sql<number>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}) filter (where ${APPROVED} and ${payments.paidAt} >= ${since.toISOString()}), 0)::int`,
        })
        .from(payments)
        .where(eq(payments.userId, userId));
      return {
        completed: Number(row?.completed ?? 0),
        lastPaidAt: row?.lastPaidAt ? new Date(row.lastPaidAt) : null,
        recentAmount: Number(row?.recentAmount ?? 0),
      };
    },

    async insertOrder(values: {
      userId: number;
      product: ProductRow;
      orderNo: string;
      payMethod: PayMethod;
      sandbox: boolean;
      at: Date;
    }): Promise<PaymentRow> {
      const [row] = await db
        .insert(payments)
        .values({
          userId: values.userId,
          productId: values.product.id,
          productName: values.product.name,
          orderNo: values.orderNo,
          amount: values.product.price,
          hearts: values.product.hearts,
          bonus: values.product.bonus,
          offer: values.product.offer,
          payMethod: values.payMethod,
          sandbox: values.sandbox,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .returning();
      return row!;
    },

    async byOrderNo(orderNo: string, tx: Tx | Db = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.orderNo, orderNo));
      return row ?? null;
    },

    async ofMember(userId: number, id: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row ?? null;
    },

    async ofMemberByOrderNo(userId: number, orderNo: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderNo, orderNo), eq(payments.userId, userId)));
      return row ?? null;
    },

    /**
     * The one conditional write that records an order's verified approval: paid (its hearts are
     * credited in the same transaction), or voided (the gateway took the money for an offer the
     * member no longer has; nothing is credited). Concurrent notifications serialise on the row:
     * the second finds the gateway's transaction recorded and changes nothing. A verified
     * approval also wins over a failure the browser reported first.
     */
    async markApproved(
      tx: Tx,
      outcome: 'paid' | 'voided',
      values: { id: number; transactionId: string; payMethod: PayMethod; telecomCd: string; at: Date },
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({
          status: outcome,
          gatewayTxId: values.transactionId,
          payMethod: values.payMethod,
          telecomCd: values.telecomCd,
          resultCode: '',
          ...(outcome === 'paid' ? { paidAt: values.at } : { voidedAt: values.at }),
          updatedAt: values.at,
        })
        .where(
          and(
            eq(payments.id, values.id),
            inArray(payments.status, ['ready', 'failed', 'cancelled']),
            sql`${payments.gatewayTxId} is null`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Takes the member's turn at crediting: notifications for two orders of one member are
     * credited one after the other, so the second reads the payment history the first left
     * (a once-only offer is checked against it) on however many servers.
     */
    async lockMember(tx: Tx, userId: number): Promise<void> {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
    },

    /** Voided orders whose cancel at the gateway is still to be made, oldest first. */
    async voidsToCancel(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'voided'), sql`${payments.refundTxId} is null`))
        .orderBy(asc(payments.voidedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Locks a voided order whose cancel is still to be made; null when it is not one (cancelled
     * already) or another server holds it (that one is cancelling it now).
     */
    async lockVoidToCancel(tx: Tx, id: number): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.status, 'voided'), sql`${payments.refundTxId} is null`))
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async markVoidCancelled(tx: Tx, id: number, cancelTransactionId: string, at: Date): Promise<void> {
      await tx
        .update(payments)
        .set({ refundTxId: cancelTransactionId, updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'voided')));
    },

    /** A declined or abandoned order; only an order still waiting can become one. */
    async markUnpaid(
      id: number,
      status: 'failed' | 'cancelled',
      resultCode: string,
      at: Date,
    ): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ status, resultCode: resultCode.slice(0, 10), updatedAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'ready')))
        .returning();
      return row ?? null;
    },

    /** The first approval sets is_paid (the user object's isPaid). */
    async setPaidFlag(tx: Tx, userId: number): Promise<void> {
      await tx
        .update(users)
        .set({ isPaid: true })
        .where(and(eq(users.id, userId), eq(users.isPaid, false)));
    },

    /** Locks the order for a refund: two refund requests for it run one after the other. */
    async lockOfMember(tx: Tx, userId: number, id: number): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)))
        .for('update');
      return row ?? null;
    },

    /** The same lock for a payment found by its id alone (an operator's refund). */
    async lockPayment(tx: Tx, id: number): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },

    async payment(id: number, tx: Tx | Db = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** The refund an operator request's Idempotency-Key made, if any. */
    async refundByKey(key: string, tx: Tx | Db = db): Promise<RefundRow | null> {
      const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
      return row ?? null;
    },

    async refundCount(tx: Tx, paymentId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId));
      return Number(row?.n ?? 0);
    },

    async insertRefund(tx: Tx, values: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
      const [row] = await tx.insert(paymentRefunds).values(values).returning();
      return row!;
    },

    /** Locks the wallet, so no purchase spends what a refund is about to take back. */
    async lockWallet(tx: Tx, userId: number): Promise<{ paid: number; bonus: number }> {
      const [row] = await tx
        .select({ paid: heartWallets.paid, bonus: heartWallets.bonus })
        .from(heartWallets)
        .where(eq(heartWallets.userId, userId))
        .for('update');
      return row ?? { paid: 0, bonus: 0 };
    },

    /**
     * Adds one refund to the payment's running totals. `previousHearts` is what the locked row
     * said: a row that changed since (it cannot, under the lock) updates nothing and throws.
     */
    async markRefunded(
      tx: Tx,
      values: {
        id: number;
        previousHearts: number;
        hearts: number;
        bonus: number;
        amount: number;
        cancelTransactionId: string;
        at: Date;
      },
    ): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'refunded',
          refundedHearts: sql`${payments.refundedHearts} + ${values.hearts}`,
          refundedBonus: sql`${payments.refundedBonus} + ${values.bonus}`,
          refundedAmount: sql`${payments.refundedAmount} + ${values.amount}`,
          refundTxId: values.cancelTransactionId,
          refundedAt: values.at,
          updatedAt: values.at,
        })
        .where(
          and(
            eq(payments.id, values.id),
            inArray(payments.status, ['paid', 'refunded']),
            eq(payments.refundedHearts, values.previousHearts),
          ),
        )
        .returning();
      if (!row) throw new Error(`payment ${values.id} changed under its refund lock`);
      return row;
    },

    /**
     * A member's charges (approved payments, refunded, charged back or not, and the ones voided
     * for an offer used up), newest first.
     */
    chargesOfMember(userId: number, page: { lastId?: number; limit: number }): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            inArray(payments.status, ['paid', 'refunded', 'chargeback', 'voided']),
            page.lastId ? lt(payments.id, page.lastId) : undefined,
          ),
        )
        .orderBy(desc(payments.id))
        .limit(page.limit);
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
