import { ko } from '@sogon/contract/messages/ko';
import Link from 'next/link';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={ko.footer.contact}>
          <ul className={styles.links}>
            <li>
              <Link href="/notice">{ko.nav.notice}</Link>
            </li>
            <li>
              <Link href="/faq">{ko.nav.faq}</Link>
            </li>
            <li>
              <Link href="/terms">{ko.footer.terms}</Link>
            </li>
            <li>
              <Link href="/privacy">
                <strong>{ko.footer.privacy}</strong>
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.meta}>{ko.footer.business}</p>
        <p className={styles.meta}>{ko.footer.copyright}</p>
      </div>
    </footer>
  );
}
