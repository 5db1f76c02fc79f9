import { authTexts } from '@sogon/contract/messages/auth';
import styles from '@web/components/auth/AuthForm.module.css';
import { ResetPasswordForm } from '@web/components/auth/ResetPasswordForm';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: authTexts.findAccount.resetTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ fa?: string }>;
}) {
  const { fa = '' } = await searchParams;
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{authTexts.findAccount.resetTitle}</h1>
        <div className={styles.card}>
          <ResetPasswordForm fa={fa} />
        </div>
      </div>
    </div>
  );
}
