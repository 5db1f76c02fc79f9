import { z } from 'zod';
import { PAY_METHODS } from '../limits.ts';
import { ZHeartBalance } from './purchases.ts';

export { PAY_METHODS } from '../limits.ts';
export { type THeartBalance, ZHeartBalance } from './purchases.ts';

export const ZPayMethod = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof ZPayMethod>;

export const OFFER_KINDS = ['normal', 'first', 'extra_discount', 'comeback', 'premium'] as const;
export const ZOfferKind = z.enum(OFFER_KINDS);
export type OfferKind = z.infer<typeof ZOfferKind>;

/** 'voided': paid for an offer the member no longer had when it was credited; cancelled in full. */
export const PAYMENT_STATUSES = [
  'ready',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'chargeback',
  'voided',
] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

/**
 * Payment status of spec section 3 ("result number"): which special offer a member may buy.
 * Rules, first match wins: 0 no completed payment ever; 3 the last one is more than 90 days
 * old; 4 at least 100,000 KRW paid in the last 90 days; 2 exactly one completed payment;
 * 1 otherwise. A payment refunded in full does not count.
 */
export const PAID_STATUS = { first: 0, normal: 1, extraDiscount: 2, comeback: 3, premium: 4 } as const;
export type PaidStatusNumber = (typeof PAID_STATUS)[keyof typeof PAID_STATUS];

/** The offer each payment status unlocks on top of the normal packages (none for 1). */
export const OFFER_OF_STATUS: Record<PaidStatusNumber, OfferKind> = {
  0: 'first',
  1: 'normal',
  2: 'extra_discount',
  3: 'comeback',
  4: 'premium',
};

export const ZProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  hearts: z.number().int().describe('paid hearts'),
  bonus: z.number().int().describe('bonus hearts on top'),
  totalHearts: z.number().int(),
  price: z.number().int().describe('KRW, VAT included'),
  offer: ZOfferKind.describe('normal, or the payment status this special is for'),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZPaidStatus = z.object({
  result: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .describe('0 first payment, 1 normal, 2 extra-discount, 3 comeback, 4 premium'),
  offer: ZOfferKind.describe('the special offer this status unlocks (normal: none)'),
  completedPayments: z.number().int(),
  lastPaidAt: z.string().nullable(),
  recentAmount: z.number().int().describe('KRW paid in the last 90 days, refunds deducted'),
});
export type TPaidStatus = z.infer<typeof ZPaidStatus>;

export const ZPaymentGateway = z.object({
  gateway: z.literal('settlebank'),
  sandbox: z.boolean().describe('the local test gateway stands in: pages mark it, no money moves'),
});
export type TPaymentGateway = z.infer<typeof ZPaymentGateway>;

export const ZPaymentReadyBody = z.object({
  productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  payMethod: ZPayMethod,
});
export type TPaymentReadyBody = z.infer<typeof ZPaymentReadyBody>;

/** What the browser posts to the gateway's payment window, as hidden form fields. */
export const ZPaymentReady = z.object({
  paymentId: z.number().int(),
  orderNo: z.string().describe('our order number (mchtTrdNo)'),
  amount: z.number().int(),
  action: z.string().describe("the gateway's settle_main address; POST the fields there as a form"),
  fields: z.record(z.string(), z.string()),
  sandbox: z.boolean().describe('the local test gateway stands in: no money moves'),
});
export type TPaymentReady = z.infer<typeof ZPaymentReady>;

/**
 * The settlement call of spec section 7 (`POST /v1/user/payment`). The /pg/result page makes
 * it when the gateway sends the browser back: `payCode` is the order number; `outStatCd` and
 * `outRsltCd` are what the gateway told the browser. It answers the order's state and never
 * credits by itself: hearts come only from the gateway's verified notification.
 */
