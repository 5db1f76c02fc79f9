import { commonTexts } from '@sogon/contract/messages/common';
import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import type { TRankedChannel } from '@sogon/contract/schemas/ranking';
import Link from 'next/link';
import styles from './Ranking.module.css';
import { RankingStats } from './RankingStats.tsx';

/** Ranked channels, one row each: rank, profile, name, playlists and signals. */
export function RankedChannelList({ items, label }: { items: TRankedChannel[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map(({ rank, score, stats, channel }) => (
        <li key={channel.id} className={styles.row}>
          <span className={rank <= 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
            <span className="visually-hidden">{text.rank(rank)}</span>
            <span aria-hidden="true">{rank}</span>
          </span>
          {channel.profileImg ? (
            // biome-ignore lint/performance/noImgElement: profile images are small files served from /media
            <img
              className={`${styles.thumb} ${styles.round}`}
              src={channel.profileImg}
              alt={text.profileAlt(channel.name)}
              width={64}
              height={64}
              loading={rank <= 8 ? 'eager' : 'lazy'}
            />
          ) : (
            <span className={`${styles.thumb} ${styles.round}`} aria-hidden="true" />
          )}
          <div className={styles.body}>
            <Link href={`/channel/${channel.id}`} className={styles.title}>
              {channel.name}
            </Link>
            <p className={styles.meta}>
              <span>{text.playlistCount(channel.playlistCount)}</span>
              {channel.isAdult ? (
                <span className={`${styles.badge} ${styles.adult}`}>{commonTexts.adultOnly}</span>
              ) : null}
            </p>
            <RankingStats score={score} stats={stats} />
          </div>
        </li>
      ))}
    </ol>
  );
}
