import type { PlayerEngine } from '../player/engine.ts';
import { SLEEP_EXTEND_MINUTES } from '../player/sleep-timer.ts';
import { parseSleepMark, SLEEP_MARK_KEY, type SleepMark } from './sleep-mark.ts';
import { WAKE_WINDOW_MS } from './wake.ts';

/** The kept mark is of the fade the listener has just woken from (not an older night's). */
export function isFreshMark(mark: Pick<SleepMark, 'at'>, now: number): boolean {
  return now >= mark.at && now - mark.at <= WAKE_WINDOW_MS;
}

function keptMark(): SleepMark | null {
  try {
    return parseSleepMark(window.localStorage.getItem(SLEEP_MARK_KEY));
  } catch {
    return null;
  }
}

/**
 * "10분 더" (the button, the dimmed screen, the lock screen's play after a sleep stop): ten more
 * minutes. Whoever asks is awake, so a mark of the fade just now is not where they fell asleep:
 * it is forgotten (the next fade keeps a new one).
 */
export function extendAwake(engine: PlayerEngine, now = Date.now()): void {
  engine.extendSleep(SLEEP_EXTEND_MINUTES);
  const mark = keptMark();
  if (!mark || !isFreshMark(mark, now)) return;
  void import('./sleep-mark-store.ts').then((store) => store.forgetSleepMark()).catch(() => undefined);
}