export const ZSettleBody = z.object({
  productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  payMethod: ZPayMethod,
  payCode: z
    .string()
    .regex(/^[A-Za-z0-9]{8,40}$/)
    .describe('the order number'),
  telecomCd: z.string().max(10).optional().describe('carrier of a phone payment, as the browser saw it'),
  outStatCd: z.string().max(4).optional().describe('gateway result code the browser came back with'),
  outRsltCd: z.string().max(10).optional().describe('gateway refusal code the browser came back with'),
});
export type TSettleBody = z.infer<typeof ZSettleBody>;

export const ZPayment = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  amount: z.number().int().describe('KRW'),
  hearts: z.number().int(),
  bonus: z.number().int(),
  status: ZPaymentStatus,
  payMethod: ZPayMethod,
  telecomCd: z.string(),
  sandbox: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundedHearts: z.number().int(),
  refundedBonus: z.number().int(),
  refundedAmount: z.number().int().describe('KRW returned; less than amount for a partial refund'),
  refundableUntil: z.string().nullable().describe('end of the 7-day refund window of a paid order'),
  refundable: z.boolean().describe('a refund may be asked for now'),
});
export type TPayment = z.infer<typeof ZPayment>;

/** The signed, short-lived order reference the gateway's return carries to /pg/result. */
export const RESULT_TOKEN_PATTERN = /^[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/;

/**
 * `POST /v1/payments/result`: the /pg/result page's settlement check when the session cookie
 * did not come back with the browser. The result token stands in for the login, for this one
 * order only; like the settlement call it records a refusal the browser saw and never credits.
 */
export const ZPaymentResultBody = z.object({
  orderNo: z.string().regex(/^[A-Za-z0-9]{8,40}$/),
  resultToken: z.string().regex(RESULT_TOKEN_PATTERN).describe('resultToken of the return address'),
  outStatCd: z.string().max(4).optional().describe('gateway result code the browser came back with'),
  outRsltCd: z.string().max(10).optional().describe('gateway refusal code the browser came back with'),
});
export type TPaymentResultBody = z.infer<typeof ZPaymentResultBody>;

/** One order's outcome as the result token may read it: the order itself, nothing about the member. */
export const ZPaymentOutcome = ZPayment.pick({
  orderNo: true,
  productName: true,
  amount: true,
  hearts: true,
  bonus: true,
  status: true,
  payMethod: true,
  sandbox: true,
  paidAt: true,
});
export type TPaymentOutcome = z.infer<typeof ZPaymentOutcome>;

export const ZCursorQuery = z.object({
  lastId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  offset: z.coerce.number().int().min(1).max(100).default(20).describe('page size'),
});

export const ZPaymentPage = z.object({
  items: z.array(ZPayment),
  nextLastId: z.number().int().nullable().describe('pass as lastId for the next page; null at the end'),
});
export type TPaymentPage = z.infer<typeof ZPaymentPage>;

export const ZRefundAnswer = z.object({
  payment: ZPayment,
  /** False when the payment had been refunded already: nothing moved this time. */
  refundedNow: z.boolean(),
  balance: ZHeartBalance,
});
export type TRefundAnswer = z.infer<typeof ZRefundAnswer>;

export const HEART_MOVEMENT_KINDS = [
  'charge',
  'grant',
  'purchase',
  'subscription',
  'refund',
  'expiry',
  'revoke',
  'tip',
  'reversal',
  'chargeback',
  'rental',
  'gift',
] as const;

export const ZHeartMovement = z.object({
  id: z.number().int(),
  kind: z.enum(HEART_MOVEMENT_KINDS),
  reference: z.string().describe('what it is about, e.g. payment:12, playlist:3'),
  memo: z.string(),
  paid: z.number().int().describe('signed change of paid hearts'),
  bonus: z.number().int().describe('signed change of bonus hearts'),
  createdAt: z.string(),
});
export type THeartMovement = z.infer<typeof ZHeartMovement>;

export const ZHeartHistoryPage = z.object({
  items: z.array(ZHeartMovement),
  nextLastId: z.number().int().nullable(),
});
export type THeartHistoryPage = z.infer<typeof ZHeartHistoryPage>;
