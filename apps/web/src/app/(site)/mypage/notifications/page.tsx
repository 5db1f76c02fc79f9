import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { NotificationList } from '@web/components/channel-community/NotificationList';
import my from '@web/components/my/MyPage.module.css';
import type { Metadata } from 'next';

const text = channelCommunityTexts.notifications;

export const metadata: Metadata = { title: text.title, robots: { index: false, follow: false } };

/** 마이페이지 → 알림: announcements of the channels the member follows or belongs to. */
export default function NotificationsPage() {
  return (
    <div className="container">
      <div className={my.page}>
        <h1 className="page-title">{text.title}</h1>
        <NotificationList />
      </div>
    </div>
  );
}
