import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import styles from '@web/components/studio/Studio.module.css';
import { PlaylistList } from '@web/components/studio-catalog/PlaylistList';
import type { Metadata } from 'next';

const text = studioCatalogTexts.playlistsPage;

export const metadata: Metadata = {
  title: text.title,
  robots: { index: false, follow: false },
};

/** 플레이리스트: every playlist of the creator's channels with its status. */
export default function StudioPlaylistsRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.title}</h1>
        <p className={styles.lead}>{text.lead}</p>
        <PlaylistList />
      </div>
    </div>
  );
}
