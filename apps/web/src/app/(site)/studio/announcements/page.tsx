import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { StudioAnnouncementsPage } from '@web/components/channel-community/StudioAnnouncementsPage';
import styles from '@web/components/studio/Studio.module.css';
import type { Metadata } from 'next';

const text = channelCommunityTexts.announcements;

export const metadata: Metadata = { title: text.title, robots: { index: false, follow: false } };

/** 공지 보내기: an announcement to the channel's followers or tier members, and the ones sent. */
export default function StudioAnnouncementsRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.title}</h1>
        <StudioAnnouncementsPage />
      </div>
    </div>
  );
}
