'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { ReactionToggle } from '@web/components/reactions/ReactionToggle';
import { SKIP_SECONDS } from '@web/lib/player/engine';
import { playErrorText } from '@web/lib/player/play-error';
import { formatClock } from '@web/lib/player/time';
import { captionIndexAt, captionInViewAt, frameIndexAt } from '@web/lib/player/timeline';
import Link from 'next/link';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Artwork } from './Artwork.tsx';
import styles from './FullPlayer.module.css';
import { Icon } from './icons.tsx';
import { PlayerSettings } from './PlayerSettings.tsx';
import { PLAYER_REGION_ATTR, usePlayer, usePlayerSnapshot } from './player-context.ts';
import { ScriptView } from './ScriptView.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { VideoSlot } from './VideoSlot.tsx';
import { WaveformSeek } from './WaveformSeek.tsx';

interface Props {
  /** 'page': inside the episode page; 'dialog': the expanded player over any page. */
  placement: 'page' | 'dialog';
  /** Rendered at the top right (the dialog's collapse button). */
  actions?: ReactNode;
  /** Heading level of the episode title. */
  headingLevel?: 2 | 3;
}

/**
 * The full view: the large picture (video, audio-toon image or cover), the waveform seek bar,
 * every control, the settings, the timed script and the list of shortcuts.
 */
