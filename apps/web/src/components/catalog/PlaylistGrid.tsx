import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import { PlaylistCard } from './PlaylistCard.tsx';
import styles from './PlaylistGrid.module.css';

interface Props {
  items: TPlaylistCard[];
  /** Whether a next page exists; the 더보기 button shows only then. */
  hasMore: boolean;
  busy: boolean;
  failed: boolean;
  onMore: () => void;
  text: { loading: string; loadFailed: string; more: string };
  /** The cards' title level (PlaylistCard). */
  headingLevel?: 2 | 3;
}

/** A grid of playlist cards paged by a 더보기 button, with its loading state announced. */
export function PlaylistGrid({ items, hasMore, busy, failed, onMore, text, headingLevel }: Props) {
  return (
    <>
      <ul className={styles.grid}>
        {items.map((playlist, index) => (
          <li key={playlist.id}>
            <PlaylistCard playlist={playlist} priority={index < 4} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {failed ? text.loadFailed : busy ? text.loading : ''}
      </p>
      {hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={onMore}
          >
            {text.more}
          </button>
        </div>
      ) : null}
    </>
  );
}
