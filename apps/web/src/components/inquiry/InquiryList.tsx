import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import type { TInquiry } from '@sogon/contract/schemas/inquiries';
import { formatKstDate } from '@sogon/contract/time/kst';
import styles from './Inquiry.module.css';

const text = inquiryTexts.page;

/** The member's inquiries, newest first: what they asked, its status and the answer once given. */
export function InquiryList({ items }: { items: TInquiry[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <article aria-labelledby={`inquiry-${item.id}`}>
            <p className={styles.meta}>
              <span className={styles.category}>{inquiryTexts.categories[item.category]}</span>
              <span className={styles.status} data-status={item.status}>
                {inquiryTexts.status[item.status]}
              </span>
            </p>
            <h3 id={`inquiry-${item.id}`} className={styles.title}>
              {item.title}
            </h3>
            <p className={styles.date}>
              {text.askedAt} <time dateTime={item.createdAt}>{formatKstDate(item.createdAt)}</time>
            </p>
            <p className={styles.body}>{item.body}</p>
            {item.answer ? (
              <section className={styles.answer} aria-label={text.answerLabel}>
                <p className={styles.answerHead}>
                  <strong>{text.answerLabel}</strong>
                  {item.answeredAt ? (
                    <span className={styles.date}>
                      {text.answeredAt}{' '}
                      <time dateTime={item.answeredAt}>{formatKstDate(item.answeredAt)}</time>
                    </span>
                  ) : null}
                </p>
                <p className={styles.body}>{item.answer}</p>
              </section>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