export function FullPlayer({ placement, actions, headingLevel = 2 }: Props) {
  const engine = usePlayer();
  const state = usePlayerSnapshot();
  const [showScript, setShowScript] = useState(true);
  const scriptId = useId();
  const seek = useCallback((seconds: number) => engine?.seek(seconds), [engine]);
  if (!engine || !state) return null;

  const { source, status, error, playing, time, duration, playableUntil, previewEnded } = state;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ms = time * 1000;
  const frameIndex = source ? frameIndexAt(source.frames, ms) : -1;
  const captions = source?.captions ?? [];
  const episodeHref = source ? `/playlist/${source.playlistId}/${source.contentId}` : null;
  const canNext = Boolean(source?.next) || state.preferences.loop === 'playlist';

  return (
    <section
      className={placement === 'dialog' ? `${styles.full} ${styles.inDialog}` : styles.full}
      aria-label={playerTexts.region}
      {...{ [PLAYER_REGION_ATTR]: '' }}
    >
      {placement === 'page' ? null : (
        <div className={styles.head}>
          <div className={styles.headText}>
            <p className={styles.kicker}>{playerTexts.fullTitle}</p>
            <Heading className={styles.heading}>
              {source ? playerTexts.episodeTitle(source.episodeNo, source.title) : (state.hint?.title ?? '')}
            </Heading>
            {source ? (
              <p className={styles.sub}>
                {source.channelName} ·{' '}
                {placement === 'dialog' && episodeHref ? (
                  <Link href={episodeHref} onClick={() => engine.setView('mini')}>
                    {source.playlistTitle}
                  </Link>
                ) : (
                  source.playlistTitle
                )}
              </p>
            ) : null}
            {/* The expanded player shows the episode, so it offers its 좋아요 (in step with the page's). */}
            {source ? <ReactionToggle kind="like" id={source.contentId} className={styles.like} /> : null}
          </div>
          {actions}
        </div>
      )}

      <div className={styles.body}>
        <div className={styles.stage}>
          {source?.kind === 'video' ? (
            <div className={styles.videoWrap}>
              <VideoSlot active slot={placement} className={styles.video} />
              <button
                type="button"
                className={styles.overlayButton}
                aria-label={playerTexts.fullscreen}
                onClick={() => requestVideoFullscreen(engine.element)}
              >
                <Icon name="fullscreen" size={20} />
              </button>
            </div>
          ) : source ? (
            <Artwork frames={source.frames} frameIndex={frameIndex} cover={source.cover} />
          ) : (
            <div className={styles.artwork} aria-busy={status === 'loading'} />
          )}
          {playableUntil !== null ? (
            <p className={styles.previewBadge}>{playerTexts.previewSeconds(playableUntil)}</p>
          ) : null}
        </div>

        <div className={styles.main}>
          {status === 'error' && error ? (
            <p className={styles.error} role="alert">
              {playErrorText(error)}
            </p>
          ) : null}

          {previewEnded ? (
            <div className={styles.previewEnded} role="status">
              <strong>{playerTexts.previewEnded}</strong>
              <p>{playerTexts.previewEndedBody}</p>
              {placement === 'dialog' && episodeHref ? (
                <Link href={episodeHref} className="button" onClick={() => engine.setView('mini')}>
                  {playerTexts.goUnlock}
                </Link>
              ) : null}
            </div>
          ) : null}

          <div className={styles.seek}>
            <WaveformSeek
              peaks={source?.peaks ?? []}
              time={time}
              duration={duration}
              playableUntil={playableUntil}
              onSeek={seek}
            />
            <div className={styles.clock}>
              <span>
                <span className="visually-hidden">{playerTexts.elapsed} </span>
                {formatClock(time)}
              </span>
              <span>
                <span className="visually-hidden">{playerTexts.total} </span>
                {formatClock(duration)}
              </span>
            </div>
          </div>

          <div className={styles.transport}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={playerTexts.previous}
              onClick={() => engine.seek(0)}
              disabled={!source}
            >
              <Icon name="restart" />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={playerTexts.back10}
              onClick={() => engine.skip(-SKIP_SECONDS)}
              disabled={!source}
            >
              <Icon name="back10" />
              <span className={styles.skipNumber} aria-hidden="true">
                10
              </span>
            </button>
            <button
              type="button"
              className={styles.playButton}
              data-autofocus=""
              aria-label={playing ? playerTexts.pause : playerTexts.play}
              aria-busy={status === 'loading' || state.waiting}
              onClick={() => engine.toggle()}
            >
              <Icon name={playing ? 'pause' : 'play'} size={34} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={playerTexts.forward10}
              onClick={() => engine.skip(SKIP_SECONDS)}
              disabled={!source}
            >
              <Icon name="forward10" />
              <span className={styles.skipNumber} aria-hidden="true">
                10
              </span>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={source?.next ? playerTexts.nextTitle(source.next.title) : playerTexts.next}
              onClick={() => engine.next()}
              disabled={!canNext}
            >
              <Icon name="next" />
            </button>
          </div>

          <PlayerSettings engine={engine} state={state} />
        </div>
      </div>

      {captions.length > 0 ? (
        <div className={styles.scriptBox}>
          <div className={styles.scriptHead}>
            <h3 className={styles.smallHeading}>{playerTexts.script}</h3>
            <button
              type="button"
              className={styles.textButton}
              aria-expanded={showScript}
              aria-controls={scriptId}
              onClick={() => setShowScript((shown) => !shown)}
            >
              {showScript ? playerTexts.scriptHide : playerTexts.scriptShow}
            </button>
          </div>
          <div id={scriptId} hidden={!showScript}>
            {showScript ? (
              <ScriptView
                captions={captions}
                active={captionIndexAt(captions, ms)}
                inView={captionInViewAt(captions, ms)}
                onSeek={seek}
              />
            ) : null}
          </div>
        </div>
      ) : null}

      <ShortcutHelp />
      {placement === 'dialog' ? (
        <p>
          <button type="button" className={styles.textButton} onClick={() => engine.close()}>
            {playerTexts.close}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function requestVideoFullscreen(media: HTMLMediaElement | null) {
  if (!(media instanceof HTMLVideoElement)) return;
  // Our controls are not in the fullscreen layer: the browser's own take over there.
  const restore = () => {
    if (!document.fullscreenElement) {
      media.controls = false;
      document.removeEventListener('fullscreenchange', restore);
    }
  };
  media.controls = true;
  document.addEventListener('fullscreenchange', restore);
  const video = media as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
  if (media.requestFullscreen) void media.requestFullscreen().catch(() => restore());
  else video.webkitEnterFullscreen?.();
}
