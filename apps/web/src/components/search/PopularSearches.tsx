import { searchTexts as text } from '@sogon/contract/messages/search';
import type { TPopularKeyword } from '@sogon/contract/schemas/search';
import Link from 'next/link';
import styles from './Search.module.css';
import { searchHref } from './search-href.ts';

/** 인기 검색어, ranked, each a link to its results (server-rendered: crawlers follow them too). */
export function PopularSearches({ keywords }: { keywords: TPopularKeyword[] }) {
  if (keywords.length === 0) return null;
  return (
    <section className={styles.keywords} aria-labelledby="popular-searches">
      <h2 id="popular-searches" className={styles.keywordsHeading}>
        {text.popularHeading}
      </h2>
      <ol className={styles.popular}>
        {keywords.map(({ keyword }, index) => (
          <li key={keyword}>
            <Link href={searchHref(keyword)} className={styles.keyword}>
              <span className={styles.keywordRank} aria-hidden="true">
                {index + 1}
              </span>
              {keyword}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
