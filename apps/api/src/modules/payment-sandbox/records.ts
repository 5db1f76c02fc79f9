// What the payment sandbox keeps and takes: checkouts, transactions, chargebacks, cancel requests.
import { z } from 'zod';
import type { PayMethod } from '#api/db/schema/index';

const MINUTE_MS = 60 * 1000;
/** A payment window left open longer than this has to be started again. */
export const CHECKOUT_TTL_MS = 15 * MINUTE_MS;
/** Approved transactions stay cancellable for the 7-day refund window, plus a day. */
export const TRANSACTION_TTL_MS = 8 * 24 * 60 * MINUTE_MS;
/** The window needs no login, so anyone can open checkouts: cap what they can make us hold. */
export const MAX_ENTRIES = 10_000;

export const SANDBOX_TELECOMS = ['SKT', 'KT', 'LGU', 'MVNO'] as const;

export type SandboxAction = 'approve' | 'decline' | 'cancel' | 'timeout';

/** An order shown in the sandbox's payment window, as its signed request described it. */
export interface SandboxCheckout {
  orderNo: string;
  amount: number;
  payMethod: PayMethod;
  productName: string;
  merchantName: string;
  notiUrl: string;
  nextUrl: string;
  cancUrl: string;
}

export interface SandboxTransaction {
  transactionId: string;
  orderNo: string;
  amount: number;
  payMethod: PayMethod;
  cancelled: number;
  cancelOrders: string[];
  /** What our notification URL answered: OK, FAIL, or why it could not be reached. */
  notification: string;
  /** Where the approval was reported: cancels made on the gateway's side are reported there too. */
  notiUrl?: string;
  /** The approval's Seoul date (orgTrdDt of a cancel notice). */
  trdDt?: string;
  /** The last cancel notice the gateway sent on its own (a tester's chargeback), to send again. */
  lastCancelNotice?: Record<string, string>;
}

export type SandboxChargebackReason = 'dispute' | 'carrier';

/** What a tester's chargeback did: the won cancelled and what our notification URL answered. */
export type SandboxChargeback =
  | { ok: true; amount: number; cancelTransactionId: string; answer: string }
  | { ok: false; reason: 'unknown' | 'nothing-left' | 'no-noti-url' | 'nothing-sent' };

export const ZCancelRequest = z.object({
  params: z.object({
    mchtId: z.string(),
    method: z.string(),
    bizType: z.string(),
    mchtTrdNo: z.string().min(1).max(100),
    trdDt: z.string().regex(/^\d{8}$/),
    trdTm: z.string().regex(/^\d{6}$/),
  }),
  data: z.object({
    pktHash: z.string(),
    orgTrdNo: z.string().min(1).max(60),
    cnclOrd: z.string().regex(/^\d{3}$/),
    cnclAmt: z.string().min(1).max(200),
  }),
});
