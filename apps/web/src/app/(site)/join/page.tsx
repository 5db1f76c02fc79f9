import { authTexts } from '@sogon/contract/messages/auth';
import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import styles from '@web/components/auth/AuthForm.module.css';
import { JoinForm } from '@web/components/auth/JoinForm';
import { SnsButtons } from '@web/components/auth/SnsButtons';
import { pageMetadata } from '@web/lib/metadata';
import Link from 'next/link';

export const metadata = pageMetadata({
  title: authTexts.join.title,
  path: '/join',
  description: authTexts.join.lead,
});

export default async function JoinPage({ searchParams }: { searchParams: Promise<{ returnTo?: string }> }) {
  const returnTo = safeReturnTo((await searchParams).returnTo);
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{authTexts.join.title}</h1>
        <div className={styles.card}>
          <p className={styles.lead}>{authTexts.join.lead}</p>
          <JoinForm returnTo={returnTo} />
          <p className={styles.divider}>{authTexts.or}</p>
          <SnsButtons returnTo={returnTo} />
          <p className={styles.links}>
            <span>
              {authTexts.join.hasAccount}{' '}
              <Link href={`/?action=login&returnTo=${encodeURIComponent(returnTo)}`}>{authTexts.login}</Link>
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
