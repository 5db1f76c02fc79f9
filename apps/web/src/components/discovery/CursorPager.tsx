import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import Link from 'next/link';
import styles from './Discovery.module.css';

interface Props {
  /** Back to the first page, when this is a later one. */
  firstHref: string | null;
  /** The page after this one, when there is one. */
  nextHref: string | null;
}

/**
 * Links through a keyset-paged listing (a cursor has no page numbers): crawlable, and usable
 * without JavaScript, like the numbered Pager.
 */
export function CursorPager({ firstHref, nextHref }: Props) {
  if (!firstHref && !nextHref) return null;
  return (
    <nav className={styles.pager} aria-label={text.pager.label}>
      <ul className={styles.pagerList}>
        {firstHref ? (
          <li>
            <Link className={styles.pagerLink} href={firstHref}>
              {text.firstPage}
            </Link>
          </li>
        ) : null}
        {nextHref ? (
          <li>
            <Link className={styles.pagerLink} href={nextHref} rel="next">
              {text.pager.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
