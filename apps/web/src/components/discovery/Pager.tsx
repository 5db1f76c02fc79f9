import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import Link from 'next/link';
import styles from './Discovery.module.css';

interface Props {
  page: number;
  /** Known when the list has a total; else only 이전/다음 are shown. */
  pageCount?: number;
  hasMore: boolean;
  href: (page: number) => string;
}

/** Pages as numbers around the current one, the first and the last (1 … 4 5 6 … 20). */
export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | 'gap'> {
  const shown = new Set([1, pageCount]);
  for (let candidate = page - radius; candidate <= page + radius; candidate++) {
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((value, index) =>
    index > 0 && value - sorted[index - 1]! > 1 ? ['gap', value] : [value],
  );
}

/** Links to the other pages of a listing: crawlable, and usable without JavaScript. */
export function Pager({ page, pageCount, hasMore, href }: Props) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className={styles.pager} aria-label={text.pager.label}>
      <ul className={styles.pagerList}>
        {page > 1 ? (
          <li>
            <Link className={styles.pagerLink} href={href(page - 1)} rel="prev">
              {text.pager.previous}
            </Link>
          </li>
        ) : null}
        {pageCount
          ? pageWindow(page, pageCount).map((value, index) =>
              value === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap sits between two known pages
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={value}>
                  <Link
                    className={styles.pagerLink}
                    href={href(value)}
                    aria-current={value === page ? 'page' : undefined}
                    aria-label={value === page ? text.pager.current(value) : text.pager.page(value)}
                  >
                    {value}
                  </Link>
                </li>
              ),
            )
          : null}
        {hasMore ? (
          <li>
            <Link className={styles.pagerLink} href={href(page + 1)} rel="next">
              {text.pager.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
