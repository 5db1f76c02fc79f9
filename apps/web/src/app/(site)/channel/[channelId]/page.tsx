import { channelTexts } from '@sogon/contract/messages/channel';
import { LazyAdultNotice } from '@web/components/adult/LazyAdultNotice';
import { loadFirstBoardPage, loadLinkedPost } from '@web/components/board/board-data';
import { ChannelFans, loadPublicFans } from '@web/components/channel/ChannelFans';
import { ChannelHeader } from '@web/components/channel/ChannelHeader';
import { ChannelPlaylists } from '@web/components/channel/ChannelPlaylists';
import { ChannelTabs } from '@web/components/channel/ChannelTabs';
import { loadChannel, loadFirstPlaylistPage } from '@web/components/channel/channel-data';
import { readChannelLink } from '@web/components/channel/channel-link';
import { LazyChannelBoard, LazyChannelGallery } from '@web/components/channel/LazyChannelSections';
import { loadFirstGalleryPage } from '@web/components/gallery/gallery-data';
import { loadSubscriptionBox, NO_SUBSCRIPTION_BOX } from '@web/lib/api/subscription-box';
import { ADULT_METADATA, pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

interface Props {
  params: Promise<{ channelId: string }>;
  /** `?tab=board&post={boardId}` opens the board at a post (links from home, shares). */
  searchParams: Promise<{ tab?: string | string[]; post?: string | string[] }>;
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

export default async function ChannelPage({ params, searchParams }: Props) {
  const { channelId } = await params;
  const channel = await loadChannel(channelId);
  if (!channel) notFound();
  if (channel === 'adult') return <LazyAdultNotice />;
  const link = readChannelLink(await searchParams);
  const [firstPage, firstBoardPage, firstGalleryPage, subscriptionBox, fans] = await Promise.all([
    loadFirstPlaylistPage(channel.id),
    loadFirstBoardPage(channel.id),
    loadFirstGalleryPage(channel.id),
    channel.subscriptionAvailable && !channel.isOwner ? loadSubscriptionBox(channel.id) : NO_SUBSCRIPTION_BOX,
    loadPublicFans(channel.id),
  ]);
  const linked = await loadLinkedPost(channel.id, link.postId, firstBoardPage);
  return (
    <div className="container">
      <ChannelHeader channel={channel} subscriptionBox={subscriptionBox} />
      <ChannelTabs
        // A link to another tab or post of this channel opens it, even from this very page.
        key={`${link.tab}-${link.postId ?? ''}`}
        initialTab={link.tab}
        playlists={<ChannelPlaylists channelId={channel.id} firstPage={firstPage} />}
        board={<LazyChannelBoard channelId={channel.id} firstPage={firstBoardPage} linked={linked} />}
        gallery={<LazyChannelGallery channelId={channel.id} firstPage={firstGalleryPage} />}
      />
      <ChannelFans ranking={fans} />
    </div>
  );
}
