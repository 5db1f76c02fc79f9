import { channelTexts as text } from '@sogon/contract/messages/channel';
import { ko } from '@sogon/contract/messages/ko';
import type { TChannelDetail } from '@sogon/contract/schemas/channel';
import { SubscribeButton } from '@web/components/subscription/SubscribeButton';
import styles from './Channel.module.css';

export function ChannelHeader({ channel }: { channel: TChannelDetail }) {
  return (
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
          {channel.isAdult ? <span className={styles.adult}> · {ko.common.adultOnly}</span> : null}
        </h1>
        <p className={styles.count}>{text.playlistCount(channel.playlistCount)}</p>
        {channel.description ? <p className={styles.description}>{channel.description}</p> : null}
        {channel.subscriptionAvailable ? (
          <SubscribeButton channelId={channel.id} channelName={channel.name} />
        ) : null}
      </div>
    </header>
  );
}
