'use client';

import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './StudioCatalog.module.css';

const text = studioCatalogTexts.nav;

/** The studio's sections, in the order a creator runs a channel. */
export const STUDIO_SECTIONS = [
  { href: '/studio', label: text.dashboard },
  { href: '/studio/channel', label: text.channel },
  { href: '/studio/playlists', label: text.playlists },
  { href: '/studio/tiers', label: text.tiers },
  { href: '/studio/posts', label: text.posts },
  { href: '/studio/stats', label: text.stats },
  { href: '/studio/settlement', label: text.settlement },
  { href: '/studio/announcements', label: text.announcements },
] as const;

/** The section a path belongs to: /studio itself only for the dashboard, a section and its sub-pages. */
export function currentSection(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/studio') return '/studio';
  const found = STUDIO_SECTIONS.find(
    (section) => section.href !== '/studio' && (path === section.href || path.startsWith(`${section.href}/`)),
  );
  return found?.href ?? null;
}

/**
 * The studio's menu: plain links that wrap onto a second line on a phone (no sideways scroll),
 * the current section marked aria-current="page".
 */
export function StudioNav() {
  const current = currentSection(usePathname() ?? '');
  return (
    <nav aria-label={text.label} className={styles.nav}>
      <ul className={styles.navList}>
        {STUDIO_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className={styles.navLink}
              aria-current={current === section.href ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
