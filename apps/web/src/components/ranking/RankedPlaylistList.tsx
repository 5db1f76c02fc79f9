import { commonTexts, mediaTypeTexts } from '@sogon/contract/messages/common';
import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import type { TRankedPlaylist } from '@sogon/contract/schemas/ranking';
import Link from 'next/link';
import styles from './Ranking.module.css';
import { RankingStats } from './RankingStats.tsx';

/** Ranked playlists, one row each: rank, cover, title, channel, media type and signals. */
export function RankedPlaylistList({ items, label }: { items: TRankedPlaylist[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map(({ rank, score, stats, playlist }) => (
        <li key={playlist.id} className={styles.row}>
          <span className={rank <= 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
            <span className="visually-hidden">{text.rank(rank)}</span>
            <span aria-hidden="true">{rank}</span>
          </span>
          <Link href={`/playlist/${playlist.id}`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
            {/* biome-ignore lint/performance/noImgElement: covers are small SVGs served from /media */}
            <img
              src={playlist.coverImg}
              alt=""
              width={64}
              height={64}
              loading={rank <= 8 ? 'eager' : 'lazy'}
            />
          </Link>
          <div className={styles.body}>
            <Link href={`/playlist/${playlist.id}`} className={styles.title}>
              {playlist.title}
            </Link>
            <p className={styles.meta}>
              <Link href={`/channel/${playlist.channel.id}`}>{playlist.channel.name}</Link>
              <span className={styles.badge}>{mediaTypeTexts[playlist.mediaType]}</span>
              {playlist.isFree ? (
                <span className={`${styles.badge} ${styles.free}`}>{commonTexts.free}</span>
              ) : null}
              {playlist.isAdult ? <span className={`${styles.badge} ${styles.adult}`}>19</span> : null}
            </p>
            <RankingStats score={score} stats={stats} />
          </div>
        </li>
      ))}
    </ol>
  );
}
