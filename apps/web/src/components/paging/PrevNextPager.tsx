import { pagingTexts as text } from '@sogon/contract/messages/paging';
import Link from 'next/link';
import styles from './PrevNextPager.module.css';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page, keeping the list's other query (search, filter). */
  href: (page: number) => string;
}

/** The page count of a list: how many pages `total` rows fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 이전 · n / m 페이지 · 다음, as links (crawlable, usable without JavaScript); nothing for one page. */
export function PrevNextPager({ page, total, pageSize, href }: Props) {
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={text.label}>
      {page > 1 ? (
        <Link
          className={styles.link}
          href={href(Math.min(page - 1, pageCount))}
          rel="prev"
          aria-label={text.previousPage(Math.min(page - 1, pageCount))}
        >
          {text.previous}
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
      <p className={styles.position} aria-current="page">
        {text.position(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Link className={styles.link} href={href(page + 1)} rel="next" aria-label={text.nextPage(page + 1)}>
          {text.next}
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
