import { businessTexts } from '@sogon/contract/messages/business';
import { footerTexts, navTexts } from '@sogon/contract/messages/site';
import Link from 'next/link';
import { connection } from 'next/server';
import { businessCheckUrl, businessRows, copyrightLine, readBusinessInfo } from './business-info.ts';
import styles from './SiteFooter.module.css';

/**
 * Links, the operator's business details and the copyright line. The details are configuration
 * read when the page is rendered (an operator changes them with a restart, not a rebuild), so
 * every page with this footer renders per request.
 */
export async function SiteFooter() {
  await connection();
  const info = readBusinessInfo();
  const checkUrl = businessCheckUrl(info);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={footerTexts.links}>
          <ul className={styles.links}>
            <li>
              <Link href="/inquiry">
                <strong>{footerTexts.inquiry}</strong>
              </Link>
            </li>
            <li>
              <Link href="/notice">{navTexts.notice}</Link>
            </li>
            <li>
              <Link href="/faq">{navTexts.faq}</Link>
            </li>
            <li>
              <Link href="/terms">{footerTexts.terms}</Link>
            </li>
            <li>
              <Link href="/privacy">
                <strong>{footerTexts.privacy}</strong>
              </Link>
            </li>
          </ul>
        </nav>
        <dl className={styles.business}>
          {businessRows(info).map((row) => (
            <div key={row.field} className={styles.fact}>
              <dt>{row.label}</dt>
              <dd>
                {row.href ? <a href={row.href}>{row.value}</a> : row.value}
                {row.example ? <span className={styles.example}>{businessTexts.example}</span> : null}
                {row.field === 'registrationNumber' && checkUrl ? (
                  <a className={styles.check} href={checkUrl} target="_blank" rel="noopener noreferrer">
                    {businessTexts.check}
                    <span className="visually-hidden"> ({businessTexts.newWindow})</span>
                  </a>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.meta}>
          <small>{copyrightLine(info)}</small>
        </p>
      </div>
    </footer>
  );
}
