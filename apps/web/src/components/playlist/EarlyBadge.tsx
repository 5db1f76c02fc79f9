import { scheduleTexts } from '@sogon/contract/messages/schedule';
import styles from './EarlyBadge.module.css';

/**
 * 선공개 (ADR 066): an episode the API shows before its public open time is one the member hears
 * early; the badge says so, with the time everyone else can hear it. Nothing for an open one.
 */
export function EarlyBadge({ openDt, now }: { openDt: string; now: number }) {
  if (Date.parse(openDt) <= now) return null;
  return (
    <span className={styles.early}>
      <span className={styles.badge}>{scheduleTexts.earlyBadge}</span>
      <span className={styles.when}>{scheduleTexts.publicOpen(openDt)}</span>
    </span>
  );
}
