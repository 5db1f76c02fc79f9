'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { SKIP_SECONDS } from '@web/lib/player/constants';
import { playErrorText } from '@web/lib/player/play-error';
import { formatClock } from '@web/lib/player/time';
import Link from 'next/link';
import { type ReactNode, useRef } from 'react';
import { Icon } from './icons.tsx';
import styles from './MiniPlayer.module.css';
import { MiniThumb } from './MiniThumb.tsx';
import { PLAYER_REGION_ATTR, usePlayer, usePlayerSnapshot } from './player-context.ts';
import { useVideoSlot } from './VideoSlot.tsx';

/** The bar fixed to the bottom of every page while an episode is loaded. Kept small: no hls.js, no waveform. */
export function MiniPlayer() {
  const engine = usePlayer();
  const state = usePlayerSnapshot();
  const thumb = useRef<HTMLDivElement>(null);
  const isVideo = state?.source?.kind === 'video';
  useVideoSlot(thumb, 'mini', isVideo);
  if (!engine || !state) return null;

  const { source, hint, status, error, playing, time, duration, previewEnded, playableUntil } = state;
  const title = source ? playerTexts.episodeTitle(source.episodeNo, source.title) : (hint?.title ?? '');
  const playlistId = source?.playlistId ?? hint?.playlistId;
  const href = playlistId && state.contentId ? `/playlist/${playlistId}/${state.contentId}` : null;
  const cover = source?.cover ?? hint?.cover;
  const progress = duration > 0 ? Math.min(1, time / duration) : 0;
  const canNext = Boolean(source?.next) || state.preferences.loop === 'playlist';

  let line: ReactNode;
  if (status === 'error' && error) {
    line = <span role="alert">{playErrorText(error)}</span>;
  } else if (previewEnded) {
    line = (
      <span role="status">
        {playerTexts.previewEnded}
        {href ? (
          <>
            {' · '}
            <Link href={href} className={styles.inlineLink}>
              {playerTexts.goUnlock}
            </Link>
          </>
        ) : null}
      </span>
    );
  } else if (status === 'loading') {
    line = playerTexts.loading;
  } else if (state.blocked) {
    line = playerTexts.errors.blocked;
  } else {
    line = (
      <>
        {playableUntil !== null ? (
          <span className={styles.badge}>{playerTexts.previewSeconds(playableUntil)}</span>
        ) : null}
        <span className={styles.time}>
          <span className="visually-hidden">{playerTexts.elapsed} </span>
          {formatClock(time)} / <span className="visually-hidden">{playerTexts.total} </span>
          {formatClock(duration)}
        </span>
        {source ? <span className={styles.channel}>{source.channelName}</span> : null}
      </>
    );
  }

  return (
    <section className={styles.bar} aria-label={playerTexts.miniRegion} {...{ [PLAYER_REGION_ATTR]: '' }}>
      <div className={styles.progress} aria-hidden="true">
        <div className={styles.progressFill} style={{ transform: `scaleX(${progress})` }} />
      </div>
      <div className={styles.inner}>
        <MiniThumb cover={cover} video={isVideo} slotRef={thumb} />
        <div className={styles.meta}>
          {href ? (
            <Link href={href} className={styles.title}>
              {title || playerTexts.loading}
            </Link>
          ) : (
            <span className={styles.title}>{title || playerTexts.loading}</span>
          )}
          <p className={styles.line}>{line}</p>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={`${styles.button} ${styles.wideOnly}`}
            aria-label={playerTexts.back10}
            onClick={() => engine.skip(-SKIP_SECONDS)}
            disabled={!source}
          >
            <Icon name="back10" />
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            aria-label={playing ? playerTexts.pause : playerTexts.play}
            aria-busy={status === 'loading' || state.waiting}
            onClick={() => engine.toggle()}
          >
            <Icon name={playing ? 'pause' : 'play'} size={26} />
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label={source?.next ? playerTexts.nextTitle(source.next.title) : playerTexts.next}
            onClick={() => engine.next()}
            disabled={!canNext}
          >
            <Icon name="next" />
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label={playerTexts.expand}
            aria-haspopup="dialog"
            onClick={() => engine.setView('full')}
          >
            <Icon name="expand" />
          </button>
          <button
            type="button"
            className={`${styles.button} ${styles.wideOnly}`}
            aria-label={playerTexts.close}
            onClick={() => engine.close()}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      </div>
      <NowPlayingAnnouncer title={source ? title : ''} />
    </section>
  );
}

/** Tells screen readers when a new episode starts (auto-advance happens without a click). */
function NowPlayingAnnouncer({ title }: { title: string }) {
  return (
    <p className="visually-hidden" aria-live="polite">
      {title ? playerTexts.nowPlayingOf(title) : ''}
    </p>
  );
}
