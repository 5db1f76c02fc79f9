import { paymentTexts } from '@sogon/contract/messages/payments';
import type {
  TPaidStatus,
  TPayment,
  TPaymentOutcome,
  TPaymentReady,
  TPaymentReadyBody,
  TPaymentResultBody,
  TSettleBody,
} from '@sogon/contract/schemas/payments';
import { OUT_STAT, RESULT_CODE } from '#api/adapters/payments/protocol';
import type { PaymentGateway } from '#api/adapters/payments/types';
import { AppError } from '#api/http/app-error';
import { siteOriginFor } from '#api/http/site-origin';
import { toOutcome, toPayment } from './answers.ts';
import type { PaymentRepository, PaymentRow } from './repository.ts';
import { checkResultToken, RESULT_TOKEN_TTL_MS, resultToken } from './result-token.ts';
import { newOrderNo } from './rules.ts';

export const NOTI_PATH = '/api/live/v1/payments/settlebank/noti';
export const RETURN_PATH = '/api/live/v1/payments/settlebank/return';

const details = paymentTexts.details;

/**
 * Checkout: the order and the form the browser takes to the gateway, and what the browser may
 * learn and record when the gateway sends it back (service.ts assembles these into the
 * payment service).
 */
export function createCheckout(deps: {
  payments: PaymentRepository;
  gateway: PaymentGateway;
  /** Read per call: a test server learns its origin only when it listens. */
  site: { readonly siteUrl: string };
  /** Signs the result tokens of return addresses (derived from the server's secret). */
  resultKey: Buffer;
  /** The member's payment status (service.ts): which special offer they may buy. */
  status: (userId: number) => Promise<TPaidStatus>;
  now: () => Date;
}) {
  const { payments, gateway, status, now } = deps;

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

  /**
   * Creates the order and the signed form the browser posts to the gateway's window.
   * `requestOrigin` is the origin the browser sent this request to (site-origin.ts): the
   * gateway returns the member there when it is one of the site's accepted origins.
   */
  async function ready(
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
  }

  /**
   * `POST /v1/user/payment`: the /pg/result page reports how the gateway sent the browser
   * back and learns the order's state. It records a decline or a cancel the browser saw,
   * but never credits: that is the verified notification's job, whichever comes first.
   */
  async function settle(userId: number, body: TSettleBody): Promise<TPayment> {
    const order = await payments.ofMemberByOrderNo(userId, body.payCode);
    if (!order) throw new AppError('ERROR_PAYMENT_NOT_EXIST');
    if (order.productId !== body.productId) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.orderMismatch });
    }
    return toPayment(await afterReturn(order, body), now());
  }

  /**
   * `POST /v1/payments/result`: the same check for a browser whose session cookie did not
   * come back with it. The return address's result token stands in for the login, for its
   * one order and for a short while; a wrong or expired token looks like no order at all.
   */
  async function resultOf(body: TPaymentResultBody): Promise<TPaymentOutcome> {
    if (!checkResultToken(deps.resultKey, body.orderNo, body.resultToken, now())) {
      throw new AppError('ERROR_PAYMENT_NOT_EXIST');
    }
    const order = await payments.byOrderNo(body.orderNo);
    if (!order) throw new AppError('ERROR_PAYMENT_NOT_EXIST');
    return toOutcome(await afterReturn(order, body));
  }

  return { ready, settle, resultOf };
}
