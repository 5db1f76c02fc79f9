/**
 * The lock screen's honest "10분 더" (ADR 074): the Media Session has no custom actions, so the
 * one press that can mean "I woke up, a little more" is play soon after the sleep timer stopped
 * playback. Within this window that play also starts a ten-minute timer, once.
 */
export const WAKE_WINDOW_MS = 30 * 60_000;

let stoppedAt: number | null = null;

/** The sleep timer has just stopped playback. */
export function noteSleepStop(at: number): void {
  stoppedAt = at;
}

/** Whether a play at `at` is a wake-up after a sleep stop (true once per stop). */
export function takeWake(at: number): boolean {
  const woke = stoppedAt !== null && at >= stoppedAt && at - stoppedAt <= WAKE_WINDOW_MS;
  stoppedAt = null;
  return woke;
}
