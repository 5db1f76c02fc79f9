import { studioEpisodeTexts as text } from '@sogon/contract/messages/studio-episodes';
import type { TStudioEpisode } from '@sogon/contract/schemas/studio-episodes';
import styles from './StudioEpisodes.module.css';

/** 변환 중 / 예약 (with its KST time) / 공개 / 비공개, as the contract's one rule derived it. */
export function StateBadge({
  episode,
}: {
  episode: Pick<TStudioEpisode, 'state' | 'openDate' | 'openTime'>;
}) {
  return (
    <span className={styles.stateRow}>
      <span className={styles.badge} data-state={episode.state}>
        {text.state[episode.state]}
      </span>
      {episode.state === 'scheduled' ? (
        <span className={styles.when}>{text.scheduledAt(`${episode.openDate} ${episode.openTime}`)}</span>
      ) : null}
    </span>
  );
}
