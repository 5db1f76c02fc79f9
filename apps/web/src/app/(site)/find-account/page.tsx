import { ko } from '@sogon/contract/messages/ko';
import styles from '@web/components/auth/AuthForm.module.css';
import { FindAccountForm } from '@web/components/auth/FindAccountForm';
import { pageMetadata } from '@web/lib/metadata';

export const metadata = pageMetadata({
  title: ko.auth.findAccount.title,
  path: '/find-account',
  description: ko.auth.findAccount.lead,
});

export default function FindAccountPage() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{ko.auth.findAccount.title}</h1>
        <div className={styles.card}>
          <p className={styles.lead}>{ko.auth.findAccount.lead}</p>
          <FindAccountForm />
        </div>
      </div>
    </div>
  );
}
