import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import styles from './Ranking.module.css';

/** The loading state of a ranking page: the status announced, placeholder rows shown. */
export function RankingSkeleton({ title }: { title: string }) {
  return (
    <div className="container" aria-busy="true">
      <h1 className="page-title">{title}</h1>
      <p role="status" className={styles.window}>
        {text.loading}
      </p>
      <ol className={styles.list} aria-hidden="true">
        {Array.from({ length: 10 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.row}>
            <span className={styles.rank}>{index + 1}</span>
            <span className={`${styles.thumb} ${styles.skeleton}`} />
            <span className={`${styles.line} ${styles.skeleton}`} />
          </li>
        ))}
      </ol>
    </div>
  );
}
