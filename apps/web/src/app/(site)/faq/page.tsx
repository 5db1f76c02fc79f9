import { ko } from '@sogon/contract/messages/ko';
import type { TFaq } from '@sogon/contract/schemas/catalog';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import styles from '../list-page.module.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: ko.nav.faq, path: '/faq' });

export default async function FaqPage() {
  const api = await serverApi();
  let faqs: TFaq[];
  try {
    faqs = await api.site.faqs();
  } catch {
    return <ErrorScreen />;
  }
  return (
    <div className="container">
      <h1 className="page-title">{ko.nav.faq}</h1>
      <ul className={styles.list}>
        {faqs.map((faq) => (
          <li key={faq.id}>
            <details className={styles.item}>
              <summary>
                <span className={styles.category}>{faq.category}</span>
                <span className={styles.summaryTitle}>{faq.question}</span>
              </summary>
              <p className={styles.body}>{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
