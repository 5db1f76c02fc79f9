'use client';

import { playButtonTexts } from '@sogon/contract/messages/play-button';
import { Icon } from '@web/components/player/icons';
import { usePlayerAction, usePlayerValue, usePreloadPlayer } from '@web/components/player/player-context';
import styles from './Playlist.module.css';

interface Props {
  contentId: number;
  playlistId: number;
  episodeNo: number;
  title: string;
  cover: string;
}

/** The play/pause button of one row of the episode list. */
export function EpisodePlayButton({ contentId, playlistId, episodeNo, title, cover }: Props) {
  const player = usePlayerAction();
  usePreloadPlayer();
  const playing = usePlayerValue((s) => s.contentId === contentId && s.playing, false);
  return (
    <button
      type="button"
      className={styles.rowPlay}
      aria-label={
        playing
          ? playButtonTexts.pauseEpisode(episodeNo, title)
          : playButtonTexts.playEpisode(episodeNo, title)
      }
      data-playing={playing}
      onClick={() =>
        player((engine) => {
          if (playing) engine.pause();
          else
            engine.play(contentId, {
              hint: { playlistId, title: playButtonTexts.episodeTitle(episodeNo, title), cover },
            });
        })
      }
    >
      <Icon name={playing ? 'pause' : 'play'} size={20} />
    </button>
  );
}
