import type { TBanner } from '@sogon/contract/schemas/catalog';
import { AdultNotice } from '@web/components/adult/AdultNotice';
import { BannerStrip } from '@web/components/home/BannerStrip';
import { EpisodeList } from '@web/components/playlist/EpisodeList';
import { PlaylistHeader } from '@web/components/playlist/PlaylistHeader';
import { loadPlaylist } from '@web/lib/api/playlist';
import { serverApi } from '@web/lib/api/server';
import { ADULT_METADATA, pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

interface Props {
  params: Promise<{ playlistId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { playlistId } = await params;
  const playlist = await loadPlaylist(playlistId);
  if (!playlist) return {};
  if (playlist === 'adult') return ADULT_METADATA;
  const metadata = pageMetadata({
    title: playlist.title,
    description: `${playlist.channel.name} · ${playlist.description}`,
    path: `/playlist/${playlist.id}`,
  });
  // Public pages of 19+ items are not indexed (issue 4).
  return playlist.isAdult ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function PlaylistPage({ params }: Props) {
  const { playlistId } = await params;
  const playlist = await loadPlaylist(playlistId);
  if (!playlist) notFound();
  if (playlist === 'adult') return <AdultNotice />;
  // Banners are extra: a failure leaves them out, never the playlist.
  const banners = await (await serverApi()).site
    .playlistBanners({ id: playlist.id })
    .catch((): TBanner[] => []);
  return (
    <div className="container">
      <PlaylistHeader playlist={playlist} />
      <EpisodeList playlist={playlist} />
      <BannerStrip banners={banners} priority={false} />
    </div>
  );
}
