import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import styles from '@web/components/studio/Studio.module.css';
import { EpisodeEditor } from '@web/components/studio-episodes/EpisodeEditor';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

const text = studioEpisodeTexts.page;

export const metadata: Metadata = {
  title: text.heading,
  robots: { index: false, follow: false },
};

interface Props {
  params: Promise<{ id: string }>;
}

/** 에피소드 편집: prices, schedule (KST), 선공개, cover, script, new media and deletion of one episode. */
export default async function StudioEpisodeRoute({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.heading}</h1>
        <EpisodeEditor episodeId={Number(id)} />
      </div>
    </div>
  );
}
