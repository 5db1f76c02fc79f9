'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import type { TEpisode } from '@sogon/contract/schemas/catalog';
import { useEffect } from 'react';
import styles from './FullPlayer.module.css';
import { FullPlayer } from './FullPlayer.tsx';
import { Icon } from './icons.tsx';
import { usePlayer, usePlayerValue } from './player-context.ts';
import { useRecentEpisode } from './use-recent.ts';

interface Props {
  contentId: number;
  playlistId: number;
  episodeNo: number;
  title: string;
  cover: string;
  kind: TEpisode['mediaType'];
  /** Paid and not unlocked: the play button offers the preview. */
  locked: boolean;
}

/**
 * The player on an episode page (and /video): the full view while this episode is the one
 * loaded, otherwise its picture and an explicit play button (nothing plays by itself).
 */
export function EpisodePlayer({ contentId, playlistId, episodeNo, title, cover, kind, locked }: Props) {
  const engine = usePlayer();
  const current = usePlayerValue((s) => s.contentId === contentId, false);
  const preview = usePlayerValue((s) => s.contentId === contentId && s.source?.scope === 'preview', false);
  const recent = useRecentEpisode(playlistId);

  // Unlocked while its preview was playing (the page refreshes after a purchase): continue in full.
  useEffect(() => {
    if (!locked && preview) void engine?.refresh();
  }, [engine, locked, preview]);

  if (current) return <FullPlayer placement="page" />;

  const label = locked ? playerTexts.preview : recent === contentId ? playerTexts.resume : playerTexts.play;
  return (
    <div className={styles.poster}>
      <div className={kind === 'video' ? `${styles.video} ${styles.posterVideo}` : styles.artwork}>
        {/* biome-ignore lint/performance/noImgElement: covers are small images from the API */}
        <img src={cover} alt="" />
      </div>
      <button
        type="button"
        className={`button ${styles.posterPlay}`}
        onClick={() =>
          engine?.play(contentId, {
            hint: { playlistId, title: playerTexts.episodeTitle(episodeNo, title), cover },
          })
        }
      >
        <Icon name="play" size={22} />
        {label}
      </button>
    </div>
  );
}
