import { playlistTexts } from '@sogon/contract/messages/playlist';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import type { THeldDeletedEpisodeDetail } from '@sogon/contract/schemas/purchases';
import { EpisodePlayer } from '@web/components/player/EpisodePlayer';
import { RentalEnd } from '@web/components/rental/RentalEnd';
import Link from 'next/link';
import notice from './GoneNotice.module.css';
import { GoneNotice } from './GoneNotice.tsx';
import styles from './Playlist.module.css';

/**
 * The page of an episode its creator deleted, or whose playlist was archived, for the member who
 * holds it (bought, rents it now, or subscribes): the player, why it is on no shelf, and the way
 * back to 보관함, where they find it. No playlist header, episode list or comments: those are gone.
 */
export function GoneEpisode({ episode }: { episode: THeldDeletedEpisodeDetail }) {
  return (
    <div className="container">
      <section className={styles.player} aria-labelledby="episode-title">
        <h1 id="episode-title">{playlistTexts.episodeTitle(episode.episodeNo, episode.title)}</h1>
        <GoneNotice reason={episode.reason} />
        <p className={notice.meta}>
          {episode.playlistTitle} · {episode.channelName}
        </p>
        <EpisodePlayer
          contentId={episode.contentId}
          playlistId={episode.playlistId}
          episodeNo={episode.episodeNo}
          title={episode.title}
          cover={episode.coverImg}
          kind={episode.mediaType}
          locked={false}
        />
        {episode.rentedUntil ? <RentalEnd until={episode.rentedUntil} /> : null}
        {episode.description ? <p className={notice.description}>{episode.description}</p> : null}
        <p>
          <Link href="/library">{purchaseTexts.toLibrary}</Link>
        </p>
      </section>
    </div>
  );
}
