import { opsTexts } from '@sogon/contract/messages/ops';
import styles from './Ops.module.css';

/** A load that failed: the message and 다시 시도. */
export function RetryPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.panel}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {opsTexts.retry}
      </button>
    </div>
  );
}

/** The search box of a console list, labelled, its value kept in the URL by the caller. */
export function SearchField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className={styles.searchField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={styles.input}
        defaultValue={value}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

/** What a list shows above its table, announced: loading, nothing found, or how many. */
export function ListCount({
  kind,
  rows,
  empty,
  count,
}: {
  kind: 'loading' | 'done' | 'error';
  rows: number;
  empty: string;
  count: (rows: number) => string;
}) {
  return (
    <p role="status" className={styles.count}>
      {kind === 'loading' ? opsTexts.loading : kind === 'done' ? (rows === 0 ? empty : count(rows)) : ''}
    </p>
  );
}
