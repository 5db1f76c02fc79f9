import { paymentTexts } from '@sogon/contract/messages/payments';
import {
  OFFER_OF_STATUS,
  type OfferKind,
  type THeartBalance,
  type THeartHistoryPage,
  type TPaidStatus,
  type TPayment,
  type TPaymentOutcome,
  type TPaymentPage,
  type TPaymentReady,
  type TPaymentReadyBody,
  type TPaymentResultBody,
  type TProduct,
  type TRefundAnswer,
  type TSettleBody,
} from '@sogon/contract/schemas/payments';
import { OUT_STAT, RESULT_CODE } from '#api/adapters/payments/protocol';
import {
  type GatewayNotification,
  type PaymentGateway,
  PaymentGatewayError,
} from '#api/adapters/payments/types';
import { isUniqueViolation } from '#api/db/errors';
import { AppError } from '#api/http/app-error';
import { siteOriginFor } from '#api/http/site-origin';
import { type Balance, type Ledger, type Tx, withTotal } from '#api/modules/hearts';
import * as metrics from '#api/observability/metrics';
import type { CancelOutcome, Chargebacks } from './chargeback.ts';
import type { PaymentRepository, PaymentRow, ProductRow, RefundRow } from './repository.ts';
import { checkResultToken, RESULT_TOKEN_TTL_MS, resultToken } from './result-token.ts';
import {
  newOrderNo,
  paidStatus,
  recentSince,
  refundableHearts,
  refundDeadline,
  refundQuote,
  withinRefundWindow,
} from './rules.ts';

export const NOTI_PATH = '/api/live/v1/payments/settlebank/noti';
export const RETURN_PATH = '/api/live/v1/payments/settlebank/return';

/** The slice of Fastify's logger the notification handler writes to. */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The plain-text answers SettleBank expects from a notification URL; FAIL makes it retry. */
export type NotificationAnswer = 'OK' | 'FAIL';

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

const toProduct = (row: ProductRow): TProduct => ({
  id: row.id,
  name: row.name,
  hearts: row.hearts,
  bonus: row.bonus,
  totalHearts: row.hearts + row.bonus,
  price: row.price,
  offer: row.offer,
});

export function toPayment(row: PaymentRow, now: Date): TPayment {
  const deadline = row.paidAt ? refundDeadline(row.paidAt) : null;
  return {
    id: row.id,
    orderNo: row.orderNo,
    productId: row.productId,
    productName: row.productName,
    amount: row.amount,
    hearts: row.hearts,
    bonus: row.bonus,
    status: row.status,
    payMethod: row.payMethod,
    telecomCd: row.telecomCd,
    sandbox: row.sandbox,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedHearts: row.refundedHearts,
    refundedBonus: row.refundedBonus,
    refundedAmount: row.refundedAmount,
    refundableUntil: row.status === 'paid' && deadline ? deadline.toISOString() : null,
    refundable: row.status === 'paid' && withinRefundWindow(row.paidAt, now),
  };
}

