import { discoveryTexts } from '@sogon/contract/messages/discovery';
import { eventTexts } from '@sogon/contract/messages/events';
import { myTexts } from '@sogon/contract/messages/my';
import { navTexts, siteTexts } from '@sogon/contract/messages/site';
import Link from 'next/link';
import { HeaderAccount } from './HeaderAccount.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import styles from './SiteHeader.module.css';

/**
 * Where the main menu leads, in its order. `panelOnly`: only in the 메뉴 panel, not in the wide
 * row (which has room for ten items; 공지사항 and 자주 묻는 질문 are in the footer there too).
 */
const MENU: ReadonlyArray<{ href: string; label: string; panelOnly?: boolean }> = [
  { href: '/', label: navTexts.home },
  { href: '/video', label: navTexts.video },
  { href: '/new', label: discoveryTexts.nav.new },
  { href: '/category', label: discoveryTexts.nav.categories },
  { href: '/top100', label: navTexts.top100 },
  { href: '/realtime', label: discoveryTexts.nav.realtime },
  { href: '/search', label: navTexts.search },
  { href: '/library', label: navTexts.library },
  { href: '/event', label: eventTexts.page.title },
  { href: '/charge', label: navTexts.charge },
  { href: '/notice', label: navTexts.notice, panelOnly: true },
  { href: '/faq', label: navTexts.faq, panelOnly: true },
];

function menuItems(where: 'row' | 'panel') {
  return MENU.filter((item) => where === 'panel' || !item.panelOnly).map((item) => (
    <li key={item.href}>
      <Link href={item.href}>{item.label}</Link>
    </li>
  ));
}

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo} aria-label={`${siteTexts.name} ${navTexts.home}`}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="9" fill="#2a2250" />
            <path
              d="M8 18v-4M12 21v-10M16 24V8M20 21v-10M24 18v-4"
              stroke="#b49cff"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          <span>{siteTexts.name}</span>
        </Link>
        <nav aria-label={navTexts.mainMenu} className={styles.nav}>
          {/* Wide screens: the items in a row. Narrow ones: the same items behind 메뉴. */}
          <ul className={styles.menu}>{menuItems('row')}</ul>
          <MenuDisclosure
            className={styles.disclosure}
            summaryClassName={`button button-secondary ${styles.menuButton}`}
            summary={
              <>
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                  <path
                    d="M2 4h14M2 9h14M2 14h14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                {navTexts.menu}
              </>
            }
          >
            <ul className={styles.panel}>{menuItems('panel')}</ul>
          </MenuDisclosure>
        </nav>
        {/* Texts from the catalog here, on the server: the client part stays without it. */}
        <HeaderAccount
          loginLabel={navTexts.login}
          myPageLabel={myTexts.title}
          heartsLabel={myTexts.headerHearts}
        />
      </div>
    </header>
  );
}
