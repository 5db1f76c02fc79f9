import { ko } from '@sogon/contract/messages/ko';
import type { TNotice } from '@sogon/contract/schemas/catalog';
import { formatKstDate } from '@sogon/contract/time/index';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import styles from '../list-page.module.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: ko.nav.notice, path: '/notice' });

export default async function NoticePage() {
  const api = await serverApi();
  let notices: TNotice[];
  try {
    notices = await api.site.notices();
  } catch {
    return <ErrorScreen />;
  }
  return (
    <div className="container">
      <h1 className="page-title">{ko.nav.notice}</h1>
      {notices.length === 0 ? <p className={styles.empty}>{ko.common.empty}</p> : null}
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <details className={styles.item}>
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
    </div>
  );
}
