import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import { relativeTime } from '@sogon/contract/time/relative-time';
import { PlaylistCard } from '@web/components/catalog/PlaylistCard';
import styles from './Discovery.module.css';

/**
 * Playlist cards with their open date in words (spec section 9: '방금 전' … 'YY.MM.DD'). A server
 * component: the relative date is worked out once, at the time the page is rendered.
 */
export function ListingGrid({ items, now = new Date() }: { items: TPlaylistCard[]; now?: Date }) {
  return (
    <ul className={styles.grid}>
      {items.map((playlist, index) => (
        <li key={playlist.id}>
          <PlaylistCard playlist={playlist} priority={index < 4} headingLevel={2} />
          <p className={styles.date}>
            <time dateTime={playlist.openDt}>{text.openedAt(relativeTime(playlist.openDt, now))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What a listing shows when it has nothing yet. */
export function ListingEmpty() {
  return (
    <div className={styles.empty} role="status">
      <strong>{text.empty}</strong>
      <span>{text.emptyHint}</span>
    </div>
  );
}
