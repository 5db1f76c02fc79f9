'use client';

import { soundBedTexts } from '@sogon/contract/messages/sound-bed';
import { pageAudioContext } from '@web/lib/player/audio-graph';
import type { PlayerEngine } from '@web/lib/player/engine';
import { lazy, Suspense, useId, useState } from 'react';
import styles from './FullPlayer.module.css';
import bedStyles from './SoundBed.module.css';

// The sound bed (its generators, mixer and panel) is a chunk of its own, loaded when it is first opened.
const SoundBedPanel = lazy(() => import('./SoundBedPanel.tsx'));

/** 배경 소리: a disclosure button in the player's settings that opens the sound bed's panel. */
export function SoundBedToggle({ engine }: { engine: PlayerEngine }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={bedStyles.toggle}>
      <button
        type="button"
        className={styles.chip}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-active={open}
        onClick={() => {
          // Inside the click: a context browsers would start suspended otherwise.
          if (!open) pageAudioContext();
          setOpen(!open);
        }}
      >
        {soundBedTexts.open}
      </button>
      {open ? (
        <Suspense fallback={<p className={styles.hint}>{soundBedTexts.loading}</p>}>
          <SoundBedPanel engine={engine} id={panelId} />
        </Suspense>
      ) : null}
    </div>
  );
}
