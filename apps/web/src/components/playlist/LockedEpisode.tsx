import { playlistTexts } from '@sogon/contract/messages/playlist';
import type { TEpisode, TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { LazyUnlockPanel } from '@web/components/purchase/LazyUnlockPanel';
import styles from './Playlist.module.css';

/** Whether the viewer must buy (or log in) before hearing the whole episode. */
export function isLocked(episode: TEpisode): boolean {
  return episode.access === 'not_purchased' || episode.access === 'login_required';
}

/** What an episode page shows under the player while the episode is locked: why, and how to unlock. */
export function LockedEpisode({ playlist, episode }: { playlist: TPlaylistDetail; episode: TEpisode }) {
  return (
    <div className={styles.locked}>
      <strong>{playlistTexts.locked}</strong>
      <p>{playlistTexts.lockedBody}</p>
      <LazyUnlockPanel
        playlistId={playlist.id}
        contentId={episode.id}
        title={playlistTexts.episodeTitle(episode.episodeNo, episode.title)}
        playlistTitle={playlist.title}
        price={episode.price}
        bundlePrice={playlist.bundlePrice}
      />
    </div>
  );
}
