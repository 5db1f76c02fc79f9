import { paymentTexts } from '@sogon/contract/messages/payments';
import type { TRefundAnswer } from '@sogon/contract/schemas/payments';
import type { ToastKind } from '../toast/toast-store.ts';

/**
 * What 하트 내역 tells the member after a refund request. The API answers a repeated request for
 * a payment refunded already without moving anything (`refundedNow: false`), so a second attempt
 * (a stale tab, a double click) must not read as a second refund.
 */
export function refundMessage(answer: Pick<TRefundAnswer, 'payment' | 'refundedNow'>): {
  message: string;
  kind: ToastKind;
} {
  const amount = answer.payment.refundedAmount;
  return answer.refundedNow
    ? { message: paymentTexts.history.refundDone(amount), kind: 'success' }
    : { message: paymentTexts.history.refundAlready(amount), kind: 'error' };
}
