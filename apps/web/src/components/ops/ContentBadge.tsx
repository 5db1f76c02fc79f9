import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import styles from './Ops.module.css';

type Status = keyof typeof opsCatalogTexts.episodeStatus;

/** A playlist's, episode's or channel's status in words (공개, 숨김, …), tinted but never by colour alone. */
export function ContentBadge({ status }: { status: Status }) {
  const tint =
    status === 'published' ? styles.status_active : status === 'hidden' ? styles.status_blocked : '';
  return <span className={`${styles.badge} ${tint ?? ''}`}>{opsCatalogTexts.episodeStatus[status]}</span>;
}
