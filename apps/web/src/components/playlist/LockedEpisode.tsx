import { playlistTexts } from '@sogon/contract/messages/playlist';
import { rentalTexts } from '@sogon/contract/messages/rentals';
import type { TEpisode, TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { LazyPassButton } from '@web/components/pass/LazyPassButton';
import { LazyUnlockPanel } from '@web/components/purchase/LazyUnlockPanel';
import { restOfPlaylist } from '@web/components/purchase/rest-of-playlist';
import { RentOptions } from '@web/components/rental/RentOptions';
import { serverApi } from '@web/lib/api/server';
import styles from './Playlist.module.css';

/** Whether the viewer must buy (or log in) before hearing the whole episode. */
export function isLocked(episode: TEpisode): boolean {
  return episode.access === 'not_purchased' || episode.access === 'login_required';
}

/**
 * Whether this member rented the episode and the rental is over (the library keeps those that
 * ended in the last 30 days): a locked episode they rented is one whose rental ended, since a
 * live rental plays. Visitors (login_required) and free episodes ask nothing.
 */
async function rentalEnded(episode: TEpisode): Promise<boolean> {
  if (episode.access !== 'not_purchased' || episode.isFree) return false;
  try {
    const rented = await (await serverApi()).rentals.library();
    return rented.some((item) => item.contentId === episode.id && !item.live);
  } catch {
    // Without the library the page still says how to unlock, only not why it is locked again.
    return false;
  }
}

/**
 * What an episode page shows under the player while the episode is locked: why (a rental that
 * ended says so: 대여 기간이 끝났어요), and how to unlock.
 */
export async function LockedEpisode({ playlist, episode }: { playlist: TPlaylistDetail; episode: TEpisode }) {
  const rest = restOfPlaylist(playlist);
  const title = playlistTexts.episodeTitle(episode.episodeNo, episode.title);
  const ended = await rentalEnded(episode);
  return (
    <div className={styles.locked}>
      <strong>{ended ? rentalTexts.ended : playlistTexts.locked}</strong>
      <p>{ended ? rentalTexts.endedBody : playlistTexts.lockedBody}</p>
      <LazyUnlockPanel
        playlistId={playlist.id}
        contentId={episode.id}
        title={title}
        playlistTitle={playlist.title}
        price={episode.price}
        bundlePrice={rest?.hearts ?? 0}
        restCount={rest?.count}
      />
      <RentOptions playlist={playlist} contentId={episode.id} title={title} />
      {episode.access === 'not_purchased' && !episode.isFree ? (
        <LazyPassButton playlistId={playlist.id} contentId={episode.id} title={title} />
      ) : null}
    </div>
  );
}
