import { randomBytes } from 'node:crypto';
import { PAID_STATUS, type PaidStatusNumber } from '@sogon/contract/schemas/payments';
import { gatewayClock } from '#api/adapters/payments/protocol';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A last payment older than this makes a member a comeback customer. */
export const COMEBACK_AFTER_DAYS = 90;
/** KRW paid within the comeback window that makes a member premium. */
export const PREMIUM_AMOUNT = 100_000;
/** 전자상거래법 청약철회: unused paid hearts may be refunded within 7 days of the charge. */
export const REFUND_WINDOW_DAYS = 7;

export interface PaymentHistoryStats {
  /** Approved payments that were not refunded in full. */
  completed: number;
  lastPaidAt: Date | null;
  /** KRW of those payments in the last COMEBACK_AFTER_DAYS days, refunds deducted. */
  recentAmount: number;
}

export const recentSince = (now: Date) => new Date(now.getTime() - COMEBACK_AFTER_DAYS * DAY_MS);

/**
 * The payment status of spec section 3, first match wins: never paid (0); paid before, but
 * not for 90 days (3, comeback); 100,000 KRW or more in the last 90 days (4, premium);
 * exactly one payment so far (2, extra discount on the second); everyone else (1, normal).
 */
export function paidStatus(stats: PaymentHistoryStats, now: Date): PaidStatusNumber {
  if (stats.completed === 0 || !stats.lastPaidAt) return PAID_STATUS.first;
  if (stats.lastPaidAt.getTime() < recentSince(now).getTime()) return PAID_STATUS.comeback;
  if (stats.recentAmount >= PREMIUM_AMOUNT) return PAID_STATUS.premium;
  if (stats.completed === 1) return PAID_STATUS.extraDiscount;
  return PAID_STATUS.normal;
}

export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

export function withinRefundWindow(paidAt: Date | null, now: Date): boolean {
  return paidAt !== null && now.getTime() <= refundDeadline(paidAt).getTime();
}

/** What a payment has returned so far (running totals over its refunds). */
export interface RefundedSoFar {
  refundedHearts: number;
  refundedBonus: number;
  refundedAmount: number;
}

const NOTHING_REFUNDED: RefundedSoFar = { refundedHearts: 0, refundedBonus: 0, refundedAmount: 0 };

/** Paid hearts of a payment a refund may take back now: not refunded yet and still in the wallet. */
export function refundableHearts(
  payment: { hearts: number } & Partial<RefundedSoFar>,
  wallet: { paid: number },
): number {
  return Math.max(0, Math.min(payment.hearts - (payment.refundedHearts ?? 0), wallet.paid));
}

/**
 * What a refund of one payment returns: its paid hearts still in the wallet (hearts spent are
 * not refunded), all of its bonus hearts that are left, and money in proportion to the paid
 * hearts refunded, rounded down to the won (a full refund returns exactly the amount paid).
 *
 * `hearts` asks for a partial refund of that many paid hearts (at most refundableHearts): its
 * bonus hearts go back in proportion, rounded up, and the money in proportion, rounded down.
 * Both are computed on the running totals, so refunds in parts add up to exactly the payment's
 * amount and bonus once every paid heart has gone back. Without `hearts`, everything
 * refundable goes back, with every bonus heart of the payment that is left.
 */
export function refundQuote(
  payment: { amount: number; hearts: number; bonus: number } & Partial<RefundedSoFar>,
  wallet: { paid: number; bonus: number },
  hearts?: number,
): { paid: number; bonus: number; amount: number } {
  const done = { ...NOTHING_REFUNDED, ...payment };
  const available = refundableHearts(done, wallet);
  const paid = hearts === undefined ? available : Math.max(0, Math.min(hearts, available));
  const total = done.refundedHearts + paid;
  const bonusLeft = Math.max(0, Math.min(payment.bonus - done.refundedBonus, wallet.bonus));
  const bonus =
    hearts === undefined || total === payment.hearts
      ? bonusLeft
      : Math.min(
          bonusLeft,
          Math.max(0, Math.ceil((payment.bonus * total) / payment.hearts) - done.refundedBonus),
        );
  const amount =
    total === payment.hearts
      ? payment.amount - done.refundedAmount
      : Math.max(0, Math.floor((payment.amount * total) / payment.hearts) - done.refundedAmount);
  return { paid, bonus, amount: paid === 0 ? 0 : amount };
}

/**
 * Our order number at the gateway (mchtTrdNo): letters and digits only, the Seoul time of the
 * order and 40 random bits, e.g. SG20250101093000a1b2c3d4e5. Unguessable enough that the
 * browser return page cannot be pointed at another member's order by counting.
 */
export function newOrderNo(at: Date): string {
  return `SG${gatewayClock(at).trdDtm}${randomBytes(5).toString('hex')}`;
}
