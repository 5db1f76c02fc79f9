import { giftTexts, seriesTexts } from '@sogon/contract/messages/commerce';
import { commonTexts, mediaTypeTexts } from '@sogon/contract/messages/common';
import { discoveryTexts } from '@sogon/contract/messages/discovery';
import { playlistTexts } from '@sogon/contract/messages/playlist';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { LazyGiftButton } from '@web/components/gift/LazyGiftButton';
import { restOfPlaylist } from '@web/components/purchase/rest-of-playlist';
import { LazyReactionToggle } from '@web/components/reactions/LazyReactionToggle';
import { OwnerLinks } from '@web/components/reactions/OwnerLinks';
import reactions from '@web/components/reactions/Reactions.module.css';
import { searchHref } from '@web/components/search/search-href';
import { LazySubscribeButton, LazySubscriberBadge } from '@web/components/subscription/LazySubscription';
import type { SubscriptionBox } from '@web/lib/api/subscription-box';
import Link from 'next/link';
import styles from './Playlist.module.css';
import { PlaylistPlayButton } from './PlaylistPlayButton.tsx';
import { ShareButton } from './ShareButton';

export function PlaylistHeader({
  playlist,
  subscriptionBox,
  headingLevel = 1,
  cover = true,
}: {
  playlist: TPlaylistDetail;
  /** The channel's subscription box, read by the page (loadSubscriptionBox). */
  subscriptionBox: SubscriptionBox;
  headingLevel?: 1 | 2;
  /** Off where the page shows the cover already (an episode page's player). */
  cover?: boolean;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Series pricing: once some episodes are the caller's, the bundle is "the rest" at its share.
  const rest = restOfPlaylist(playlist);
  const bundleText =
    rest && rest.hearts < playlist.bundlePrice
      ? seriesTexts.buyRest(rest.count, rest.hearts)
      : playlistTexts.bundle(playlist.bundlePrice);
  return (
    <div className={cover ? styles.header : `${styles.header} ${styles.headerNoCover}`}>
      {cover ? (
        // biome-ignore lint/performance/noImgElement: covers are small SVGs
        <img
          className={styles.cover}
          src={playlist.coverImg}
          alt=""
          width={240}
          height={240}
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.info}>
        <p className={styles.kind}>
          {mediaTypeTexts[playlist.mediaType]}
          {playlist.isAdult ? ` · ${commonTexts.adultOnly}` : ''}
        </p>
        <Heading className={styles.title}>{playlist.title}</Heading>
        <div className={reactions.row}>
          <p className={styles.channel}>
            <Link href={`/channel/${playlist.channel.id}`}>{playlist.channel.name}</Link>
            <LazySubscriberBadge channelId={playlist.channel.id} />
          </p>
          {playlist.channel.isOwner ? null : (
            <LazyReactionToggle
              kind="follow"
              id={playlist.channel.id}
              initial={{ on: playlist.channel.following, count: playlist.channel.followerCount }}
              label={reactionTexts.followLabel(playlist.channel.name)}
            />
          )}
        </div>
        <p className={styles.description}>{playlist.description}</p>
        {playlist.tags.length > 0 ? (
          <ul className={styles.tags} aria-label={discoveryTexts.tagsLabel}>
            {playlist.tags.map((tag) => (
              <li key={tag}>
                <Link href={searchHref(tag)} className={styles.tag}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.price}>
          {playlist.isFree
            ? commonTexts.free
            : `${playlistTexts.perEpisode(playlist.price)}${playlist.bundlePrice ? ` · ${bundleText}` : ''}`}
        </p>
        <div className={styles.actions}>
          <PlaylistPlayButton
            playlistId={playlist.id}
            episodes={playlist.episodes}
            cover={playlist.coverImg}
          />
          <LazyReactionToggle
            kind="prefer"
            id={playlist.id}
            initial={{ on: playlist.preferred, count: playlist.preferCount }}
          />
          <ShareButton path={`/playlist/${playlist.id}`} playlistId={playlist.id} />
          {!playlist.channel.isOwner && playlist.bundlePrice > 0 ? (
            <LazyGiftButton
              offer={{
                target: 'playlist',
                playlistId: playlist.id,
                title: giftTexts.bundle(playlist.title),
                hearts: playlist.bundlePrice,
              }}
            />
          ) : null}
        </div>
        {/* The owner is offered their studio, never their own subscription (issue 15). */}
        {playlist.channel.isOwner ? (
          <OwnerLinks followerText={discoveryTexts.followers(playlist.channel.followerCount)} />
        ) : (
          <LazySubscribeButton
            channelId={playlist.channel.id}
            channelName={playlist.channel.name}
            product={subscriptionBox.product}
            products={subscriptionBox.products}
            initialSubscription={subscriptionBox.subscription}
          />
        )}
      </div>
    </div>
  );
}
