import { createPlaytimeQueue, type PlaytimeQueue } from './playtime-queue.ts';

/** The spec's body bounds (ZPlaytimeBody): a report outside them would be refused whole. */
const MAX_PLAYTIME_SEC = 86_400;
const MAX_INTERVAL_SEC = 3_600;

export interface PlaytimeReporterOptions {
  contentId: number;
  /** Where playback is now, in seconds (e.g. `() => audio.currentTime`). */
  position: () => number;
  /** How often a report goes out while started (default 10 s). */
  intervalMs?: number;
  /**
   * Where reports wait to go out in batches (POST /v2/content/playtime); share one per tab.
   * Default a queue of this reporter's own.
   */
  queue?: PlaytimeQueue;
  /** Monotonic milliseconds (default performance.now). */
  now?: () => number;
  /**
   * Where `pagehide` and `visibilitychange` arrive (default window): the last report and
   * everything waiting go out as a beacon before the page goes away or to the background, where
   * timers may stop.
   */
  lifecycle?: EventTarget | null;
}

export interface PlaytimeReporter {
  /** Starts reporting every `intervalMs`. */
  start(): void;
  /** Tells when playback actually runs, so paused time is never counted as listening. */
  markPlaying(playing: boolean): void;
  /** Queues {playtime, interval} now: interval = seconds played since the last report. */
  report(): void;
  /**
   * Playback paused: what was heard and where it stopped go out now, not in the next batch (a
   * pause is where 이어 듣기 picks up, on this device after a reload or on another one).
   */
  pause(): void;
  /** Stops the timer and sends the final report with whatever waits in the queue. */
  stop(): void;
}

const round1 = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Reports playback of one episode (spec section 3 "Playtime update": playtime, interval) into
 * the tab's playtime queue, which sends them in batches. The interval is measured from
 * markPlaying(true)/(false), not from the timer, so a paused, buffering or backgrounded player
 * reports only what was really heard. Nothing is queued when nothing was heard and the position
 * did not move.
 */
export function createPlaytimeReporter(options: PlaytimeReporterOptions): PlaytimeReporter {
  const intervalMs = options.intervalMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  const queue = options.queue ?? createPlaytimeQueue();
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
    queue.add({ id: options.contentId, playtime, interval });
  }

  function onLifecycle(event: Event): void {
    if (event.type !== 'pagehide' && !pageHidden()) return;
    report();
    queue.flush('beacon');
  }

  function markPlaying(playing: boolean): void {
    const at = now();
    if (playing && playingSince === null) playingSince = at;
    if (!playing && playingSince !== null) {
      heardMs += Math.max(0, at - playingSince);
      playingSince = null;
    }
  }

  function pause(): void {
    markPlaying(false);
    report();
    queue.flush();
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
    // The next episode's resume point and 최근 재생 read this one's position: out now.
    queue.flush();
  }

  return { start, markPlaying, report, pause, stop };
}

function defaultLifecycle(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** `visibilitychange` fires both ways: only going hidden needs a report. */
function pageHidden(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'hidden';
}
