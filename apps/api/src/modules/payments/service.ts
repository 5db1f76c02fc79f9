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
import { type Ledger, withTotal } from '#api/modules/hearts/ledger';
import type { PaymentRepository, PaymentRow, ProductRow } from './repository.ts';
import { checkResultToken, RESULT_TOKEN_TTL_MS, resultToken } from './result-token.ts';
import {
  newOrderNo,
  paidStatus,
  recentSince,
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
    if (order.status === 'cancelled') {
      throw new AppError('ERROR_PAYMENT_FAILED', { detail: details.cancelled });
    }
    return order;
  }

  type Approved = Extract<GatewayNotification, { kind: 'approved' }>;

  /** Marks the order paid and credits its hearts in one transaction, or finds it done already. */
  function credit(order: PaymentRow, notification: Approved) {
    return ledger.transaction(async (tx): Promise<'credited' | 'replay' | 'conflict'> => {
      const paid = await payments.markPaid(tx, {
        id: order.id,
        transactionId: notification.transactionId,
        payMethod: notification.payMethod ?? order.payMethod,
        telecomCd: notification.telecomCd,
        at: now(),
      });
      if (!paid) {
        const current = await payments.byOrderNo(order.orderNo, tx);
        return current?.gatewayTxId === notification.transactionId ? 'replay' : 'conflict';
      }
      await ledger.credit(tx, {
        userId: order.userId,
        kind: 'charge',
        idempotencyKey: `settlebank:${notification.transactionId}`,
        reference: `payment:${order.id}`,
        memo: order.productName,
        paid: order.hearts,
        bonus: order.bonus,
      });
      await payments.setPaidFlag(tx, order.userId);
      return 'credited';
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
      const order = await payments.byOrderNo(notification.orderNo);
      if (!order) {
        log.warn(
          { ...context, transactionId: notification.transactionId },
          'payment notification for an unknown order',
        );
        return 'FAIL';
      }
      if (notification.kind === 'cancelled') {
        log.info({ ...context, paymentId: order.id }, 'gateway confirmed a cancel');
        return 'OK';
      }
      if (notification.kind === 'failed') {
        await payments.markUnpaid(order.id, 'failed', notification.resultCode, now());
        log.info({ ...context, paymentId: order.id }, 'gateway reported a failed payment');
        return 'OK';
      }
      if (notification.amount !== order.amount) {
        log.error(
          { ...context, paymentId: order.id, expected: order.amount, notified: notification.amount },
          'payment notification amount does not match the order; nothing credited',
        );
        return 'FAIL';
      }
      try {
        const outcome = await credit(order, notification);
        if (outcome === 'conflict') {
          log.error(
            { ...context, paymentId: order.id, transactionId: notification.transactionId },
            'a second approval for an order that is paid already; cancel it at the gateway',
          );
        } else {
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
     * go back as money (in proportion), its remaining bonus hearts are withdrawn. The gateway
     * cancel runs inside the database transaction, so a refused cancel moves no hearts.
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
      return ledger.transaction(async (tx): Promise<TRefundAnswer> => {
        const order = await payments.lockOfMember(tx, userId, paymentId);
        if (!order) throw new AppError('ERROR_PAYMENT_NOT_EXIST');
        const wallet = await payments.lockWallet(tx, userId);
        if (order.status === 'refunded') {
          return { payment: toPayment(order, at), refundedNow: false, balance: withTotal(wallet) };
        }
        if (order.status !== 'paid' || !order.gatewayTxId) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.refundNotPaid });
        }
        const quote = refundQuote(order, wallet);
        if (quote.paid === 0 || quote.amount === 0) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.refundNothingLeft });
        }
        const posted = await ledger.withdraw(tx, {
          userId,
          kind: 'refund',
          idempotencyKey: `payment:${order.id}`,
          reference: `payment:${order.id}`,
          memo: order.productName,
          paid: quote.paid,
          bonus: quote.bonus,
          to: 'refunded',
        });
        let cancelled: Awaited<ReturnType<PaymentGateway['cancel']>>;
        try {
          cancelled = await gateway.cancel({
            orderNo: order.orderNo,
            transactionId: order.gatewayTxId,
            payMethod: order.payMethod,
            amount: quote.amount,
            sequence: 1,
            reason: '고객 요청 환불',
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
          hearts: quote.paid,
          bonus: quote.bonus,
          amount: quote.amount,
          cancelTransactionId: cancelled.cancelTransactionId,
          at,
        });
        return { payment: toPayment(updated, at), refundedNow: true, balance: withTotal(posted.balance) };
      });
    },

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
