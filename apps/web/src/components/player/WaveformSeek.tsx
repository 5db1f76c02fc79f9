'use client';

import { playerTexts } from '@sogon/contract/messages/player';
import { peaksToBars } from '@web/lib/player/peaks';
import { clamp } from '@web/lib/player/time';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import styles from './FullPlayer.module.css';

const BARS = 120;
const STEP_SEC = 5;
const PAGE_SEC = 30;

interface Props {
  peaks: readonly number[];
  time: number;
  duration: number;
  /** A preview stops here: the rest of the waveform is shown locked. */
  playableUntil: number | null;
  onSeek: (seconds: number) => void;
}

/**
 * The seek bar drawn as the episode's waveform: an ARIA slider (arrows ±5 s, Page Up/Down ±30 s,
 * Home/End) whose value text reads "3분 12초 / 10분"; pointer drag previews and seeks on release.
 */
export function WaveformSeek({ peaks, time, duration, playableUntil, onSeek }: Props) {
  const bars = useMemo(() => peaksToBars(peaks, BARS), [peaks]);
  const track = useRef<HTMLDivElement>(null);
  const [dragAt, setDragAt] = useState<number | null>(null);
  const max = duration > 0 ? duration : 0;
  const limit = playableUntil ?? max;
  const shown = dragAt ?? time;
  const fraction = max > 0 ? clamp(shown / max, 0, 1) : 0;
  const seekable = max > 0;
  // Screen readers hear whole seconds, not four updates a second.
  const spokenNow = Math.floor(shown);

  const seekTo = (seconds: number) => onSeek(clamp(seconds, 0, limit));

  const atPointer = (event: PointerEvent) => {
    const rect = track.current!.getBoundingClientRect();
    return clamp((event.clientX - rect.left) / rect.width, 0, 1) * max;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: -STEP_SEC,
      ArrowDown: -STEP_SEC,
      ArrowRight: STEP_SEC,
      ArrowUp: STEP_SEC,
      PageDown: -PAGE_SEC,
      PageUp: PAGE_SEC,
    };
    if (event.key in moves) seekTo(time + moves[event.key]!);
    else if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(limit);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const svg = (className: string | undefined) => (
    <svg className={className} viewBox={`0 0 ${BARS} 100`} preserveAspectRatio="none" aria-hidden="true">
      {bars.map((height, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions, not items
          key={index}
          x={index + 0.15}
          y={(1 - height) * 50}
          width={0.7}
          height={height * 100}
          rx={0.3}
        />
      ))}
    </svg>
  );

  return (
    <div
      ref={track}
      className={styles.wave}
      role="slider"
      tabIndex={seekable ? 0 : -1}
      aria-label={playerTexts.seek}
      aria-valuemin={0}
      aria-valuemax={Math.floor(max)}
      aria-valuenow={spokenNow}
      aria-valuetext={playerTexts.position(spokenNow, max)}
      aria-disabled={!seekable}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (!seekable || event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragAt(Math.min(atPointer(event), limit));
      }}
      onPointerMove={(event) => {
        if (dragAt !== null) setDragAt(Math.min(atPointer(event), limit));
      }}
      onPointerUp={(event) => {
        if (dragAt === null) return;
        seekTo(atPointer(event));
        setDragAt(null);
      }}
      onPointerCancel={() => setDragAt(null)}
    >
      {svg(styles.waveBase)}
      <div className={styles.wavePlayed} style={{ clipPath: `inset(0 ${(1 - fraction) * 100}% 0 0)` }}>
        {svg(styles.waveFill)}
      </div>
      {playableUntil !== null && max > playableUntil ? (
        <div className={styles.waveLocked} style={{ left: `${(playableUntil / max) * 100}%` }} />
      ) : null}
      <div className={styles.waveHead} style={{ left: `${fraction * 100}%` }} />
    </div>
  );
}
