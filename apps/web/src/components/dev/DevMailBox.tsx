'use client';

import { commonTexts } from '@sogon/contract/messages/common';
import { devMailTexts } from '@sogon/contract/messages/dev-mail';
import { devMailEndpoints } from '@sogon/contract/routes/dev-mail.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import styles from './DevMailBox.module.css';

const api = {
  devMail: browserApi('devMail', devMailEndpoints),
};

/** The development outbox: mails the site "sent", readable with their links. */
export function DevMailBox() {
  const asked = useApiQuery(api.devMail.list, {});
  const mails = asked.error !== undefined ? [] : (asked.data ?? null);

  if (!mails) return <p role="status">{commonTexts.loading}</p>;
  if (mails.length === 0) return <p>{devMailTexts.empty}</p>;
  return (
    <ol className={styles.list}>
      {mails.map((mail) => (
        <li key={mail.id} className={styles.mail}>
          <h2 className={styles.subject}>{mail.subject}</h2>
          <p className={styles.meta}>
            {devMailTexts.to}: {mail.to} ·{' '}
            <time dateTime={mail.date}>
              {new Date(mail.date).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}
            </time>{' '}
            · <a href={`/api/live/dev/mail/${encodeURIComponent(mail.id)}`}>{devMailTexts.raw}</a>
          </p>
          <MailText text={mail.text} />
        </li>
      ))}
    </ol>
  );
}

/** Plain text with its links made clickable (the reset link is the point of reading it). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className={styles.body}>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the split is stable for one text
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
