'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { PlayerMoments } from '@web/components/bookmarks/PlayerMoments';
import { playErrorText } from '@web/lib/player/play-error';
import { formatClock } from '@web/lib/player/time';
import Link from 'next/link';
import { type ReactNode, useCallback, useState } from 'react';
import styles from './FullPlayer.module.css';
import { FullPlayerHead } from './FullPlayerHead.tsx';
import { PlayerSettings } from './PlayerSettings.tsx';
import { PlayerStage } from './PlayerStage.tsx';
import { PlayerTransport } from './PlayerTransport.tsx';
import { PLAYER_REGION_ATTR, usePlayer, usePlayerSnapshot } from './player-context.ts';
import { ScriptPanel } from './ScriptPanel.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
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
  const seek = useCallback((seconds: number) => engine?.seek(seconds), [engine]);
  if (!engine || !state) return null;

  const { source, status, error, time, duration, playableUntil, previewEnded } = state;
  const captions = source?.captions ?? [];
  const episodeHref = source ? `/playlist/${source.playlistId}/${source.contentId}` : null;
  const dialog = placement === 'dialog';

  return (
    <section
      className={dialog ? `${styles.full} ${styles.inDialog}` : styles.full}
      aria-label={playerTexts.region}
      {...{ [PLAYER_REGION_ATTR]: '' }}
    >
      {dialog ? (
        <FullPlayerHead
          engine={engine}
          state={state}
          episodeHref={episodeHref}
          headingLevel={headingLevel}
          actions={actions}
        />
      ) : null}

      <div className={styles.body}>
        <PlayerStage engine={engine} state={state} placement={placement} />

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
              {dialog && episodeHref ? (
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

          <PlayerTransport engine={engine} state={state} />
          {source ? (
            <PlayerMoments
              playlistId={source.playlistId}
              contentId={source.contentId}
              title={playerTexts.episodeTitle(source.episodeNo, source.title)}
              position={() => engine.element?.currentTime ?? engine.getSnapshot().time}
              beforeOpen={dialog ? () => engine.setView('mini') : undefined}
            />
          ) : null}
          <PlayerSettings engine={engine} state={state} />
        </div>
      </div>

      {captions.length > 0 ? (
        <ScriptPanel
          captions={captions}
          ms={time * 1000}
          onSeek={seek}
          showScript={showScript}
          onToggle={() => setShowScript((shown) => !shown)}
        />
      ) : null}

      <ShortcutHelp />
      {dialog ? (
        <p>
          <button type="button" className={styles.textButton} onClick={() => engine.close()}>
            {playerTexts.close}
          </button>
        </p>
      ) : null}
    </section>
  );
}
