'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { createPlayerEngine } from '@web/lib/player/create-engine';
import type { PlayerEngine } from '@web/lib/player/engine';
import { bindMediaSession } from '@web/lib/player/session-binding';
import { bindShortcuts } from '@web/lib/player/shortcuts';
import { resumeSavedBed } from '@web/lib/sound-bed/autostart';
import { lazy, Suspense, useEffect } from 'react';
import styles from './MiniPlayer.module.css';
import { MiniPlayer } from './MiniPlayer.tsx';
import { NightLayer } from './NightLayer.tsx';
import { PLAYER_REGION_ATTR, usePlayerValue } from './player-context.ts';

// The player as PlayerHost loads it, on the first play: never part of a page's first load.

const MINI_BAR_CLEARANCE = 'calc(88px + env(safe-area-inset-bottom, 0px))';

// The full view (waveform, script, settings) loads when it is first opened.
const loadFullPlayerDialog = () => import('./FullPlayerDialog.tsx');
const FullPlayerDialog = lazy(loadFullPlayerDialog);

/** Loads the full view and its sound bed ahead of their first opening (a saved episode opens them offline). */
export function preloadFullView(): Promise<unknown> {
  return Promise.all([loadFullPlayerDialog(), import('./SoundBedPanel.tsx')]);
}

/** The tab's engine; its short notices (sleep timer done, no next episode) become toasts. */
export function createPlayer(toast: (message: string) => void): PlayerEngine {
  return createPlayerEngine((kind) => {
    if (kind === 'sleep-done') toast(playerTexts.sleepDone);
    if (kind === 'no-next') toast(playerTexts.noNext);
  });
}

/**
 * Lock-screen controls, keyboard shortcuts, a sound bed left on (back with the first play), the
 * mini bar, the full view and the media elements' park.
 */
export function PlayerLayer({ engine }: { engine: PlayerEngine }) {
  useEffect(() => {
    const unbindSession = bindMediaSession(engine);
    const unbindKeys = bindShortcuts(engine, {
      isInPlayer: (target) => target instanceof Element && target.closest(`[${PLAYER_REGION_ATTR}]`) !== null,
    });
    const unbindBed = resumeSavedBed(engine);
    return () => {
      unbindSession();
      unbindKeys();
      unbindBed();
    };
  }, [engine]);

  return (
    <>
      <PlayerChrome />
      <NightLayer engine={engine} />
      {/* Where the media elements live while no page shows the video. */}
      <div hidden ref={engine.setPark} />
    </>
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
