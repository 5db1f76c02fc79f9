import { commonTexts, mediaTypeTexts } from '@sogon/contract/messages/common';
import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import Link from 'next/link';
import styles from './PlaylistCard.module.css';

export function PlaylistCard({
  playlist,
  priority = false,
  headingLevel = 3,
  note,
}: {
  playlist: TPlaylistCard;
  priority?: boolean;
  /** A line under the card, e.g. why a search found it. */
  note?: string | null;
  /** 2 where the cards sit right under the page's h1 (listings, channel tabs); 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link href={`/playlist/${playlist.id}`} className={styles.link}>
        <div className={styles.cover}>
          {/* biome-ignore lint/performance/noImgElement: covers are small SVGs served from /media */}
          <img
            src={playlist.coverImg}
            alt=""
            width={300}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
          <span className={styles.badges}>
            <span className={styles.badge}>{mediaTypeTexts[playlist.mediaType]}</span>
            {playlist.isFree ? (
              <span className={`${styles.badge} ${styles.free}`}>{commonTexts.free}</span>
            ) : null}
            {playlist.isAdult ? <span className={`${styles.badge} ${styles.adult}`}>19</span> : null}
          </span>
        </div>
        <Title className={styles.title}>{playlist.title}</Title>
      </Link>
      <p className={styles.meta}>
        <span>{playlist.channel.name}</span>
        <span aria-hidden="true"> · </span>
        <span>{commonTexts.episodes(playlist.episodeCount)}</span>
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </article>
  );
}
