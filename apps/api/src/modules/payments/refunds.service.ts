import { paymentTexts } from '@sogon/contract/messages/payments';
import type { TRefundAnswer } from '@sogon/contract/schemas/payments';
import { type PaymentGateway, PaymentGatewayError } from '#api/adapters/payments/types';
import { AppError } from '#api/http/app-error';
import { type Balance, type Ledger, type Tx, withTotal } from '#api/modules/hearts';
import { toPayment } from './answers.ts';
import type { PaymentRepository, PaymentRow, RefundRow } from './repository.ts';
import { refundableHearts, refundQuote, withinRefundWindow } from './rules.ts';

const details = paymentTexts.details;

/** One refund to make: a member's own (self-service) or an operator's (ops-payments.service.ts). */
export interface RefundRequest {
  paymentId: number;
  /** A member's refund finds only their own payment. */
  memberId?: number;
  /** Paid hearts to refund; undefined: everything refundable now. */
  hearts?: number;
  /** Kept with the refund and sent to the gateway as the cancel reason. */
  reason: string;
  operatorId?: number;
  /** The operator request's Idempotency-Key: a second request with it answers the first refund. */
  requestKey?: string;
  /** Runs in the refund's transaction after it is made (the console's audit row). */
  audit?: (tx: Tx, before: PaymentRow, after: PaymentRow, refund: RefundRow) => Promise<unknown>;
}

export interface RefundOutcome {
  payment: PaymentRow;
  /** The refund made now, or the one the request key made before; null for a member's repeat. */
  refund: RefundRow | null;
  refundedNow: boolean;
  balance: Balance;
}

/** Texts of the refusals a refund can answer (a member's and an operator's differ in places). */
export interface RefundTexts {
  notPaid: string;
  nothingLeft: string;
  tooMany: (max: number) => string;
  tooSmall: string;
  keyReused: string;
  notFound?: string;
}

const MEMBER_REFUND_TEXTS: RefundTexts = {
  notPaid: details.refundNotPaid,
  nothingLeft: details.refundNothingLeft,
  tooMany: () => details.refundNothingLeft,
  tooSmall: details.refundNothingLeft,
  keyReused: details.refundNothingLeft,
};

/** The ledger key of a payment's nth refund: `payment:12` for the first (as before partial refunds), then `payment:12:2`, ... */
export const refundLedgerKey = (paymentId: number, sequence: number) =>
  sequence === 1 ? `payment:${paymentId}` : `payment:${paymentId}:${sequence}`;

/**
 * Refunds: the one way money goes back, and a member's own refund of a charge (service.ts
 * assembles them into the payment service; ops-payments.service.ts makes an operator's).
 */
