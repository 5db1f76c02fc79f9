import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { StudioPostsPage } from '@web/components/channel-community/StudioPostsPage';
import styles from '@web/components/studio/Studio.module.css';
import type { Metadata } from 'next';

const text = channelCommunityTexts.studio;

export const metadata: Metadata = { title: text.postsTitle, robots: { index: false, follow: false } };

/** 게시글과 갤러리: the owner's board posts, gallery uploads and blocked members. */
export default function StudioPostsRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.postsTitle}</h1>
        <p className={styles.lead}>{text.postsLead}</p>
        <StudioPostsPage />
      </div>
    </div>
  );
}
