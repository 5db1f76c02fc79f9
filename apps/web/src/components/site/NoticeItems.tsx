import { commonTexts } from '@sogon/contract/messages/common';
import type { TNotice } from '@sogon/contract/schemas/catalog';
import { formatKstDate } from '@sogon/contract/time/kst';
import styles from './SiteList.module.css';

/** 공지사항 as members read them (the notice page, and the console's preview of a draft). */
export function NoticeItems({ notices, open = false }: { notices: TNotice[]; open?: boolean }) {
  return (
    <>
      {notices.length === 0 ? <p className={styles.empty}>{commonTexts.empty}</p> : null}
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <details className={styles.item} open={open || undefined}>
              <summary>
                <span className={styles.summaryTitle}>{notice.title}</span>
                <time dateTime={notice.publishedAt} className={styles.date}>
                  {formatKstDate(notice.publishedAt, 'YYYY.MM.DD')}
                </time>
              </summary>
              <p className={styles.body}>{notice.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
