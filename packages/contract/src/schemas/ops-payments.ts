import { z } from 'zod';
import { ZOpsReason, ZTotpCode } from './ops.ts';
import { ZHeartMovement, ZOfferKind, ZPayMethod, ZPaymentStatus } from './payments.ts';

/**
 * Payments and heart products in the operator console (issue 17, ADR 034): declared by the
 * payments module. Money in won (VAT included), hearts split paid / bonus.
 */

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('a Seoul (KST) calendar day, YYYY-MM-DD');

export const ZOpsPaymentQuery = z.object({
  status: ZPaymentStatus.optional(),
  memberId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .describe("our order number or the gateway's transaction id (either in full, or its start)"),
  from: ZDay.optional().describe('ordered on or after this KST day'),
  to: ZDay.optional().describe('ordered on or before this KST day'),
  lastId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TOpsPaymentQuery = z.infer<typeof ZOpsPaymentQuery>;

export const ZOpsPaymentRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberUid: z.string().describe("the member's login id (the e-mail for e-mail members)"),
  productId: z.number().int(),
  productName: z.string(),
  orderNo: z.string(),
  amount: z.number().int().describe('KRW'),
  hearts: z.number().int().describe('paid hearts'),
  bonus: z.number().int(),
  status: ZPaymentStatus,
  payMethod: ZPayMethod,
  sandbox: z.boolean(),
  gatewayTxId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAmount: z.number().int().describe('KRW returned so far'),
  refundedHearts: z.number().int(),
  refundedBonus: z.number().int(),
});
export type TOpsPaymentRow = z.infer<typeof ZOpsPaymentRow>;

export const ZOpsPaymentPage = z.object({
  items: z.array(ZOpsPaymentRow),
  nextLastId: z.number().int().nullable().describe('pass as lastId for the next page; null at the end'),
});
export type TOpsPaymentPage = z.infer<typeof ZOpsPaymentPage>;

/** One cancel at the gateway. */
export const ZOpsPaymentRefund = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  hearts: z.number().int(),
  bonus: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  operatorEmail: z.string().nullable().describe("null: the member's own refund"),
  cancelTxId: z.string(),
  at: z.string(),
});
export type TOpsPaymentRefund = z.infer<typeof ZOpsPaymentRefund>;

/** What a refund would return now: paid hearts of the payment still in the wallet, bonus, won. */
export const ZOpsRefundQuote = z.object({
  paid: z.number().int(),
  bonus: z.number().int(),
  amount: z.number().int(),
});
export type TOpsRefundQuote = z.infer<typeof ZOpsRefundQuote>;

export const ZOpsPaymentDetail = ZOpsPaymentRow.extend({
  telecomCd: z.string(),
  resultCode: z.string(),
  refundedAt: z.string().nullable(),
  /** KRW the gateway took back on its own side (a chargeback, ADR 047); 0 when it never did. */
  chargedBackAmount: z.number().int(),
  chargedBackAt: z.string().nullable(),
  wallet: z.object({ paid: z.number().int(), bonus: z.number().int() }),
  /** The ledger movements of this payment (its charge and refunds), newest first. */
  movements: z.array(ZHeartMovement),
  refunds: z.array(ZOpsPaymentRefund),
  /** A refund of everything refundable now; all zero when nothing is. */
  quote: ZOpsRefundQuote,
  /** Paid hearts of this payment a refund may take back now (the most `hearts` may be). */
  refundableHearts: z.number().int(),
  /** The member may still refund it themselves: untouched and inside the 7 days (전자상거래법 청약철회). */
  memberWindowOpen: z.boolean(),
  /** The member's 7 days after the payment are over: only the console refunds it now. */
  memberWindowEnded: z.boolean(),
});
export type TOpsPaymentDetail = z.infer<typeof ZOpsPaymentDetail>;

/**
 * A refund from the console: all that is refundable (no `hearts`), or that many paid hearts.
 * Money follows the hearts in proportion (the module's refund rules); bonus hearts of the
 * payment go back with them. A money action: a fresh authenticator code and an Idempotency-Key.
 */
export const ZOpsRefundBody = z.object({
  hearts: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .describe('paid hearts to refund; leave out for everything refundable'),
  reason: ZOpsReason,
  otp: ZTotpCode.describe('a fresh code of the authenticator app (re-authentication)'),
});
export type TOpsRefundBody = z.infer<typeof ZOpsRefundBody>;

export const ZOpsRefundAnswer = z.object({
  payment: ZOpsPaymentDetail,
  /** False when this Idempotency-Key had refunded already: nothing moved this time. */
  refundedNow: z.boolean(),
  refund: ZOpsPaymentRefund,
});
export type TOpsRefundAnswer = z.infer<typeof ZOpsRefundAnswer>;

/** A heart product as the console edits it, on sale or hidden. */
export const ZOpsProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().describe('KRW, VAT included'),
  hearts: z.number().int().describe('paid hearts'),
  bonus: z.number().int(),
  offer: ZOfferKind.describe('normal: for everyone; otherwise the payment status (0, 2, 3, 4) it is for'),
  sort: z.number().int().describe('order on the charge page, small first'),
  active: z.boolean().describe('on sale (true) or hidden'),
  createdAt: z.string(),
});
export type TOpsProduct = z.infer<typeof ZOpsProduct>;

export const ZOpsProductBody = z.object({
  name: z.string().trim().min(1).max(100),
  price: z.number().int().min(100).max(10_000_000),
  hearts: z.number().int().min(1).max(1_000_000),
  bonus: z.number().int().min(0).max(1_000_000),
  offer: ZOfferKind,
  sort: z.number().int().min(-100_000).max(100_000),
  active: z.boolean(),
  reason: ZOpsReason,
});
export type TOpsProductBody = z.infer<typeof ZOpsProductBody>;
