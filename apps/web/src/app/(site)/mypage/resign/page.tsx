import { ko } from '@sogon/contract/messages/ko';
import styles from '@web/components/auth/AuthForm.module.css';
import { ResignForm } from '@web/components/my/ResignForm';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: ko.resign.title, robots: { index: false, follow: false } };

export default function ResignPage() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{ko.resign.title}</h1>
        <div className={styles.card}>
          <p className={styles.lead}>{ko.resign.lead}</p>
          <ResignForm />
        </div>
      </div>
    </div>
  );
}
