import { searchTexts as text } from '@sogon/contract/messages/search';
import styles from '@web/components/search/Search.module.css';

export default function SearchLoading() {
  return (
    <div className="container" aria-busy="true">
      <p role="status" className={styles.status} style={{ marginTop: 32 }}>
        {text.loading}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}
