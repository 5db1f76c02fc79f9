import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import { PlaylistCard } from './PlaylistCard.tsx';
import styles from './PlaylistGrid.module.css';

interface Props<T extends TPlaylistCard> {
  items: T[];
  /** Whether a next page exists; the 더보기 button shows only then. */
  hasMore: boolean;
  busy: boolean;
  failed: boolean;
  onMore: () => void;
  text: { loading: string; loadFailed: string; more: string };
  /** The cards' title level (PlaylistCard). */
  headingLevel?: 2 | 3;
  /** A line under a card (PlaylistCard's note), e.g. why a search found it. */
  noteOf?: (item: T) => string | null;
}

/** A grid of playlist cards paged by a 더보기 button, with its loading state announced. */
export function PlaylistGrid<T extends TPlaylistCard>({
  items,
  hasMore,
  busy,
  failed,
  onMore,
  text,
  headingLevel,
  noteOf,
}: Props<T>) {
  return (
    <>
      <ul className={styles.grid}>
        {items.map((playlist, index) => (
          <li key={playlist.id}>
            <PlaylistCard
              playlist={playlist}
              priority={index < 4}
              headingLevel={headingLevel}
              note={noteOf?.(playlist)}
            />
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
