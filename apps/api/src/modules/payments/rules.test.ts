import { describe, expect, it } from 'vitest';
import { resultPageLocation } from './routes.ts';
import { newOrderNo, paidStatus, refundQuote, withinRefundWindow } from './rules.ts';

const NOW = new Date('2025-03-01T12:00:00+09:00');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe('payment status', () => {
  it('follows the documented order of rules', () => {
    expect(paidStatus({ completed: 0, lastPaidAt: null, recentAmount: 0 }, NOW)).toBe(0);
    expect(paidStatus({ completed: 1, lastPaidAt: daysAgo(3), recentAmount: 1100 }, NOW)).toBe(2);
    expect(paidStatus({ completed: 2, lastPaidAt: daysAgo(3), recentAmount: 2200 }, NOW)).toBe(1);
    expect(paidStatus({ completed: 5, lastPaidAt: daysAgo(91), recentAmount: 0 }, NOW)).toBe(3);
    expect(paidStatus({ completed: 1, lastPaidAt: daysAgo(91), recentAmount: 0 }, NOW)).toBe(3);
    expect(paidStatus({ completed: 3, lastPaidAt: daysAgo(89), recentAmount: 100_000 }, NOW)).toBe(4);
    // One big payment is premium rather than extra-discount.
    expect(paidStatus({ completed: 1, lastPaidAt: daysAgo(1), recentAmount: 120_000 }, NOW)).toBe(4);
    expect(paidStatus({ completed: 3, lastPaidAt: daysAgo(1), recentAmount: 99_999 }, NOW)).toBe(1);
  });
});

describe('refunds', () => {
  const payment = { amount: 9900, hearts: 100, bonus: 10 };

  it('returns the unused paid hearts, the bonus that is left, and money rounded down to the won', () => {
    expect(refundQuote(payment, { paid: 500, bonus: 40 })).toEqual({ paid: 100, bonus: 10, amount: 9900 });
    expect(refundQuote(payment, { paid: 80, bonus: 0 })).toEqual({ paid: 80, bonus: 0, amount: 7920 });
    expect(refundQuote(payment, { paid: 33, bonus: 4 })).toEqual({ paid: 33, bonus: 4, amount: 3267 });
    expect(refundQuote({ amount: 2900, hearts: 50, bonus: 50 }, { paid: 7, bonus: 0 })).toEqual({
      paid: 7,
      bonus: 0,
      amount: 406,
    });
    expect(refundQuote(payment, { paid: 0, bonus: 10 })).toEqual({ paid: 0, bonus: 10, amount: 0 });
  });

  it('refunds in parts that add up to exactly the payment, bonus going back in proportion', () => {
    const payment = { amount: 2900, hearts: 30, bonus: 1 };
    const first = refundQuote(payment, { paid: 30, bonus: 1 }, 7);
    expect(first).toEqual({ paid: 7, bonus: 1, amount: 676 });
    const after = { ...payment, refundedHearts: 7, refundedBonus: 1, refundedAmount: 676 };
    expect(refundQuote(after, { paid: 23, bonus: 0 }, 10)).toEqual({ paid: 10, bonus: 0, amount: 967 });
    const last = { ...payment, refundedHearts: 17, refundedBonus: 1, refundedAmount: 1643 };
    // The last part returns what is left to the won, whatever the rounding before.
    expect(refundQuote(last, { paid: 13, bonus: 0 })).toEqual({ paid: 13, bonus: 0, amount: 1257 });
    expect(676 + 967 + 1257).toBe(2900);
    // Never more than is left of the payment, or in the wallet.
    expect(refundQuote(last, { paid: 500, bonus: 9 }, 99)).toEqual({ paid: 13, bonus: 0, amount: 1257 });
    expect(refundQuote(last, { paid: 5, bonus: 0 })).toEqual({ paid: 5, bonus: 0, amount: 483 });
  });

  it('is open for exactly 7 days after the charge', () => {
    expect(withinRefundWindow(daysAgo(7), NOW)).toBe(true);
    expect(withinRefundWindow(new Date(daysAgo(7).getTime() - 1), NOW)).toBe(false);
    expect(withinRefundWindow(null, NOW)).toBe(false);
  });
});

describe('order numbers and the return page address', () => {
  it('makes letters-and-digits order numbers with the Seoul time in them', () => {
    const orderNo = newOrderNo(NOW);
    expect(orderNo).toMatch(/^SG20250301120000[0-9a-f]{10}$/);
    expect(newOrderNo(NOW)).not.toBe(orderNo);
  });

  it('keeps only checked values and never leaves the site', () => {
    expect(
      resultPageLocation({
        step: 'next',
        orderNo: 'SG20250301120000abcdef0123',
        productId: '4',
        payMethod: 'card',
        outStatCd: '0021',
        outRsltCd: '0000',
        outRsltMsg: '<script>',
        trdAmt: 'secret',
      }),
    ).toBe(
      '/pg/result?orderNo=SG20250301120000abcdef0123&productId=4&payMethod=card&step=next&outStatCd=0021&outRsltCd=0000',
    );
    expect(resultPageLocation({ orderNo: '//evil.example/x', payMethod: 'cash', step: 'other' })).toBe(
      '/pg/result',
    );
    expect(resultPageLocation({ mchtTrdNo: 'SG20250301120000abcdef0123' })).toBe(
      '/pg/result?orderNo=SG20250301120000abcdef0123',
    );
  });
});
