import { commonTexts } from '@sogon/contract/messages/common';
import { playlistTexts } from '@sogon/contract/messages/playlist';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { LazySaveEpisodeButton } from '@web/components/offline/LazySaveEpisodeButton';
import { rentalLabel } from '@web/components/rental/rental-state';
import { WaitFreeNotice } from '@web/components/rental/WaitFreeNotice';
import Link from 'next/link';
import { EarlyBadge } from './EarlyBadge.tsx';
import { EpisodePlayButton } from './EpisodePlayButton.tsx';
import styles from './Playlist.module.css';

export function EpisodeList({ playlist, currentId }: { playlist: TPlaylistDetail; currentId?: number }) {
  const now = Date.now();
  return (
    <section aria-labelledby="episodes-heading" className={styles.episodes}>
      <h2 id="episodes-heading" className={styles.episodesTitle}>
        {playlistTexts.episodeList(playlist.episodes.length)}
      </h2>
      <WaitFreeNotice playlist={playlist} now={now} />
      <ol className={styles.episodeList}>
        {playlist.episodes.map((episode) => (
          <li key={episode.id} className={styles.episodeRow}>
            <Link
              href={`/playlist/${playlist.id}/${episode.id}`}
              className={styles.episode}
              aria-current={episode.id === currentId ? 'page' : undefined}
            >
              <span className={styles.episodeNo}>{episode.episodeNo}</span>
              <span className={styles.episodeTitle}>
                {episode.title} <EarlyBadge openDt={episode.openDt} now={now} />
              </span>
              <span className={styles.episodeMeta}>
                {playlistTexts.duration(episode.durationSec)}
                {episode.isFree
                  ? ` · ${commonTexts.free}`
                  : episode.access === 'purchased' || episode.access === 'bundle'
                    ? ` · ${purchaseTexts.owned}`
                    : episode.access === 'subscription'
                      ? ` · ${purchaseTexts.subscribed}`
                      : ` · ${rentalLabel(episode, playlist.rentalHours, now) ?? commonTexts.hearts(episode.price)}`}
              </span>
            </Link>
            <EpisodePlayButton
              contentId={episode.id}
              playlistId={playlist.id}
              episodeNo={episode.episodeNo}
              title={episode.title}
              cover={playlist.coverImg}
            />
            {/* 저장 for offline: episodes the member plays in full (the list's mediaUrl says so). */}
            {episode.mediaUrl !== null ? (
              <LazySaveEpisodeButton contentId={episode.id} title={episode.title} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
