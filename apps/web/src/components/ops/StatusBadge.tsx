import { opsTexts } from '@sogon/contract/messages/ops';
import type { TMemberStatus } from '@sogon/contract/schemas/ops';
import styles from './Ops.module.css';

/** A member's status in words (정상, 이용 정지, 탈퇴), tinted by status but never by colour alone. */
export function StatusBadge({ status }: { status: TMemberStatus }) {
  return (
    <span className={`${styles.badge} ${styles[`status_${status}`] ?? ''}`}>
      {opsTexts.members.status[status] ?? status}
    </span>
  );
}
