import { describe, expect, it } from 'vitest';
import { refundMessage } from './refund-message.ts';

const payment = { refundedAmount: 3300 } as Parameters<typeof refundMessage>[0]['payment'];

describe('refundMessage', () => {
  it('confirms a refund that happened now', () => {
    expect(refundMessage({ payment, refundedNow: true })).toEqual({
      message: '3,300원 환불을 요청했어요.',
      kind: 'success',
    });
  });

  it('refuses a repeated request for a payment refunded already', () => {
    expect(refundMessage({ payment, refundedNow: false })).toEqual({
      message: '이미 3,300원 환불된 결제예요. 다시 환불되지 않아요.',
      kind: 'error',
    });
  });
});
