import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import Link from 'next/link';
import styles from './Ranking.module.css';

/** No entry yet: say why, and offer the other ranking. */
export function RankingEmpty({
  message,
  other,
}: {
  message: string;
  other: { href: string; label: string };
}) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <p>{text.empty.hint}</p>
      <Link href={other.href} className="button button-secondary">
        {other.label}
      </Link>
    </div>
  );
}
