import { z } from 'zod';
import { BANK_CODES } from '../banks.ts';
import { FREE_UNLOCK_WON_MAX, TIP_HEARTS_MAX, TIP_HEARTS_MIN, TIP_MESSAGE_MAX } from '../limits.ts';
import { ZBusinessInfo } from './business.ts';
import { ZOpsReason, ZTotpCode } from './ops.ts';

/** A settlement month, 'YYYY-MM'. */
export const zMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .describe("a Seoul calendar month, 'YYYY-MM'");

export { TIP_HEARTS_MAX, TIP_HEARTS_MIN, TIP_MESSAGE_MAX };

export const ZTipBody = z.object({
  hearts: z.number().int().min(TIP_HEARTS_MIN).max(TIP_HEARTS_MAX),
  message: z.string().trim().max(TIP_MESSAGE_MAX).default(''),
});
export type TTipBody = z.infer<typeof ZTipBody>;

export const ZTipAnswer = z.object({
  tipId: z.number().int().describe('the ledger transaction of the tip'),
  hearts: z.number().int().describe('hearts spent now (0 when a retried key had sent it already)'),
  balance: z.object({ paid: z.number().int(), bonus: z.number().int(), total: z.number().int() }),
});
export type TTipAnswer = z.infer<typeof ZTipAnswer>;

export const EARNING_SOURCE_NAMES = ['purchase', 'gallery', 'subscription', 'tip', 'rental', 'gift'] as const;

const ZWonFigures = z.object({
  paidHearts: z.number().int(),
  bonusHearts: z.number().int(),
  paidWon: z.number().int().describe('what listeners paid for the paid hearts, VAT included'),
  bonusWon: z.number().int().describe("bonus hearts at the contract's rate"),
});

export const ZEarningsQuery = z.object({ month: zMonth.optional() });

export const ZEarnings = z.object({
  channelId: z.number().int(),
  month: zMonth,
  totals: ZWonFigures.extend({
    wonPerHeart: z.number().describe('effective won per heart spent (paid and bonus)'),
    estimatedCreatorWon: z
      .number()
      .int()
      .describe("the creator's share after VAT at today's contract, with the free unlocks' won"),
    freeUnlocks: z.number().int().describe('free listens: 기다무 and pass-ticket unlocks of the month'),
    freeUnlockWon: z.number().int().describe("the free unlocks at today's contract rate"),
  }),
  days: z.array(ZWonFigures.extend({ day: z.string() })),
  bySource: z.array(ZWonFigures.extend({ source: z.enum(EARNING_SOURCE_NAMES) })),
  byContent: z.array(
    ZWonFigures.extend({ reference: z.string(), title: z.string(), source: z.enum(EARNING_SOURCE_NAMES) }),
  ),
  tips: z.array(
    z.object({
      id: z.number().int(),
      nickname: z.string(),
      hearts: z.number().int(),
      message: z.string(),
      at: z.string(),
    }),
  ),
});
export type TEarnings = z.infer<typeof ZEarnings>;

/** What a business creator's tax invoice for a statement says, and whether it was received. */
export const ZStatementInvoice = z.object({
  supplyWon: z.number().int().describe('공급가액: the payable amount'),
  vatWon: z.number().int().describe('세액: 10 % of it'),
  totalWon: z.number().int(),
  supplierNumber: z.string().describe("the creator's 사업자등록번호 at close"),
  buyer: ZBusinessInfo.describe('the service, as the invoice names it (configured details only)'),
  issueBy: z.string().describe('the last day (KST, YYYY-MM-DD) to issue it: the 10th of the next month'),
  approvalNumber: z.string().nullable(),
  receivedAt: z.string().nullable(),
});

export const ZStatement = z.object({
  channelId: z.number().int(),
  channelName: z.string(),
  month: zMonth,
  paidHearts: z.number().int(),
  bonusHearts: z.number().int(),
  paidWon: z.number().int(),
  bonusWon: z.number().int(),
  vatWon: z.number().int(),
  shareBp: z.number().int(),
  creatorWon: z.number().int(),
  freeUnlocks: z.number().int().describe('the month’s free unlocks (기다무, pass tickets)'),
  freeUnlockWon: z.number().int().describe("the free unlocks at the contract's rate, on top of the share"),
  carriedIn: z.number().int(),
  payableWon: z.number().int(),
  incomeTax: z.number().int(),
  localTax: z.number().int(),
  vatAdded: z.number().int(),
  netWon: z.number().int(),
  carriedOut: z.number().int(),
  creatorType: z.enum(['individual', 'business']),
  status: z.enum(['carried', 'payable', 'paid']),
  holdReason: z.enum(['', 'below_minimum', 'no_account']),
  account: z.string().describe('bank and masked account number, empty when none'),
  batchStatus: z.enum(['pending', 'approved', 'paid']),
  taxInvoice: ZStatementInvoice.nullable().describe(
    'a business payout: the tax invoice it waits for or was paid against',
  ),
  payoutMonth: zMonth.nullable().describe('the month whose approved transfer pays it, once one does'),
});
export type TStatement = z.infer<typeof ZStatement>;

