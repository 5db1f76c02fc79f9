'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { nextAnnouncement } from './progress-announcer.ts';
import styles from './Studio.module.css';

/**
 * A labelled native progress bar with its percent written beside it. Screen readers hear the
 * percent only at each new 10 % step (through a polite live region), not on every byte.
 */
export function ProgressMeter({
  label,
  percent,
  announce,
}: {
  label: string;
  /** 0–100. */
  percent: number;
  /** The sentence to hear at a step, e.g. `업로드 30% 완료`. */
  announce: (percent: number) => string;
}) {
  const id = useId();
  const last = useRef<number | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const step = nextAnnouncement(percent, last.current);
    if (step === null) return;
    last.current = step;
    setMessage(announce(step));
  }, [percent, announce]);

  return (
    <div className={styles.progressBlock}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.progressRow}>
        <progress id={id} className={styles.progress} max={100} value={percent}>
          {percent}%
        </progress>
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
