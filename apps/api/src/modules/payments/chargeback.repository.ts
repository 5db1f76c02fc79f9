import { and, eq, inArray, sql } from 'drizzle-orm';
import { notEndedSql } from '#api/db/rules/live-subscription';
import {
  channelSubscriptions,
  heartLots,
  paymentChargebacks,
  paymentRefunds,
  payments,
  subscriptionChanges,
  subscriptionPeriods,
} from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';
import type { PaymentRow } from './repository.ts';

export type ChargebackRow = typeof paymentChargebacks.$inferSelect;

/** A spend that took paid hearts from a charged-back payment's lot and is not reversed yet. */
export interface LotSpend {
  transactionId: number;
  userId: number;
  kind: string;
}

/** The rows a chargeback reads and writes (ADR 047); the rules live in chargeback.ts. */
export function createChargebackRepository() {
  return {
    /**
     * The payment a cancel notice is about, locked: by the gateway's id of the payment when the
     * notice names it, else by our order number (a cancel we asked for carries its own
     * `<order>C001` number, so the suffix is dropped).
     */
    async lockPaymentOf(
      tx: Tx,
      notice: { originalTransactionId: string | null; orderNo: string },
    ): Promise<PaymentRow | null> {
      const where = notice.originalTransactionId
        ? and(eq(payments.gateway, 'settlebank'), eq(payments.gatewayTxId, notice.originalTransactionId))
        : inArray(payments.orderNo, [notice.orderNo, notice.orderNo.replace(/C\d{3}$/, '')]);
      const [row] = await tx.select().from(payments).where(where).for('update');
      return row ?? null;
    },

    /** True when the cancel is one of our refunds (its cancel number is the one we were answered). */
    async isOurRefund(tx: Tx, paymentId: number, cancelTxId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.cancelTxId, cancelTxId)));
      return row !== undefined;
    },

    async chargebackOf(tx: Tx, paymentId: number, cancelTxId: string): Promise<ChargebackRow | null> {
      const [row] = await tx
        .select()
        .from(paymentChargebacks)
        .where(
          and(eq(paymentChargebacks.paymentId, paymentId), eq(paymentChargebacks.cancelTxId, cancelTxId)),
        );
      return row ?? null;
    },

    /**
     * Spends whose paid hearts came (in part) from the payment's lot and that no reversal has
     * undone yet, oldest first. The caller holds the member's wallet lock, under which lots change.
     */
    async spendsOfLot(tx: Tx, paymentId: number): Promise<LotSpend[]> {
      const result = await tx.execute<{ transaction_id: string; user_id: string; kind: string }>(sql`
        select distinct t.id as transaction_id, t.user_id, t.kind
          from heart_lots l
          join heart_lot_takes k on k.lot_id = l.id and k.hearts > 0
          join channel_earnings e on e.transaction_id = k.transaction_id and e.paid_hearts > 0
          join ledger_transactions t on t.id = k.transaction_id
         where l.payment_id = ${paymentId}
           and not exists (select 1 from ledger_transactions r
                            where r.user_id = t.user_id and r.kind = 'reversal'
                              and r.idempotency_key = 'reversal:' || t.id)
         order by t.id`);
      return result.rows.map((row) => ({
        transactionId: Number(row.transaction_id),
        userId: Number(row.user_id),
        kind: row.kind,
      }));
    },

    /** Paid hearts still in the payment's lot. */
    async lotLeft(tx: Tx, paymentId: number): Promise<number> {
      const [row] = await tx
        .select({ left: heartLots.leftHearts })
        .from(heartLots)
        .where(eq(heartLots.paymentId, paymentId));
      return row?.left ?? 0;
    },

    /** Ends at once the subscription whose period or upgrade spend `transactionId` paid (no renewal, no access). */
    async endSubscriptionOf(tx: Tx, transactionId: number, at: Date): Promise<number | null> {
      // A paid month, or an upgrade's difference (subscription_changes, issue 37).
      const [period] = await tx
        .select({ subscriptionId: subscriptionPeriods.subscriptionId })
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.transactionId, transactionId))
        .union(
          tx
            .select({ subscriptionId: subscriptionChanges.subscriptionId })
            .from(subscriptionChanges)
            .where(eq(subscriptionChanges.transactionId, transactionId)),
        );
      if (!period) return null;
      const [ended] = await tx
        .update(channelSubscriptions)
        .set({ status: 'expired', autoRenew: false, cancelledAt: at, updatedAt: at })
        .where(
          and(eq(channelSubscriptions.id, period.subscriptionId), notEndedSql(channelSubscriptions.status)),
        )
        .returning({ id: channelSubscriptions.id });
      return ended?.id ?? null;
    },

    /** The payment becomes a chargeback, with the won the gateway took back added. */
    async markChargedBack(tx: Tx, paymentId: number, amount: number, at: Date): Promise<PaymentRow> {
      const [row] = await tx
        .update(payments)
        .set({
          status: 'chargeback',
          chargedBackAmount: sql`${payments.chargedBackAmount} + ${amount}`,
          chargedBackAt: at,
          updatedAt: at,
        })
        .where(eq(payments.id, paymentId))
        .returning();
      return row!;
    },

    async insertChargeback(tx: Tx, row: typeof paymentChargebacks.$inferInsert): Promise<ChargebackRow> {
      const [inserted] = await tx.insert(paymentChargebacks).values(row).returning();
      return inserted!;
    },
  };
}

export type ChargebackRepository = ReturnType<typeof createChargebackRepository>;
