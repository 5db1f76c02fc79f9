import { discoveryTexts } from '@sogon/contract/messages/discovery';
import Link from 'next/link';
import styles from './DiscoveryShortcuts.module.css';

const SHORTCUTS = [
  { href: '/new', label: discoveryTexts.shortcuts.new },
  { href: '/realtime', label: discoveryTexts.shortcuts.realtime },
  { href: '/top100', label: discoveryTexts.shortcuts.top100 },
  { href: '/category', label: discoveryTexts.shortcuts.categories },
] as const;

/** The home page's ways into the whole lists: 새로 나온, 실시간 인기, TOP 100 and the categories. */
export function DiscoveryShortcuts() {
  return (
    <nav aria-label={discoveryTexts.shortcuts.label} className={styles.nav}>
      <ul className={styles.list}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.href}>
            <Link href={shortcut.href} className={styles.chip}>
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
