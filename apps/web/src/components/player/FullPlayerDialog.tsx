'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { useEffect, useRef } from 'react';
import styles from './FullPlayer.module.css';
import { FullPlayer } from './FullPlayer.tsx';
import { Icon } from './icons.tsx';
import { usePlayer } from './player-context.ts';

/**
 * The expanded player over any page: a native modal <dialog> (focus moves in and is kept there,
 * Esc closes it, focus returns to the button that opened it). Loaded on first open.
 */
export default function FullPlayerDialog() {
  const engine = usePlayer();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    // No close() on cleanup: its 'close' event would collapse the player again (Strict Mode
    // runs effects twice); unmounting takes the dialog out of the top layer anyway.
    if (!element || element.open) return;
    element.showModal();
    // Start on the play button rather than the first link of the header.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Esc and the collapse button as keyboard equivalents
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={playerTexts.region}
      onClose={() => engine?.setView('mini')}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) collapses it.
        if (event.target === event.currentTarget) engine?.setView('mini');
      }}
    >
      <FullPlayer
        placement="dialog"
        actions={
          <button
            type="button"
            className={styles.iconButton}
            aria-label={playerTexts.collapse}
            onClick={() => engine?.setView('mini')}
          >
            <Icon name="collapse" />
          </button>
        }
      />
    </dialog>
  );
}
