import type { TBanner } from '@sogon/contract/schemas/catalog';
import { LazyAdultNotice } from '@web/components/adult/LazyAdultNotice';
import { BannerStrip } from '@web/components/home/BannerStrip';
import { LazyPassButton } from '@web/components/pass/LazyPassButton';
import { EpisodeList } from '@web/components/playlist/EpisodeList';
import { PlaylistHeader } from '@web/components/playlist/PlaylistHeader';
import type { restOfPlaylist } from '@web/components/purchase/rest-of-playlist';
import { loadPlaylist } from '@web/lib/api/playlist';
import { serverApi } from '@web/lib/api/server';
import { loadSubscriptionBox, NO_SUBSCRIPTION_BOX } from '@web/lib/api/subscription-box';
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

/** 이용권으로 보기 for the first paid episode the member cannot play yet (shown when a pass pool holds the playlist). */
function PassForNextEpisode({
  playlist,
}: {
  playlist: Parameters<typeof restOfPlaylist>[0] & { id: number };
}) {
  const next = playlist.episodes.find((episode) => !episode.isFree && episode.access === 'not_purchased');
  if (!next) return null;
  return (
    <LazyPassButton
      playlistId={playlist.id}
      contentId={next.id}
      title={`${next.episodeNo}화 · ${next.title}`}
    />
  );
}

export default async function PlaylistPage({ params }: Props) {
  const { playlistId } = await params;
  const playlist = await loadPlaylist(playlistId);
  if (!playlist) notFound();
  if (playlist === 'adult') return <LazyAdultNotice />;
  // Banners are extra: a failure leaves them out, never the playlist.
  const [banners, subscriptionBox] = await Promise.all([
    (await serverApi()).site.playlistBanners({ id: playlist.id }).catch((): TBanner[] => []),
    playlist.channel.isOwner ? NO_SUBSCRIPTION_BOX : loadSubscriptionBox(playlist.channel.id),
  ]);
  return (
    <div className="container">
      <PlaylistHeader playlist={playlist} subscriptionBox={subscriptionBox} />
      <PassForNextEpisode playlist={playlist} />
      <EpisodeList playlist={playlist} />
      <BannerStrip banners={banners} priority={false} />
    </div>
  );
}
