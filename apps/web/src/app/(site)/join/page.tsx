import { ko } from '@sogon/contract/messages/ko';
import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import styles from '@web/components/auth/AuthForm.module.css';
import { JoinForm } from '@web/components/auth/JoinForm';
import { SnsButtons } from '@web/components/auth/SnsButtons';
import { pageMetadata } from '@web/lib/metadata';
import Link from 'next/link';

export const metadata = pageMetadata({
  title: ko.auth.join.title,
  path: '/join',
  description: ko.auth.join.lead,
});

export default async function JoinPage({ searchParams }: { searchParams: Promise<{ returnTo?: string }> }) {
  const returnTo = safeReturnTo((await searchParams).returnTo);
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{ko.auth.join.title}</h1>
        <div className={styles.card}>
          <p className={styles.lead}>{ko.auth.join.lead}</p>
          <JoinForm returnTo={returnTo} />
          <p className={styles.divider}>{ko.auth.or}</p>
          <SnsButtons returnTo={returnTo} />
          <p className={styles.links}>
            <span>
              {ko.auth.join.hasAccount}{' '}
              <Link href={`/?action=login&returnTo=${encodeURIComponent(returnTo)}`}>{ko.auth.login}</Link>
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
