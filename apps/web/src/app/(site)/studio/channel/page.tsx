import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import styles from '@web/components/studio/Studio.module.css';
import { ChannelProfilePage } from '@web/components/studio-catalog/ChannelProfilePage';
import type { Metadata } from 'next';

const text = studioCatalogTexts.channelPage;

export const metadata: Metadata = {
  title: text.title,
  robots: { index: false, follow: false },
};

/** 채널 프로필: the owner edits what the channel page shows. */
export default function StudioChannelRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.title}</h1>
        <p className={styles.lead}>{text.lead}</p>
        <ChannelProfilePage />
      </div>
    </div>
  );
}
