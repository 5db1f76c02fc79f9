import type { PayMethod } from '#api/db/schema/index';

export type Fetch = typeof globalThis.fetch;

/** What the gateway's payment window needs to know about one order. */
export interface CheckoutOrder {
  orderNo: string;
  amount: number;
  productName: string;
  payMethod: PayMethod;
  at: Date;
}

/** Where the gateway reports: server to server (noti), and where it sends the browser back. */
export interface CheckoutUrls {
  /**
   * The accepted origin the member's browser is on (http/site-origin.ts); nextUrl and cancUrl
   * lie on it, and so does the sandbox's payment window.
   */
  siteOrigin: string;
  notiUrl: string;
  nextUrl: string;
  cancUrl: string;
}

/** A form the browser posts to the gateway: hidden fields, signed and with the amount encrypted. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** A notification whose hash, merchant and fields checked out. */
export type GatewayNotification =
  | {
      kind: 'approved';
      orderNo: string;
      transactionId: string;
      amount: number;
      /** The method the customer paid with in the window; null when the code is unknown. */
      payMethod: PayMethod | null;
      telecomCd: string;
    }
  | { kind: 'failed'; orderNo: string; transactionId: string; resultCode: string }
  /**
   * A cancel at the gateway: one we asked for (a refund; `transactionId` is the cancel's number
   * our cancel call was answered with) or one it made on its own side (a chargeback).
   * `transactionId` is the cancel transaction's number, `originalTransactionId` the payment's
   * (orgTrdNo; null when the gateway left it out), `amount` the won cancelled, `at` the cancel's
   * time (trdDtm, Seoul wall clock).
   */
  | {
      kind: 'cancelled';
      orderNo: string;
      transactionId: string;
      originalTransactionId: string | null;
      amount: number;
      partial: boolean;
      at: string;
    };

export type NotificationCheck =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: 'missing-fields' | 'malformed' | 'merchant' | 'hash' };

export interface CancelRequest {
  orderNo: string;
  /** The gateway's id of the payment being cancelled. */
  transactionId: string;
  payMethod: PayMethod;
  /** KRW to return: the whole payment or part of it. */
  amount: number;
  /** 1 for the first cancel of a payment, 2 for a second partial cancel, ... */
  sequence: number;
  reason: string;
  at: Date;
}

export type CancelResult =
  | { ok: true; cancelTransactionId: string; remaining: number | null }
  | { ok: false; code: string; message: string };

/** A payment gateway: builds the checkout, checks its notifications, cancels payments. */
export interface PaymentGateway {
  readonly name: 'settlebank';
  /** True when the local sandbox gateway stands in: no money moves. */
  readonly sandbox: boolean;
  checkout(order: CheckoutOrder, urls: CheckoutUrls): CheckoutForm;
  verifyNotification(fields: Record<string, string>): NotificationCheck;
  cancel(request: CancelRequest): Promise<CancelResult>;
}

/** The gateway could not be reached or answered nonsense; nothing is known to have happened. */
export class PaymentGatewayError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'PaymentGatewayError';
  }
}

export const GATEWAY_TIMEOUT_MS = 10_000;
