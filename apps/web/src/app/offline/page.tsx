import { offlinePageTexts } from '@sogon/contract/messages/app-shell';
import { offlineTexts } from '@sogon/contract/messages/offline';
import type { Metadata } from 'next';
import styles from './offline.module.css';
import { RetryButton } from './RetryButton';

export const metadata: Metadata = { title: offlinePageTexts.title, robots: { index: false, follow: false } };

/**
 * What the installed app shows without a connection (issue 21): the service worker keeps this
 * page and answers any page load that cannot reach the site with it, under the address asked
 * for, so 다시 시도 (or the connection coming back) loads that page. No header or footer: their
 * links could not open either.
 */
export default function OfflinePage() {
  return (
    <main id="main" className={styles.screen}>
      <svg className={styles.image} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <path
          d="M14 40a66 66 0 0 1 92 0M30 56a42 42 0 0 1 60 0M46 72a18 18 0 0 1 28 0"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <circle cx="60" cy="86" r="6" fill="var(--accent)" />
        <path d="M18 12l84 76" stroke="var(--text-muted)" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>{offlinePageTexts.title}</h1>
      <p className={styles.body}>{offlinePageTexts.body}</p>
      <RetryButton />
      {/* A plain link: the worker answers it with the kept 보관함 → 저장됨 page (public/sw.js). */}
      <a className="button button-secondary" href="/library?tab=saved">
        {offlineTexts.openSaved}
      </a>
    </main>
  );
}
