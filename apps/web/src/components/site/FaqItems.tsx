import type { TFaq } from '@sogon/contract/schemas/catalog';
import styles from './SiteList.module.css';

/** FAQ as members read it (the FAQ page, and the console's preview of a draft). */
export function FaqItems({ faqs, open = false }: { faqs: TFaq[]; open?: boolean }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className={styles.item} open={open || undefined}>
            <summary>
              <span className={styles.category}>{faq.category}</span>
              <span className={styles.summaryTitle}>{faq.question}</span>
            </summary>
            <p className={styles.body}>{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
