import { resignTexts } from '@sogon/contract/messages/my';
import styles from '@web/components/auth/AuthForm.module.css';
import { ResignForm } from '@web/components/my/ResignForm';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: resignTexts.title, robots: { index: false, follow: false } };

export default function ResignPage() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{resignTexts.title}</h1>
        <div className={styles.card}>
          <p className={styles.lead}>{resignTexts.lead}</p>
          <ResignForm />
        </div>
      </div>
    </div>
  );
}
