'use client';

import { searchTexts as text } from '@sogon/contract/messages/search';
import { useToast } from '@web/components/toast/ToastProvider';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { clearRecentSearches, readRecentSearches, removeRecentSearch } from './recent-searches.ts';
import styles from './Search.module.css';
import { searchHref } from './search-href.ts';

/** 최근 검색어 of this device, each a link to its results, with a 삭제 per keyword and 전체 삭제. */
export function RecentSearches() {
  const { toast } = useToast();
  const [keywords, setKeywords] = useState<string[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Read after the first render: the server cannot know what this device keeps.
  useEffect(() => {
    setKeywords(readRecentSearches());
  }, []);

  if (keywords === null) return null;

  const removed = (next: string[], message: string) => {
    setKeywords(next);
    toast(message, { kind: 'success' });
    // The button that had focus is gone: the reader goes back to the section's heading.
    headingRef.current?.focus();
  };

  return (
    <section className={styles.keywords} aria-labelledby="recent-searches">
      <div className={styles.keywordsHead}>
        <h2 id="recent-searches" ref={headingRef} tabIndex={-1} className={styles.keywordsHeading}>
          {text.recentHeading}
        </h2>
        {keywords.length > 0 ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => removed(clearRecentSearches(), text.recentCleared)}
          >
            {text.recentClear}
          </button>
        ) : null}
      </div>
      {keywords.length === 0 ? (
        <p className={styles.keywordsEmpty}>{text.recentEmpty}</p>
      ) : (
        <ul className={styles.recent}>
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.recentItem}>
              <Link href={searchHref(keyword)} className={styles.recentLink}>
                {keyword}
              </Link>
              <button
                type="button"
                className={styles.remove}
                aria-label={text.recentRemove(keyword)}
                onClick={() => removed(removeRecentSearch(keyword), text.recentRemoved(keyword))}
              >
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                  <path
                    d="M2 2l8 8M10 2l-8 8"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
