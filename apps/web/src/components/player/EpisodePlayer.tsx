'use client';

import { playButtonTexts } from '@sogon/contract/messages/play-button';
import type { TEpisode } from '@sogon/contract/schemas/catalog';
import { whenIdle } from '@web/lib/when-idle';
import { lazy, Suspense, useEffect } from 'react';
import styles from './FullPlayer.module.css';
import { Icon } from './icons.tsx';
import { usePlayer, usePlayerAction, usePlayerValue, usePreloadPlayer } from './player-context.ts';
import { useRecentEpisode } from './use-recent.ts';

// The full view shows once this episode plays: its chunk loads at idle, not with the page.
const loadFullPlayer = () => import('./FullPlayer.tsx');
const FullPlayer = lazy(() => loadFullPlayer().then((module) => ({ default: module.FullPlayer })));

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
  const player = usePlayerAction();
  usePreloadPlayer();
  const current = usePlayerValue((s) => s.contentId === contentId, false);
  const preview = usePlayerValue((s) => s.contentId === contentId && s.source?.scope === 'preview', false);
  const recent = useRecentEpisode(playlistId);

  // Unlocked while its preview was playing (the page refreshes after a purchase): continue in full.
  useEffect(() => {
    if (!locked && preview) void engine?.refresh();
  }, [engine, locked, preview]);

  useEffect(() => whenIdle(() => void loadFullPlayer().catch(() => undefined)), []);

  const label = locked
    ? playButtonTexts.preview
    : recent === contentId
      ? playButtonTexts.resume
      : playButtonTexts.play;
  const poster = (
    <div className={styles.poster}>
      <div className={kind === 'video' ? `${styles.video} ${styles.posterVideo}` : styles.artwork}>
        {/* biome-ignore lint/performance/noImgElement: covers are small images from the API */}
        <img src={cover} alt="" />
      </div>
      <button
        type="button"
        className={`button ${styles.posterPlay}`}
        onClick={() =>
          player((loaded) =>
            loaded.play(contentId, {
              hint: { playlistId, title: playButtonTexts.episodeTitle(episodeNo, title), cover },
            }),
          )
        }
      >
        <Icon name="play" size={22} />
        {label}
      </button>
    </div>
  );
  if (!current) return poster;
  return (
    <Suspense fallback={poster}>
      <FullPlayer placement="page" />
    </Suspense>
  );
}
