import { paymentTexts } from '@sogon/contract/messages/payments';
import type { GatewayNotification } from '#api/adapters/payments/types';
import type { Ledger, Tx } from '#api/modules/hearts';
import type { ChargebackRepository } from './chargeback.repository.ts';
import type { PaymentRepository } from './repository.ts';

type CancelNotice = Extract<GatewayNotification, { kind: 'cancelled' }>;

/**
 * What a verified cancel notice did: `refund` confirms one of our own refunds, `replay` finds
 * the chargeback recorded already, `charged-back` is a new one, `not-paid` is a cancel of an
 * order that never got its approval (nothing to take back), `early` a cancel that came before
 * the approval (answered FAIL, so the gateway sends it again after), `unknown` names no payment.
 */
export type CancelOutcome =
  | { outcome: 'refund' | 'replay' | 'not-paid' | 'early' | 'unknown'; paymentId: number | null }
  | {
      outcome: 'charged-back';
      paymentId: number;
      reversed: number;
      hearts: number;
      bonus: number;
      subscriptionsEnded: number;
    };

/**
 * Chargebacks (ADR 047): the gateway cancelled a payment on its own side after the fact. In one
 * transaction, under the payment's row lock (so a refund of ours still running finishes first and
 * is recognised by its cancel number) and then the member's wallet lock (under which lots change):
 * every spend that took paid hearts from the payment's lot is reversed as the console's cancel
 * does (hearts back to the lots they came from, what it unlocked dropped, a subscription it paid
 * ended, a negative earning dated now), then what is left of the lot and of the payment's bonus
 * is withdrawn to `charged_back`, and the payment becomes a chargeback with the won taken back.
 *
 * The withdrawal cannot take the wallet below zero: every paid heart enters a lot when credited
 * and leaves it with every spend, refund or withdrawal, so a member's paid balance is the sum of
 * their lots' `left_hearts` (`npm run ledger:check` checks it), which is at least this lot's;
 * the bonus part is capped at the bonus balance read under the wallet lock.
 */
export function createChargebacks(deps: {
  payments: PaymentRepository;
  chargebacks: ChargebackRepository;
  ledger: Ledger;
  /** What a spend unlocked (episodes, a bundle, a gallery picture) is no longer owned. */
  dropEntitlements: (tx: Tx, transactionId: number) => Promise<number>;
  now: () => Date;
}) {
  const { payments, chargebacks, ledger, now } = deps;

  return (notice: CancelNotice): Promise<CancelOutcome> =>
    ledger.transaction(async (tx): Promise<CancelOutcome> => {
      const payment = await chargebacks.lockPaymentOf(tx, notice);
      if (!payment) return { outcome: 'unknown', paymentId: null };
      const paymentId = payment.id;
      if (payment.status === 'ready') return { outcome: 'early', paymentId };
      if (!payment.gatewayTxId) return { outcome: 'not-paid', paymentId };
      // A voided order credited nothing: a cancel of it (ours, or the gateway's) takes nothing back.
      if (payment.status === 'voided') return { outcome: 'refund', paymentId };
      if (notice.originalTransactionId && notice.originalTransactionId !== payment.gatewayTxId) {
        return { outcome: 'unknown', paymentId: null };
      }
      // An approval notice re-labelled as a cancel carries the payment's own number.
      if (notice.transactionId === payment.gatewayTxId) return { outcome: 'unknown', paymentId: null };
      if (await chargebacks.isOurRefund(tx, paymentId, notice.transactionId)) {
        return { outcome: 'refund', paymentId };
      }
      if (await chargebacks.chargebackOf(tx, paymentId, notice.transactionId)) {
        return { outcome: 'replay', paymentId };
      }
      const at = now();
      await payments.lockWallet(tx, payment.userId);
      const memo = paymentTexts.chargeback.reversalMemo(payment.productName);
      let subscriptionsEnded = 0;
      const spends = await chargebacks.spendsOfLot(tx, paymentId);
      for (const spend of spends) {
        const posted = await ledger.reverse(tx, {
          userId: spend.userId,
          spendTransactionId: spend.transactionId,
          memo,
        });
        if (!posted.fresh) continue;
        await deps.dropEntitlements(tx, spend.transactionId);
        if (
          spend.kind === 'subscription' &&
          (await chargebacks.endSubscriptionOf(tx, spend.transactionId, at))
        ) {
          subscriptionsEnded += 1;
        }
      }
      const wallet = await ledger.balance(payment.userId, tx);
      const paid = await chargebacks.lotLeft(tx, paymentId);
      // The payment's bonus goes with it, once (a second partial chargeback finds it gone).
      const bonus =
        payment.status === 'chargeback'
          ? 0
          : Math.max(0, Math.min(payment.bonus - payment.refundedBonus, wallet.bonus));
      let transactionId: number | null = null;
      if (paid + bonus > 0) {
        const posted = await ledger.withdraw(tx, {
          userId: payment.userId,
          kind: 'chargeback',
          idempotencyKey: `chargeback:${paymentId}:${notice.transactionId}`,
          reference: `payment:${paymentId}`,
          memo: payment.productName,
          paid,
          bonus,
          to: 'charged_back',
          paymentId,
        });
        transactionId = posted.transactionId;
      }
      await chargebacks.markChargedBack(tx, paymentId, notice.amount, at);
      await chargebacks.insertChargeback(tx, {
        paymentId,
        cancelTxId: notice.transactionId,
        amount: notice.amount,
        hearts: paid,
        bonus,
        reversedSpends: spends.length,
        transactionId,
        cancelledAt: notice.at,
        createdAt: at,
      });
      return {
        outcome: 'charged-back',
        paymentId,
        reversed: spends.length,
        hearts: paid,
        bonus,
        subscriptionsEnded,
      };
    });
}

export type Chargebacks = ReturnType<typeof createChargebacks>;
