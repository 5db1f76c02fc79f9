import { channelTexts as text } from '@sogon/contract/messages/channel';
import { giftTexts } from '@sogon/contract/messages/commerce';
import { commonTexts } from '@sogon/contract/messages/common';
import { discoveryTexts } from '@sogon/contract/messages/discovery';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import type { TChannelDetail } from '@sogon/contract/schemas/channel';
import { LazyGiftButton } from '@web/components/gift/LazyGiftButton';
import { LazyReactionToggle } from '@web/components/reactions/LazyReactionToggle';
import { OwnerLinks } from '@web/components/reactions/OwnerLinks';
import reactions from '@web/components/reactions/Reactions.module.css';
import { LazySubscribeButton } from '@web/components/subscription/LazySubscription';
import { LazyTipButton } from '@web/components/tip/LazyTipButton';
import type { SubscriptionBox } from '@web/lib/api/subscription-box';
import styles from './Channel.module.css';
import { ChannelHandle, ChannelLinks } from './ChannelLinks.tsx';

export function ChannelHeader({
  channel,
  subscriptionBox,
}: {
  channel: TChannelDetail;
  /** The channel's subscription box, read by the page (loadSubscriptionBox). */
  subscriptionBox: SubscriptionBox;
}) {
  return (
    <>
      {channel.bannerImg ? (
        // biome-ignore lint/performance/noImgElement: banners are re-encoded JPEGs served from /media
        <img className={styles.banner} src={channel.bannerImg} alt="" width={1920} height={480} />
      ) : null}
      <header className={styles.header}>
        {channel.profileImg ? (
          // biome-ignore lint/performance/noImgElement: profile images are small files served from /media
          <img
            className={styles.profile}
            src={channel.profileImg}
            alt={text.profileAlt(channel.name)}
            width={120}
            height={120}
          />
        ) : (
          <span className={styles.profile} aria-hidden="true" />
        )}
        <div className={styles.info}>
          <h1 className={styles.name}>
            {channel.name}
            {channel.isAdult ? <span className={styles.adult}> · {commonTexts.adultOnly}</span> : null}
          </h1>
          <ChannelHandle handle={channel.handle} />
          <p className={styles.count}>{text.playlistCount(channel.playlistCount)}</p>
          {channel.description ? <p className={styles.description}>{channel.description}</p> : null}
          <ChannelLinks channel={channel} />
          {channel.isOwner ? (
            <OwnerLinks followerText={discoveryTexts.followers(channel.followerCount)} />
          ) : (
            <>
              <div className={reactions.row}>
                <LazyReactionToggle
                  kind="follow"
                  id={channel.id}
                  initial={{ on: channel.following, count: channel.followerCount }}
                  label={reactionTexts.followLabel(channel.name)}
                />
                <LazyTipButton channelId={channel.id} channelName={channel.name} isOwner={channel.isOwner} />
              </div>
              {channel.subscriptionAvailable ? (
                <LazySubscribeButton
                  channelId={channel.id}
                  channelName={channel.name}
                  product={subscriptionBox.product}
                  products={subscriptionBox.products}
                  initialSubscription={subscriptionBox.subscription}
                />
              ) : null}
              {channel.subscriptionAvailable && subscriptionBox.product ? (
                <LazyGiftButton
                  offer={{
                    target: 'tier_month',
                    productId: subscriptionBox.product.id,
                    title: giftTexts.tierMonth(channel.name, subscriptionBox.product.name),
                    hearts: subscriptionBox.product.hearts,
                  }}
                />
              ) : null}
            </>
          )}
        </div>
      </header>
    </>
  );
}
