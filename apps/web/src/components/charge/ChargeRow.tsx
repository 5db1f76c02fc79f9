import { paymentTexts } from '@sogon/contract/messages/payments';
import type { TPayment } from '@sogon/contract/schemas/payments';
import styles from './Charge.module.css';
import { historyTime } from './history-time.ts';

const text = paymentTexts.history;

/** One charge: product, when, how, how much, its state, and 환불 요청 while it may be refunded. */
export function ChargeRow({
  payment,
  busy,
  onRefund,
}: {
  payment: TPayment;
  /** The charge whose refund is being asked for, if any: every refund button waits. */
  busy: number | null;
  onRefund: (payment: TPayment) => void;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {payment.productName}
          {payment.sandbox ? <span className={styles.tag}>{text.sandbox}</span> : null}
        </span>
        <span className={styles.rowMeta}>
          {historyTime(payment.paidAt ?? payment.createdAt)} · {paymentTexts.methods[payment.payMethod]} ·{' '}
          {paymentTexts.won(payment.amount)} · {paymentTexts.status[payment.status]}
        </span>
        {payment.status === 'refunded' ? (
          <span className={styles.rowMeta}>
            {text.refunded(payment.refundedAmount, payment.refundedHearts)}
          </span>
        ) : payment.refundable && payment.refundableUntil ? (
          <span className={styles.rowMeta}>{text.refundUntil(historyTime(payment.refundableUntil))}</span>
        ) : null}
      </div>
      {payment.refundable ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          aria-busy={busy === payment.id}
          onClick={() => onRefund(payment)}
          aria-label={`${payment.productName} ${text.refund}`}
        >
          {busy === payment.id ? text.refunding : text.refund}
        </button>
      ) : null}
    </li>
  );
}
