import type { TPlaytimeBody } from '@sogon/contract/schemas/media';
import { sendPlaytime } from './send.ts';

/** The spec's body bounds (ZPlaytimeBody): a report outside them would be refused whole. */
const MAX_PLAYTIME_SEC = 86_400;
const MAX_INTERVAL_SEC = 3_600;

export interface PlaytimeReporterOptions {
  contentId: number;
  /** Where playback is now, in seconds (e.g. `() => audio.currentTime`). */
  position: () => number;
  /** How often a report goes out while started (default 10 s). */
  intervalMs?: number;
  /** Delivers one report; default a keepalive POST to /v2/content/playtime/{id}. */
  send?: (contentId: number, body: TPlaytimeBody) => Promise<unknown> | undefined;
  /** Monotonic milliseconds (default performance.now). */
  now?: () => number;
  /**
   * Where `pagehide` and `visibilitychange` arrive (default window): the last report goes out
   * before the page goes away or to the background, where timers may stop.
   */
  lifecycle?: EventTarget | null;
}

export interface PlaytimeReporter {
  /** Starts reporting every `intervalMs`. */
  start(): void;
  /** Tells when playback actually runs, so paused time is never counted as listening. */
  markPlaying(playing: boolean): void;
  /** Sends {playtime, interval} now: interval = seconds played since the last report. */
  report(): void;
  /** Stops the timer and sends the final report. */
  stop(): void;
}

const round1 = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Reports playback of one episode (spec section 3 "Playtime update": playtime, interval). The
 * interval is measured from markPlaying(true)/(false), not from the timer, so a paused, buffering
 * or backgrounded player reports only what was really heard. Nothing is sent when nothing was
 * heard and the position did not move. Failures are dropped: the next report carries the position.
 */
export function createPlaytimeReporter(options: PlaytimeReporterOptions): PlaytimeReporter {
  const intervalMs = options.intervalMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  const send = options.send ?? sendPlaytime;
  const lifecycle = options.lifecycle === undefined ? defaultLifecycle() : options.lifecycle;

  let playingSince: number | null = null;
  /** Milliseconds played and not reported yet (closed stretches only). */
  let heardMs = 0;
  let lastSentPosition: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  function readPosition(): number {
    const value = options.position();
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_PLAYTIME_SEC) : 0;
  }

  function report(): void {
    const at = now();
    const openMs = playingSince === null ? 0 : Math.max(0, at - playingSince);
    if (playingSince !== null) playingSince = at;
    const interval = Math.min(round1((heardMs + openMs) / 1000), MAX_INTERVAL_SEC);
    heardMs = 0;
    const playtime = round1(readPosition());
    if (interval <= 0 && playtime === lastSentPosition) return;
    lastSentPosition = playtime;
    try {
      void Promise.resolve(send(options.contentId, { playtime, interval })).catch(() => undefined);
    } catch {
      // A report is best effort; the next one carries the position again.
    }
  }

  function onLifecycle(event: Event): void {
    if (event.type === 'pagehide' || pageHidden()) report();
  }

  function markPlaying(playing: boolean): void {
    const at = now();
    if (playing && playingSince === null) playingSince = at;
    if (!playing && playingSince !== null) {
      heardMs += Math.max(0, at - playingSince);
      playingSince = null;
    }
  }

  function start(): void {
    if (timer !== null) return;
    timer = setInterval(report, intervalMs);
    lifecycle?.addEventListener('pagehide', onLifecycle);
    lifecycle?.addEventListener('visibilitychange', onLifecycle);
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
    lifecycle?.removeEventListener('pagehide', onLifecycle);
    lifecycle?.removeEventListener('visibilitychange', onLifecycle);
    markPlaying(false);
    report();
  }

  return { start, markPlaying, report, stop };
}

function defaultLifecycle(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** `visibilitychange` fires both ways: only going hidden needs a report. */
function pageHidden(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'hidden';
}
