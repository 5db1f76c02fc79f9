import type { PlayerEngine } from '../player/engine.ts';
import { loadNightWindow, type NightWindow, shouldStartNightTimer } from './night-window.ts';

/**
 * The automatic sleep timer: whenever playback starts inside the night window and no timer runs,
 * a timer of the chosen length starts, and `announce` says so (a polite live region). The
 * window is read at each start, so a change in the settings applies to the next one.
 */
export function bindNightTimer(
  engine: PlayerEngine,
  announce: (minutes: number) => void,
  options: { now?: () => number; load?: () => NightWindow } = {},
): () => void {
  const now = options.now ?? (() => Date.now());
  const load = options.load ?? loadNightWindow;
  let playing = engine.getSnapshot().playing;
  return engine.subscribe(() => {
    const snapshot = engine.getSnapshot();
    const started = snapshot.playing && !playing;
    playing = snapshot.playing;
    if (!started) return;
    const window = load();
    if (!shouldStartNightTimer(window, snapshot.sleep.kind !== 'off', now())) return;
    engine.sleepAfterMinutes(window.minutes);
    announce(window.minutes);
  });
}
