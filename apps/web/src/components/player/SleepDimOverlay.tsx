'use client';

import { nightTexts } from '@sogon/contract/messages/night';
import { useEffect, useId, useRef } from 'react';
import night from './Night.module.css';

/**
 * The dimmed screen of the sleep timer's last minute: a native modal dialog over everything
 * (the full view included) whose whole surface is one button, "10분 더". Escape (or the back
 * gesture) closes it and lets the timer run out. Loaded when a timer first reaches its last minute.
 */
export default function SleepDimOverlay({
  onExtend,
  onDismiss,
}: {
  onExtend: () => void;
  onDismiss: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), hint: useId(), action: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={night.dimDialog}
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <button
        type="button"
        className={night.dim}
        aria-labelledby={ids.action}
        aria-describedby={`${ids.title} ${ids.hint}`}
        onClick={onExtend}
      >
        <span id={ids.title} className={night.dimTitle}>
          {nightTexts.dimTitle}
        </span>
        <span id={ids.hint}>{nightTexts.dimHint}</span>
        <span id={ids.action} className={night.dimAction}>
          {nightTexts.extend}
        </span>
      </button>
    </dialog>
  );
}
