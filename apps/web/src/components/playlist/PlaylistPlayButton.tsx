'use client';

import { playButtonTexts } from '@sogon/contract/messages/play-button';
import { Icon } from '@web/components/player/icons';
import { usePlayerAction, usePlayerValue, usePreloadPlayer } from '@web/components/player/player-context';
import { useRecentEpisode } from '@web/components/player/use-recent';

interface Episode {
  id: number;
  episodeNo: number;
  title: string;
}

/**
 * The playlist's main button: "재생" from episode 1, "N화 이어 듣기" when this browser last
 * played an episode of it (the API's resumeAt gives the position), pause while it plays.
 */
export function PlaylistPlayButton({
  playlistId,
  episodes,
  cover,
}: {
  playlistId: number;
  episodes: readonly Episode[];
  cover: string;
}) {
  const player = usePlayerAction();
  usePreloadPlayer();
  const loadedHere = usePlayerValue((s) => (s.source ?? s.hint)?.playlistId === playlistId, false);
  const playing = usePlayerValue((s) => s.playing, false) && loadedHere;
  const recentId = useRecentEpisode(playlistId);
  const first = [...episodes].sort((a, b) => a.episodeNo - b.episodeNo)[0];
  const recent = episodes.find((episode) => episode.id === recentId);
  if (!first) return null;

  const target = recent ?? first;
  const label = playing
    ? playButtonTexts.pause
    : recent
      ? playButtonTexts.resumeEpisode(recent.episodeNo)
      : playButtonTexts.play;
  return (
    <button
      type="button"
      className="button"
      onClick={() =>
        player((engine) => {
          if (playing) engine.pause();
          else if (loadedHere) engine.play();
          else
            engine.play(target.id, {
              hint: {
                playlistId,
                title: playButtonTexts.episodeTitle(target.episodeNo, target.title),
                cover,
              },
            });
        })
      }
    >
      <Icon name={playing ? 'pause' : 'play'} size={20} />
      {label}
    </button>
  );
}