/** What the result token may read of an order: its outcome, nothing about the member. */
export function toOutcome(row: PaymentRow): TPaymentOutcome {
  return {
    orderNo: row.orderNo,
    productName: row.productName,
    amount: row.amount,
    hearts: row.hearts,
    bonus: row.bonus,
    status: row.status,
    payMethod: row.payMethod,
    sandbox: row.sandbox,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * Heart charging: packages and payment status, the order the browser takes to the gateway,
 * the gateway's notification that credits the hearts (once per gateway transaction), the
 * browser's return, refunds, and the member's history.
 */
export function createPaymentService(deps: {
  payments: PaymentRepository;
  ledger: Ledger;
  gateway: PaymentGateway;
  /** Read per call: a test server learns its origin only when it listens. */
  site: { readonly siteUrl: string };
  /** Signs the result tokens of return addresses (derived from the server's secret). */
  resultKey: Buffer;
  /** Applies the gateway's cancel notices (chargeback.ts). */
  chargebacks: Chargebacks;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { payments, ledger, gateway } = deps;

  async function status(userId: number): Promise<TPaidStatus> {
    const at = now();
    const stats = await payments.historyStats(userId, recentSince(at));
    const result = paidStatus(stats, at);
    return {
      result,
      offer: OFFER_OF_STATUS[result],
      completedPayments: stats.completed,
      lastPaidAt: stats.lastPaidAt?.toISOString() ?? null,
      recentAmount: stats.recentAmount,
    };
  }

  /**
   * Where the gateway sends the browser back: our return endpoint on the origin the member's
   * browser is on (so its session cookie comes along), with the order and a result token that
   * reads this order's outcome should the cookie not come along anyway.
   */
  function returnUrl(step: 'next' | 'cancel', order: PaymentRow, origin: string, token: string): string {
    const url = new URL(RETURN_PATH, origin);
    url.searchParams.set('step', step);
    url.searchParams.set('orderNo', order.orderNo);
    url.searchParams.set('productId', String(order.productId));
    url.searchParams.set('payMethod', order.payMethod);
    url.searchParams.set('resultToken', token);
    return url.toString();
  }

  /**
   * What the browser's return may do to an order: record a refusal it saw while the order
   * still waits, and read its state; never credit (the verified notification does).
   */
  async function afterReturn(
    found: PaymentRow,
    seen: { outStatCd?: string; outRsltCd?: string },
  ): Promise<PaymentRow> {
    let order = found;
    if (order.status === 'ready' && seen.outStatCd === OUT_STAT.failed) {
      const outcome = seen.outRsltCd === RESULT_CODE.userCancelled ? 'cancelled' : 'failed';
      order = (await payments.markUnpaid(order.id, outcome, seen.outRsltCd ?? '', now())) ?? order;
    }
    if (order.status === 'failed') throw new AppError('ERROR_PAYMENT_FAILED', { detail: details.declined });
    if (order.status === 'voided') {
      throw new AppError('ERROR_PAYMENT_FAILED', {
        detail: details.offerUsedUp(paymentTexts.offers[order.offer]),
      });
    }
    if (order.status === 'cancelled') {
      throw new AppError('ERROR_PAYMENT_FAILED', { detail: details.cancelled });
    }
    return order;
  }

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

  return {
    status,

    gateway: () => ({ gateway: gateway.name, sandbox: gateway.sandbox }),

    /** `GET /v1/products/:userId`: only for the member themselves. */
    async statusOf(memberId: number, userId: number): Promise<TPaidStatus> {
      if (memberId !== userId) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 403, detail: details.otherMember });
      }
      return status(memberId);
    },

    /** Normal packages for everyone; a member also sees the special their status allows. */
    async products(userId: number | null): Promise<TProduct[]> {
      const offers: OfferKind[] = ['normal'];
      if (userId !== null) {
        const { offer } = await status(userId);
        if (offer !== 'normal') offers.push(offer);
      }
      return (await payments.activeProducts(offers)).map(toProduct);
    },

    /**
     * Creates the order and the signed form the browser posts to the gateway's window.
     * `requestOrigin` is the origin the browser sent this request to (site-origin.ts): the
     * gateway returns the member there when it is one of the site's accepted origins.
     */
    async ready(
      userId: number,
      body: TPaymentReadyBody,
      requestOrigin: string | null = null,
    ): Promise<TPaymentReady> {
      const product = await payments.activeProduct(body.productId);
      if (!product) throw new AppError('ERROR_PRODUCT_NOT_EXIST');
      if (product.offer !== 'normal' && (await status(userId)).offer !== product.offer) {
        throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: details.offerNotAllowed });
      }
      const at = now();
      const order = await payments.insertOrder({
        userId,
        product,
        orderNo: newOrderNo(at),
        payMethod: body.payMethod,
        sandbox: gateway.sandbox,
        at,
      });
      const origin = siteOriginFor(requestOrigin, deps.site.siteUrl);
      const token = resultToken(deps.resultKey, order.orderNo, new Date(at.getTime() + RESULT_TOKEN_TTL_MS));
      const form = gateway.checkout(
        {
          orderNo: order.orderNo,
          amount: order.amount,
          productName: order.productName,
          payMethod: order.payMethod,
          at,
        },
        {
          siteOrigin: origin,
          // Server to server: the public SITE_URL, wherever the member browses.
          notiUrl: `${deps.site.siteUrl}${NOTI_PATH}`,
          nextUrl: returnUrl('next', order, origin, token),
          cancUrl: returnUrl('cancel', order, origin, token),
        },
      );
      return {
        paymentId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        action: form.action,
        fields: form.fields,
        sandbox: gateway.sandbox,
      };
    },

    /**
     * The gateway's server-to-server notification. Only a notification with a valid hash, for
     * an order we made, with the amount we asked for, credits anything, and only once per
     * gateway transaction: a replay or a concurrent duplicate finds the order paid already.
     */
    async notify(fields: Record<string, string>, log: PaymentLog): Promise<NotificationAnswer> {
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
    },

    /**
     * `POST /v1/user/payment`: the /pg/result page reports how the gateway sent the browser
     * back and learns the order's state. It records a decline or a cancel the browser saw,
     * but never credits: that is the verified notification's job, whichever comes first.
     */
    async settle(userId: number, body: TSettleBody): Promise<TPayment> {
      const order = await payments.ofMemberByOrderNo(userId, body.payCode);
      if (!order) throw new AppError('ERROR_PAYMENT_NOT_EXIST');
      if (order.productId !== body.productId) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.orderMismatch });
      }
      return toPayment(await afterReturn(order, body), now());
    },

    /**
     * `POST /v1/payments/result`: the same check for a browser whose session cookie did not
     * come back with it. The return address's result token stands in for the login, for its
     * one order and for a short while; a wrong or expired token looks like no order at all.
     */
    async resultOf(body: TPaymentResultBody): Promise<TPaymentOutcome> {
      if (!checkResultToken(deps.resultKey, body.orderNo, body.resultToken, now())) {
        throw new AppError('ERROR_PAYMENT_NOT_EXIST');
      }
      const order = await payments.byOrderNo(body.orderNo);
      if (!order) throw new AppError('ERROR_PAYMENT_NOT_EXIST');
      return toOutcome(await afterReturn(order, body));
    },

    /**
     * Refunds the unused part of a charge within 7 days: its paid hearts still in the wallet
     * go back as money (in proportion), its remaining bonus hearts are withdrawn. A payment
     * refunded already (by the member or by an operator) answers as it is.
     */
    async refund(userId: number, paymentId: number): Promise<TRefundAnswer> {
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
    },

    refundPayment,

    cancelVoided,

    async charges(userId: number, page: { lastId?: number; offset: number }): Promise<TPaymentPage> {
      const rows = await payments.chargesOfMember(userId, { lastId: page.lastId, limit: page.offset + 1 });
      const items = rows.slice(0, page.offset);
      const at = now();
      return {
        items: items.map((row) => toPayment(row, at)),
        nextLastId: rows.length > page.offset ? (items.at(-1)?.id ?? null) : null,
      };
    },

    async history(userId: number, page: { lastId?: number; offset: number }): Promise<THeartHistoryPage> {
      const rows = await ledger.history(userId, { lastId: page.lastId, limit: page.offset + 1 });
      const items = rows.slice(0, page.offset);
      return {
        items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        nextLastId: rows.length > page.offset ? (items.at(-1)?.id ?? null) : null,
      };
    },

    balance: async (userId: number): Promise<THeartBalance> => withTotal(await ledger.balance(userId)),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
