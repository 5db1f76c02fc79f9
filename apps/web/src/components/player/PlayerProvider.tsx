'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { useToast } from '@web/components/toast/ToastProvider';
import { createPlayerEngine } from '@web/lib/player/create-engine';
import { bindMediaSession } from '@web/lib/player/session-binding';
import { bindShortcuts } from '@web/lib/player/shortcuts';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import styles from './MiniPlayer.module.css';
import { MiniPlayer } from './MiniPlayer.tsx';
import { PLAYER_REGION_ATTR, PlayerContext, usePlayerValue } from './player-context.ts';

const MINI_BAR_CLEARANCE = 'calc(88px + env(safe-area-inset-bottom, 0px))';

// The full view (waveform, script, settings) loads when it is first opened, never with a page.
const FullPlayerDialog = lazy(() => import('./FullPlayerDialog.tsx'));

/**
 * The persistent player, mounted once in the root layout: the engine (media elements, HLS, Web
 * Audio, sleep timer, reporting) lives as long as the tab, so playback continues across pages.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const [engine] = useState(() =>
    typeof window === 'undefined'
      ? null
      : createPlayerEngine((kind) => {
          if (kind === 'sleep-done') toastRef.current(playerTexts.sleepDone);
          if (kind === 'no-next') toastRef.current(playerTexts.noNext);
        }),
  );

  useEffect(() => {
    if (!engine) return;
    const unbindSession = bindMediaSession(engine);
    const unbindKeys = bindShortcuts(engine, {
      isInPlayer: (target) => target instanceof Element && target.closest(`[${PLAYER_REGION_ATTR}]`) !== null,
    });
    return () => {
      unbindSession();
      unbindKeys();
    };
  }, [engine]);

  return (
    <PlayerContext.Provider value={engine}>
      {children}
      <PlayerChrome />
      {/* Where the media elements live while no page shows the video. */}
      <div hidden ref={engine?.setPark} />
    </PlayerContext.Provider>
  );
}

function PlayerChrome() {
  const active = usePlayerValue((s) => s.status !== 'idle', false);
  const full = usePlayerValue((s) => s.view === 'full', false);

  // Focus never hides behind the fixed bar (WCAG 2.4.11): scrolling to a focused element
  // keeps it above the bar.
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = MINI_BAR_CLEARANCE;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [active]);

  if (!active) return null;
  return (
    <>
      {/* Keeps the end of every page clear of the fixed mini bar. */}
      <div className={styles.spacer} aria-hidden="true" />
      <MiniPlayer />
      {full ? (
        <Suspense fallback={null}>
          <FullPlayerDialog />
        </Suspense>
      ) : null}
    </>
  );
}