/**
 * 국세청 전자세금계산서 승인번호: 24 digits (the first 8 are the 작성일자), hyphens and spaces
 * ignored, answered as 00000000-00000000-00000000.
 */
export const ZInvoiceNumber = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{24}$/, 'must be 24 digits'))
  .transform((digits) => `${digits.slice(0, 8)}-${digits.slice(8, 16)}-${digits.slice(16)}`);

export const ZTaxInvoiceBody = z.object({ approvalNumber: ZInvoiceNumber });
export type TTaxInvoiceBody = z.infer<typeof ZTaxInvoiceBody>;

export const ZContract = z.object({
  shareBp: z.number().int(),
  bonusWonPerHeart: z.number().int(),
  freeUnlockWon: z.number().int().describe('won the service pays per free unlock (기다무, pass ticket)'),
  creatorType: z.enum(['individual', 'business']),
  minimumPayout: z.number().int(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractBody = z.object({
  shareBp: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .describe("the creator's share after VAT in basis points (7000 = 70 %)"),
  bonusWonPerHeart: z.number().int().min(0).max(1000),
  freeUnlockWon: z
    .number()
    .int()
    .min(0)
    .max(FREE_UNLOCK_WON_MAX)
    .optional()
    .describe('won per free unlock (기다무, pass ticket); left as it is when absent'),
  creatorType: z.enum(['individual', 'business']),
  minimumPayout: z.number().int().min(0).max(10_000_000),
  businessNumber: z
    .string()
    .regex(/^(\d{10})?$/)
    .default('')
    .describe('사업자등록번호, 10 digits (business creators)'),
  reason: ZOpsReason,
  otp: ZTotpCode,
});
export type TContractBody = z.infer<typeof ZContractBody>;

export const ZOpsContract = ZContract.extend({
  channelId: z.number().int(),
  channelName: z.string(),
  businessNumber: z.string(),
  updatedAt: z.string(),
  lastChange: z
    .object({ at: z.string(), operator: z.string(), reason: z.string() })
    .nullable()
    .describe('the latest change from the console (its audit row): when, by whom (e-mail), why'),
});
export type TOpsContract = z.infer<typeof ZOpsContract>;

export const ZMonthParams = z.object({ month: zMonth });

export const ZPayoutBatch = z.object({
  month: zMonth,
  status: z.enum(['pending', 'approved', 'paid']),
  statements: z.number().int(),
  payable: z.number().int(),
  netWon: z.number().int().describe('what the payable statements pay out'),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type TPayoutBatch = z.infer<typeof ZPayoutBatch>;

export const ZPayoutBatchDetail = ZPayoutBatch.extend({
  statementsList: z.array(ZStatement),
  latePayouts: z
    .array(ZStatement)
    .describe(
      "earlier months' business statements this batch pays (or would pay) since their invoice came late",
    ),
});
export type TPayoutBatchDetail = z.infer<typeof ZPayoutBatchDetail>;

export const ZApproveBody = z.object({
  otp: ZTotpCode.describe("a fresh code of finance's authenticator app"),
});

export const ZPayoutAccountBody = z.object({
  bankCode: z.enum(BANK_CODES),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,16}$/))
    .describe('digits, hyphens and spaces ignored'),
});
export type TPayoutAccountBody = z.input<typeof ZPayoutAccountBody>;

export const ZPayoutAccount = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  account: z.string().describe('masked: all but the last four digits hidden'),
  holderName: z.string(),
  checkedAt: z.string(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const ZCancelSpendBody = z.object({
  reason: ZOpsReason,
  otp: ZTotpCode,
});

export const ZCancelSpendAnswer = z.object({
  transactionId: z.number().int().describe('the cancelled purchase or tip'),
  reversalId: z.number().int().describe('the ledger transaction that gave the hearts back'),
  paid: z.number().int(),
  bonus: z.number().int(),
  cancelledNow: z.boolean().describe('false when it had been cancelled before'),
  balance: z.object({ paid: z.number().int(), bonus: z.number().int(), total: z.number().int() }),
});
export type TCancelSpendAnswer = z.infer<typeof ZCancelSpendAnswer>;
