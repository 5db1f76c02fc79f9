import { paymentTexts } from '@sogon/contract/messages/payments';
import { OFFER_OF_STATUS } from '@sogon/contract/schemas/payments';
import { RESULT_CODE } from '#api/adapters/payments/protocol';
import type { GatewayNotification, PaymentGateway } from '#api/adapters/payments/types';
import { isUniqueViolation } from '#api/db/errors';
import type { Ledger } from '#api/modules/hearts';
import * as metrics from '#api/observability/metrics';
import type { CancelOutcome, Chargebacks } from './chargeback.ts';
import type { PaymentRepository, PaymentRow } from './repository.ts';
import { paidStatus, recentSince } from './rules.ts';

/** The slice of Fastify's logger the notification handler writes to. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The plain-text answers SettleBank expects from a notification URL; FAIL makes it retry. */
export type NotificationAnswer = 'OK' | 'FAIL';

const details = paymentTexts.details;

/**
 * The gateway's notifications: an approval credits the hearts (once per gateway transaction),
 * a decline marks the order, a cancel notice goes to the chargebacks; voided orders are
 * cancelled at the gateway (service.ts assembles these into the payment service).
 */
export function createPaymentNotifications(deps: {
  payments: PaymentRepository;
  ledger: Ledger;
  gateway: PaymentGateway;
  /** Applies the gateway's cancel notices (chargeback.ts). */
  chargebacks: Chargebacks;
  now: () => Date;
}) {
  const { payments, ledger, gateway, now } = deps;

  type Approved = Extract<GatewayNotification, { kind: 'approved' }>;

  /**
   * A verified cancel notice: our own refund confirmed, or a chargeback taken back in one
   * transaction (chargeback.ts). A cancel that came before its approval answers FAIL, so the
   * gateway sends it again once the approval is in; a replay changes nothing.
   */
  async function cancelled(
    notification: Extract<GatewayNotification, { kind: 'cancelled' }>,
    context: { orderNo: string },
    log: PaymentLog,
  ): Promise<NotificationAnswer> {
    const about = { ...context, cancelTransactionId: notification.transactionId.slice(0, 60) };
    let done: CancelOutcome;
    try {
      done = await deps.chargebacks(notification);
    } catch (error) {
      log.error({ ...about, err: error }, 'gateway cancel notice could not be applied; nothing changed');
      return 'FAIL';
    }
    if (done.outcome === 'unknown' || done.outcome === 'early') {
      log.warn({ ...about, outcome: done.outcome }, 'gateway cancel notice refused for now');
      return 'FAIL';
    }
    if (done.outcome === 'charged-back') {
      metrics.payments.inc({ outcome: 'chargeback' });
      log.warn({ ...about, ...done }, 'gateway cancelled a payment on its side: chargeback taken back');
    } else {
      log.info({ ...about, ...done }, 'gateway cancel notice accepted');
    }
    return 'OK';
  }

  /**
   * Marks the order paid and credits its hearts in one transaction, or finds it done already.
   * Under the member's turn (one crediting at a time per member, on every server), an order for
   * a special offer is credited only when the member's payment history as it is now still allows
   * that offer: of two first-payment orders paid one after the other, the second is voided (never
   * credited, cancelled in full at the gateway) rather than credited at the offer's price twice.
   */
  function credit(order: PaymentRow, notification: Approved) {
    return ledger.transaction(async (tx): Promise<'credited' | 'voided' | 'replay' | 'conflict'> => {
      const at = now();
      await payments.lockMember(tx, order.userId);
      const approval = {
        id: order.id,
        transactionId: notification.transactionId,
        payMethod: notification.payMethod ?? order.payMethod,
        telecomCd: notification.telecomCd,
        at,
      };
      const allowed =
        order.offer === 'normal' ||
        OFFER_OF_STATUS[paidStatus(await payments.historyStats(order.userId, recentSince(at), tx), at)] ===
          order.offer;
      const written = await payments.markApproved(tx, allowed ? 'paid' : 'voided', approval);
      if (!written) {
        const current = await payments.byOrderNo(order.orderNo, tx);
        return current?.gatewayTxId === notification.transactionId ? 'replay' : 'conflict';
      }
      if (!allowed) return 'voided';
      await ledger.credit(tx, {
        userId: order.userId,
        kind: 'charge',
        idempotencyKey: `settlebank:${notification.transactionId}`,
        reference: `payment:${order.id}`,
        memo: order.productName,
        paid: order.hearts,
        bonus: order.bonus,
        lot: { won: order.amount, paymentId: order.id },
      });
      await payments.setPaidFlag(tx, order.userId);
      return 'credited';
    });
  }

  /**
   * Cancels voided orders in full at the gateway: right after the void, and again every minute
   * for the ones whose cancel failed (the periodic job). Each under its row lock, taken with
   * SKIP LOCKED, so two servers never cancel one order twice; the cancel's number is kept in
   * refund_tx_id, which ends the order's retries.
   */
  async function cancelVoided(ids?: number[]): Promise<{ cancelled: number; failed: number }> {
    const pending = ids ?? (await payments.voidsToCancel(50));
    let cancelled = 0;
    let failed = 0;
    for (const id of pending) {
      const done = await ledger
        .transaction(async (tx) => {
          const order = await payments.lockVoidToCancel(tx, id);
          if (!order?.gatewayTxId) return null;
          const at = now();
          const result = await gateway.cancel({
            orderNo: order.orderNo,
            transactionId: order.gatewayTxId,
            payMethod: order.payMethod,
            amount: order.amount,
            sequence: 1,
            reason: details.voidCancelReason,
            at,
          });
          // Refused as a cancel turn made already: an earlier try went through at the gateway and
          // was lost before it was written here (a crash). Its number is the gateway's to tell.
          if (!result.ok && result.code !== RESULT_CODE.overCancel) return false;
          await payments.markVoidCancelled(
            tx,
            order.id,
            result.ok ? result.cancelTransactionId : `${RESULT_CODE.overCancel}:cancelled-before`,
            at,
          );
          return true;
        })
        .catch(() => false);
      if (done === true) cancelled += 1;
      if (done === false) failed += 1;
    }
    return { cancelled, failed };
  }

  /**
   * The gateway's server-to-server notification. Only a notification with a valid hash, for
   * an order we made, with the amount we asked for, credits anything, and only once per
   * gateway transaction: a replay or a concurrent duplicate finds the order paid already.
   */
  async function notify(fields: Record<string, string>, log: PaymentLog): Promise<NotificationAnswer> {
    const checked = gateway.verifyNotification(fields);
    const context = { orderNo: String(fields.mchtTrdNo ?? '').slice(0, 100) };
    if (!checked.ok) {
      log.warn({ ...context, reason: checked.reason }, 'payment notification refused');
      return 'FAIL';
    }
    const notification = checked.notification;
    if (notification.kind === 'cancelled') return cancelled(notification, context, log);
    const order = await payments.byOrderNo(notification.orderNo);
    if (!order) {
      log.warn(
        { ...context, transactionId: notification.transactionId },
        'payment notification for an unknown order',
      );
      return 'FAIL';
    }
    if (notification.kind === 'failed') {
      await payments.markUnpaid(order.id, 'failed', notification.resultCode, now());
      metrics.payments.inc({ outcome: 'failed' });
      log.info({ ...context, paymentId: order.id }, 'gateway reported a failed payment');
      return 'OK';
    }
    if (notification.amount !== order.amount) {
      log.error(
        { ...context, paymentId: order.id, expected: order.amount, notified: notification.amount },
        'payment notification amount does not match the order; nothing credited',
      );
      metrics.payments.inc({ outcome: 'rejected' });
      return 'FAIL';
    }
    try {
      const outcome = await credit(order, notification);
      if (outcome === 'credited') {
        metrics.payments.inc({ outcome: 'paid' });
        metrics.paymentsWon.inc(order.amount);
        metrics.heartsCharged.inc({ part: 'paid' }, order.hearts);
        if (order.bonus > 0) metrics.heartsCharged.inc({ part: 'bonus' }, order.bonus);
      }
      if (outcome === 'voided') {
        metrics.payments.inc({ outcome: 'voided' });
        log.warn(
          { ...context, paymentId: order.id, offer: order.offer },
          'paid for an offer the member had used up; voided, not credited, cancelling at the gateway',
        );
        const cancel = await cancelVoided([order.id]);
        if (cancel.failed)
          log.warn({ ...context, paymentId: order.id }, 'void cancel failed; retried every minute');
      }
      if (outcome === 'conflict') {
        metrics.payments.inc({ outcome: 'rejected' });
        log.error(
          { ...context, paymentId: order.id, transactionId: notification.transactionId },
          'a second approval for an order that is paid already; cancel it at the gateway',
        );
      } else if (outcome !== 'voided') {
        log.info({ ...context, paymentId: order.id, outcome }, 'payment notification accepted');
      }
      return 'OK';
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      log.error(
        { ...context, transactionId: notification.transactionId },
        'gateway transaction id already belongs to another order; nothing credited',
      );
      return 'FAIL';
    }
  }

  return { notify, cancelVoided };
}
