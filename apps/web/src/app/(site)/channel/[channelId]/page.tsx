import { channelTexts } from '@sogon/contract/messages/channel';
import { AdultNotice } from '@web/components/adult/AdultNotice';
import { ChannelHeader } from '@web/components/channel/ChannelHeader';
import { ChannelPlaylists } from '@web/components/channel/ChannelPlaylists';
import { ChannelTabs } from '@web/components/channel/ChannelTabs';
import { loadChannel, loadFirstPlaylistPage } from '@web/components/channel/channel-data';
import { ChannelGallery } from '@web/components/gallery/ChannelGallery';
import { loadFirstGalleryPage } from '@web/components/gallery/gallery-data';
import { ADULT_METADATA, pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

interface Props {
  params: Promise<{ channelId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { channelId } = await params;
  const channel = await loadChannel(channelId);
  if (!channel) return {};
  if (channel === 'adult') return ADULT_METADATA;
  const metadata = pageMetadata({
    title: channel.name,
    description: channel.description || channelTexts.fallbackDescription(channel.name),
    ...(channel.profileImg ? { image: channel.profileImg } : {}),
    path: `/channel/${channel.id}`,
  });
  // Public pages of 19+ items are not indexed (issue 4).
  return channel.isAdult ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function ChannelPage({ params }: Props) {
  const { channelId } = await params;
  const channel = await loadChannel(channelId);
  if (!channel) notFound();
  if (channel === 'adult') return <AdultNotice />;
  const [firstPage, firstGalleryPage] = await Promise.all([
    loadFirstPlaylistPage(channel.id),
    loadFirstGalleryPage(channel.id),
  ]);
  return (
    <div className="container">
      <ChannelHeader channel={channel} />
      <ChannelTabs
        playlists={<ChannelPlaylists channelId={channel.id} firstPage={firstPage} />}
        gallery={<ChannelGallery channelId={channel.id} firstPage={firstGalleryPage} />}
      />
    </div>
  );
}
