import type { TPayment, TPaymentOutcome, TProduct } from '@sogon/contract/schemas/payments';
import type { PaymentRow, ProductRow } from './repository.ts';
import { refundDeadline, withinRefundWindow } from './rules.ts';

/*
 * The payments module's rows as its answers: a heart package, a member's payment, and the
 * outcome of an order that a result token may read.
 */

export const toProduct = (row: ProductRow): TProduct => ({
  id: row.id,
  name: row.name,
  hearts: row.hearts,
  bonus: row.bonus,
  totalHearts: row.hearts + row.bonus,
  price: row.price,
  offer: row.offer,
});

export function toPayment(row: PaymentRow, now: Date): TPayment {
  const deadline = row.paidAt ? refundDeadline(row.paidAt) : null;
  return {
    id: row.id,
    orderNo: row.orderNo,
    productId: row.productId,
    productName: row.productName,
    amount: row.amount,
    hearts: row.hearts,
    bonus: row.bonus,
    status: row.status,
    payMethod: row.payMethod,
    telecomCd: row.telecomCd,
    sandbox: row.sandbox,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedHearts: row.refundedHearts,
    refundedBonus: row.refundedBonus,
    refundedAmount: row.refundedAmount,
    refundableUntil: row.status === 'paid' && deadline ? deadline.toISOString() : null,
    refundable: row.status === 'paid' && withinRefundWindow(row.paidAt, now),
  };
}

/** What the result token may read of an order: its outcome, nothing about the member. */
export function toOutcome(row: PaymentRow): TPaymentOutcome {
  return {
    orderNo: row.orderNo,
    productName: row.productName,
    amount: row.amount,
    hearts: row.hearts,
    bonus: row.bonus,
    status: row.status,
    payMethod: row.payMethod,
    sandbox: row.sandbox,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
