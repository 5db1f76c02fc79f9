import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import styles from '@web/components/studio/Studio.module.css';
import { NewPlaylist } from '@web/components/studio-catalog/PlaylistEditor';
import type { Metadata } from 'next';

const text = studioCatalogTexts.playlistForm;

export const metadata: Metadata = {
  title: text.newTitle,
  robots: { index: false, follow: false },
};

/** 새 플레이리스트: a draft, invisible to listeners until the creator publishes it. */
export default function StudioNewPlaylistRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.newTitle}</h1>
        <NewPlaylist />
      </div>
    </div>
  );
}
