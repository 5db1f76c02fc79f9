import { EpisodeList } from '@web/components/playlist/EpisodeList';
import { PlaylistHeader } from '@web/components/playlist/PlaylistHeader';
import { loadPlaylist } from '@web/lib/api/playlist';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

interface Props {
  params: Promise<{ playlistId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { playlistId } = await params;
  const playlist = await loadPlaylist(playlistId);
  if (!playlist) return {};
  return pageMetadata({
    title: playlist.title,
    description: `${playlist.channel.name} · ${playlist.description}`,
    path: `/playlist/${playlist.id}`,
  });
}

export default async function PlaylistPage({ params }: Props) {
  const { playlistId } = await params;
  const playlist = await loadPlaylist(playlistId);
  if (!playlist) notFound();
  return (
    <div className="container">
      <PlaylistHeader playlist={playlist} />
      <EpisodeList playlist={playlist} />
    </div>
  );
}
