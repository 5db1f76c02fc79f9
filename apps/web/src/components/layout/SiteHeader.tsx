import { eventTexts } from '@sogon/contract/messages/events';
import { ko } from '@sogon/contract/messages/ko';
import Link from 'next/link';
import { HeaderAccount } from './HeaderAccount.tsx';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} aria-label={`${ko.site.name} ${ko.nav.home}`}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="9" fill="#2a2250" />
            <path
              d="M8 18v-4M12 21v-10M16 24V8M20 21v-10M24 18v-4"
              stroke="#b49cff"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          <span>{ko.site.name}</span>
        </Link>
        <nav aria-label={ko.nav.mainMenu} className={styles.nav}>
          <ul className={styles.menu}>
            <li>
              <Link href="/">{ko.nav.home}</Link>
            </li>
            <li>
              <Link href="/search">{ko.nav.search}</Link>
            </li>
            <li>
              <Link href="/top100">{ko.nav.top100}</Link>
            </li>
            <li>
              <Link href="/library">{ko.nav.library}</Link>
            </li>
            <li>
              <Link href="/event">{eventTexts.page.title}</Link>
            </li>
            <li>
              <Link href="/charge">{ko.nav.charge}</Link>
            </li>
            <li>
              <Link href="/notice">{ko.nav.notice}</Link>
            </li>
            <li>
              <Link href="/faq">{ko.nav.faq}</Link>
            </li>
          </ul>
        </nav>
        <HeaderAccount />
      </div>
    </header>
  );
}