export function createRefunds(deps: {
  payments: PaymentRepository;
  ledger: Ledger;
  gateway: PaymentGateway;
  now: () => Date;
}) {
  const { payments, ledger, gateway, now } = deps;

  /**
   * The one way money goes back (ADR 034): a member's own refund and an operator's, in full or
   * in part. Under the payment's row lock and the wallet's: paid hearts of the payment still in
   * the wallet leave it (one ledger movement per refund), the gateway cancels the money in
   * proportion (its cancel sequence counts this payment's refunds), the payment's running totals
   * and the refund's row are written, and `audit` runs, all in one database transaction, so a
   * refused cancel moves no hearts. A member's request for a payment refunded already, or an
   * operator's with a key that refunded already, answers without moving anything.
   */
  function refundPayment(
    request: RefundRequest,
    texts: RefundTexts = MEMBER_REFUND_TEXTS,
  ): Promise<RefundOutcome> {
    const wrong = (detail: string) => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
    return ledger.transaction(async (tx): Promise<RefundOutcome> => {
      const at = now();
      const order =
        request.memberId === undefined
          ? await payments.lockPayment(tx, request.paymentId)
          : await payments.lockOfMember(tx, request.memberId, request.paymentId);
      if (!order) {
        throw texts.notFound
          ? new AppError('ERROR_PAYMENT_NOT_EXIST', { status: 404, detail: texts.notFound })
          : new AppError('ERROR_PAYMENT_NOT_EXIST');
      }
      if (request.requestKey) {
        const earlier = await payments.refundByKey(request.requestKey, tx);
        if (earlier) {
          if (earlier.paymentId !== order.id) throw wrong(texts.keyReused);
          return {
            payment: order,
            refund: earlier,
            refundedNow: false,
            balance: await ledger.balance(order.userId, tx),
          };
        }
      }
      const wallet = await payments.lockWallet(tx, order.userId);
      if (request.operatorId === undefined && order.status === 'refunded') {
        return { payment: order, refund: null, refundedNow: false, balance: wallet };
      }
      if ((order.status !== 'paid' && order.status !== 'refunded') || !order.gatewayTxId) {
        throw wrong(texts.notPaid);
      }
      const available = refundableHearts(order, wallet);
      if (available === 0) throw wrong(texts.nothingLeft);
      if (request.hearts !== undefined && request.hearts > available) throw wrong(texts.tooMany(available));
      const quote = refundQuote(order, wallet, request.hearts);
      if (quote.paid === 0) throw wrong(texts.nothingLeft);
      if (quote.amount === 0) throw wrong(texts.tooSmall);
      const sequence = (await payments.refundCount(tx, order.id)) + 1;
      const posted = await ledger.withdraw(tx, {
        userId: order.userId,
        kind: 'refund',
        idempotencyKey: refundLedgerKey(order.id, sequence),
        reference: `payment:${order.id}`,
        memo: order.productName,
        paid: quote.paid,
        bonus: quote.bonus,
        to: 'refunded',
        paymentId: order.id,
      });
      // The sequence is new under the lock, so its key is too; a used one means the rows disagree.
      if (!posted.fresh)
        throw new Error(`refund ${sequence} of payment ${order.id} is in the ledger already`);
      let cancelled: Awaited<ReturnType<PaymentGateway['cancel']>>;
      try {
        cancelled = await gateway.cancel({
          orderNo: order.orderNo,
          transactionId: order.gatewayTxId,
          payMethod: order.payMethod,
          amount: quote.amount,
          sequence,
          reason: request.reason.slice(0, 100),
          at,
        });
      } catch (error) {
        if (error instanceof PaymentGatewayError) {
          throw new AppError('ERROR_SERVICE_UNAVAILABLE', {
            detail: details.gatewayUnavailable,
            cause: error,
          });
        }
        throw error;
      }
      if (!cancelled.ok) {
        throw new AppError('ERROR_PAYMENT_FAILED', { detail: details.refundGatewayFailed });
      }
      const updated = await payments.markRefunded(tx, {
        id: order.id,
        previousHearts: order.refundedHearts,
        hearts: quote.paid,
        bonus: quote.bonus,
        amount: quote.amount,
        cancelTransactionId: cancelled.cancelTransactionId,
        at,
      });
      const refund = await payments.insertRefund(tx, {
        paymentId: order.id,
        sequence,
        hearts: quote.paid,
        bonus: quote.bonus,
        amount: quote.amount,
        operatorId: request.operatorId ?? null,
        reason: request.reason,
        idempotencyKey: request.requestKey ?? null,
        cancelTxId: cancelled.cancelTransactionId,
        createdAt: at,
      });
      await request.audit?.(tx, order, updated, refund);
      return { payment: updated, refund, refundedNow: true, balance: posted.balance };
    });
  }

  /**
   * Refunds the unused part of a charge within 7 days: its paid hearts still in the wallet
   * go back as money (in proportion), its remaining bonus hearts are withdrawn. A payment
   * refunded already (by the member or by an operator) answers as it is.
   */
  async function refund(userId: number, paymentId: number): Promise<TRefundAnswer> {
    const found = await payments.ofMember(userId, paymentId);
    if (!found) throw new AppError('ERROR_PAYMENT_NOT_EXIST');
    const at = now();
    if (found.status !== 'paid' && found.status !== 'refunded') {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.refundNotPaid });
    }
    if (found.status === 'paid' && !withinRefundWindow(found.paidAt, at)) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.refundExpired });
    }
    const outcome = await refundPayment(
      { paymentId, memberId: userId, reason: '고객 요청 환불' },
      MEMBER_REFUND_TEXTS,
    );
    return {
      payment: toPayment(outcome.payment, at),
      refundedNow: outcome.refundedNow,
      balance: withTotal(outcome.balance),
    };
  }

  return { refundPayment, refund };
}
