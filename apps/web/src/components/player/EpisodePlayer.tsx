'use client';

import { momentTexts } from '@sogon/contract/messages/bookmarks';
import { playButtonTexts } from '@sogon/contract/messages/play-button';
import type { TEpisode } from '@sogon/contract/schemas/catalog';
import { clampStart, formatMoment } from '@web/lib/player/moment';
import { useMoment } from '@web/lib/player/use-moment';
import { whenIdle } from '@web/lib/when-idle';
import { lazy, Suspense, useEffect, useRef } from 'react';
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
  // A moment link (?t=75) starts there; a preview never past its end (the engine clamps).
  const moment = useMoment();
  const soughtMoment = useRef<number | null>(null);

  // Unlocked while its preview was playing (the page refreshes after a purchase): continue in full.
  useEffect(() => {
    if (!locked && preview) void engine?.refresh();
  }, [engine, locked, preview]);

  useEffect(() => whenIdle(() => void loadFullPlayer().catch(() => undefined)), []);

  // Opened at a moment while this episode is already the one loaded: go there, once.
  useEffect(() => {
    if (!engine || !current || moment === null || soughtMoment.current === moment) return;
    const { source, playableUntil } = engine.getSnapshot();
    if (!source) return;
    soughtMoment.current = moment;
    engine.seek(clampStart(moment, { durationSec: source.durationSec, previewSec: playableUntil }));
  }, [engine, current, moment]);

  const label = locked
    ? playButtonTexts.preview
    : moment !== null
      ? momentTexts.playFrom(formatMoment(moment))
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
        onClick={() => {
          soughtMoment.current = moment;
          player((loaded) =>
            loaded.play(contentId, {
              hint: { playlistId, title: playButtonTexts.episodeTitle(episodeNo, title), cover },
              ...(moment !== null ? { startAt: moment } : {}),
            }),
          );
        }}
      >
        <Icon name="play" size={22} />
        {label}
      </button>
      {locked && moment !== null && moment > 0 ? (
        <p className={styles.momentNote}>{momentTexts.previewOnly}</p>
      ) : null}
    </div>
  );
  if (!current) return poster;
  return (
    <Suspense fallback={poster}>
      <FullPlayer placement="page" />
    </Suspense>
  );
}
