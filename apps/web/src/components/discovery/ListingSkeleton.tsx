import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import styles from './Discovery.module.css';

/** The loading state of a listing page: the title bar and a grid of placeholders. */
export function ListingSkeleton({ cards = 12 }: { cards?: number }) {
  return (
    <div className="container" aria-busy="true">
      <div className={styles.head}>
        <div className={styles.skeletonTitle} />
      </div>
      <p role="status" className="visually-hidden">
        {text.loading}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}
