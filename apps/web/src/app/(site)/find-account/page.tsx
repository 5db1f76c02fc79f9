import { authTexts } from '@sogon/contract/messages/auth';
import styles from '@web/components/auth/AuthForm.module.css';
import { FindAccountForm } from '@web/components/auth/FindAccountForm';
import { pageMetadata } from '@web/lib/metadata';

export const metadata = pageMetadata({
  title: authTexts.findAccount.title,
  path: '/find-account',
  description: authTexts.findAccount.lead,
});

export default function FindAccountPage() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{authTexts.findAccount.title}</h1>
        <div className={styles.card}>
          <p className={styles.lead}>{authTexts.findAccount.lead}</p>
          <FindAccountForm />
        </div>
      </div>
    </div>
  );
}
