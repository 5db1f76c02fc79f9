import { ko } from '@sogon/contract/messages/ko';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { SubscribeButton } from '@web/components/subscription/SubscribeButton';
import { SubscriberBadge } from '@web/components/subscription/SubscriberBadge';
import Link from 'next/link';
import styles from './Playlist.module.css';
import { PlaylistPlayButton } from './PlaylistPlayButton.tsx';
import { ShareButton } from './ShareButton';

export function PlaylistHeader({
  playlist,
  headingLevel = 1,
}: {
  playlist: TPlaylistDetail;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.header}>
      {/* biome-ignore lint/performance/noImgElement: covers are small SVGs */}
      <img
        className={styles.cover}
        src={playlist.coverImg}
        alt=""
        width={240}
        height={240}
        fetchPriority="high"
      />
      <div className={styles.info}>
        <p className={styles.kind}>
          {ko.mediaType[playlist.mediaType]}
          {playlist.isAdult ? ` · ${ko.common.adultOnly}` : ''}
        </p>
        <Heading className={styles.title}>{playlist.title}</Heading>
        <p className={styles.channel}>
          <Link href={`/channel/${playlist.channel.id}`}>{playlist.channel.name}</Link>
          <SubscriberBadge channelId={playlist.channel.id} />
        </p>
        <p className={styles.description}>{playlist.description}</p>
        <ul className={styles.tags}>
          {playlist.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
        <p className={styles.price}>
          {playlist.isFree
            ? ko.common.free
            : `${ko.playlist.perEpisode(playlist.price)}${playlist.bundlePrice ? ` · ${ko.playlist.bundle(playlist.bundlePrice)}` : ''}`}
        </p>
        <div className={styles.actions}>
          <PlaylistPlayButton
            playlistId={playlist.id}
            episodes={playlist.episodes}
            cover={playlist.coverImg}
          />
          <ShareButton path={`/playlist/${playlist.id}`} />
        </div>
        <SubscribeButton channelId={playlist.channel.id} channelName={playlist.channel.name} />
      </div>
    </div>
  );
}
