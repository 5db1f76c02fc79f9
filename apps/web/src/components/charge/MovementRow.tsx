import { paymentTexts } from '@sogon/contract/messages/payments';
import type { THeartMovement } from '@sogon/contract/schemas/payments';
import styles from './Charge.module.css';
import { historyTime } from './history-time.ts';

/** One heart movement: what it was, when, and the hearts it added or took. */
export function MovementRow({ movement }: { movement: THeartMovement }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {paymentTexts.kinds[movement.kind]}
          {movement.memo ? ` · ${movement.memo}` : ''}
        </span>
        <span className={styles.rowMeta}>{historyTime(movement.createdAt)}</span>
      </div>
      <span className={movement.paid + movement.bonus >= 0 ? styles.plus : styles.minus}>
        {paymentTexts.history.heartsChange(movement.paid, movement.bonus)}
      </span>
    </li>
  );
}
