'use client';

import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { channelCommunityEndpoints } from '@sogon/contract/routes/channel-community.endpoints';
import studio from '@web/components/studio/Studio.module.css';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import Link from 'next/link';
import styles from './ChannelCommunity.module.css';

const api = { channelCommunity: browserApi('channelCommunity', channelCommunityEndpoints) };
const text = channelCommunityTexts.notifications;

/** 마이페이지 → 알림: the member's in-app notifications (channel announcements), newest first. */
export function NotificationList() {
  const query = useApiQuery(api.channelCommunity.notifications, {}, { member: true });
  const { toast } = useToast();
  const fail = useFailureToast();
  const markRead = () =>
    memberOnly(() => api.channelCommunity.readNotifications({})).then(() => {
      query.setData(
        (current) => current && { unread: 0, items: current.items.map((item) => ({ ...item, read: true })) },
      );
      toast(text.markedRead, { kind: 'success' });
    }, fail);
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(list) =>
        list.items.length === 0 ? (
          <p className={studio.hint}>{text.empty}</p>
        ) : (
          <>
            <div className={styles.row}>
              <p className={studio.hint}>{text.unread(list.unread)}</p>
              {list.unread > 0 ? (
                <button type="button" className="button button-secondary" onClick={() => void markRead()}>
                  {text.markRead}
                </button>
              ) : null}
            </div>
            <ul className={styles.history}>
              {list.items.map((item) => (
                <li key={item.id} className={styles.historyItem}>
                  <h2 className={styles.noticeTitle}>
                    {item.read ? null : <span className={styles.newBadge}>{text.newBadge}</span>} {item.title}
                  </h2>
                  <p className={styles.historyBody}>{item.body}</p>
                  <p className={studio.hint}>
                    <time dateTime={item.createdAt}>{item.createdAt.slice(0, 10)}</time>
                    {item.link.startsWith('/') ? (
                      <>
                        {' · '}
                        <Link href={item.link}>{text.open}</Link>
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </StudioGate>
  );
}
