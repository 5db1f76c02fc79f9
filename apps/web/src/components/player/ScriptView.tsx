'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import type { TCaption } from '@sogon/contract/schemas/media';
import { formatClock } from '@web/lib/player/time';
import { memo, useEffect, useRef } from 'react';
import styles from './FullPlayer.module.css';

interface Props {
  captions: readonly TCaption[];
  /** The line being spoken (-1: none). */
  active: number;
  /** The line kept in view (the last one heard during a pause in speech). */
  inView: number;
  onSeek: (seconds: number) => void;
}

/**
 * The timed script: the spoken line highlighted and kept in view inside its own scroll box (the
 * page does not jump), each line a button that seeks to it.
 */
export const ScriptView = memo(function ScriptView({ captions, active, inView, onSeek }: Props) {
  const box = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = box.current;
    const line = inView >= 0 ? (list?.children[inView] as HTMLElement | undefined) : undefined;
    if (!list || !line) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = line.offsetTop - list.clientHeight / 2 + line.clientHeight / 2;
    list.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  }, [inView]);

  if (captions.length === 0) return <p className={styles.muted}>{playerTexts.scriptEmpty}</p>;
  return (
    <ol ref={box} className={styles.script}>
      {captions.map((caption, index) => (
        <li key={`${caption.startMs}-${caption.endMs}`}>
          <button
            type="button"
            className={styles.scriptLine}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onSeek(caption.startMs / 1000)}
          >
            <span className={styles.scriptTime}>{formatClock(caption.startMs / 1000)}</span>
            <span>{caption.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
});
