import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import styles from '@web/components/studio/Studio.module.css';
import { PlaylistEditor } from '@web/components/studio-catalog/PlaylistEditor';
import { StudioEpisodeList } from '@web/components/studio-episodes/StudioEpisodeList';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

const text = studioCatalogTexts.playlistForm;

export const metadata: Metadata = {
  title: text.editTitle,
  robots: { index: false, follow: false },
};

interface Props {
  params: Promise<{ id: string }>;
}

/** 플레이리스트 편집: terms, cover, status and episode order of one of the creator's playlists. */
export default async function StudioPlaylistRoute({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.editTitle}</h1>
        <PlaylistEditor playlistId={Number(id)} />
        <StudioEpisodeList playlistId={Number(id)} />
      </div>
    </div>
  );
}
