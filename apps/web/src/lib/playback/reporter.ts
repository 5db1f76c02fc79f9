import type { TPlayEndReason, TPlaySourceKind } from '@sogon/contract/schemas/audience';
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
  /** Where the listener started this play from (the creator's 유입 경로); sent with each play's first report. */
  source?: TPlaySourceKind;
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
  /**
   * The play ends here and why (the retention curve: sleep timer, skip ahead, natural end…): the
   * report goes out now. Listening again afterwards is a new play.
   */
  end(reason: TPlayEndReason): void;
  /** Stops the timer and sends the final report with whatever waits in the queue; `reason` ends the play. */
  stop(reason?: TPlayEndReason): void;
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
  /** Something was heard since the last end: an end reason means something to the API. */
  let open = false;
  /** The next report is a play's first: it carries the source. */
  let fresh = true;

  function readPosition(): number {
    const value = options.position();
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_PLAYTIME_SEC) : 0;
  }

  function report(reason?: TPlayEndReason): void {
    const at = now();
    const openMs = playingSince === null ? 0 : Math.max(0, at - playingSince);
    if (playingSince !== null) playingSince = at;
    const interval = Math.min(round1((heardMs + openMs) / 1000), MAX_INTERVAL_SEC);
    heardMs = 0;
    const playtime = round1(readPosition());
    const end = reason !== undefined && (open || interval > 0) ? reason : undefined;
    if (interval <= 0 && playtime === lastSentPosition && end === undefined) return;
    lastSentPosition = playtime;
    const source = fresh && interval > 0 ? options.source : undefined;
    if (interval > 0) fresh = false;
    queue.add({
      id: options.contentId,
      playtime,
      interval,
      ...(end ? { end } : {}),
      ...(source ? { source } : {}),
    });
    if (end) {
      open = false;
      fresh = true;
    }
  }

  function onLifecycle(event: Event): void {
    if (event.type !== 'pagehide' && !pageHidden()) return;
    // Leaving the page ends the play; going to the background does not.
    report(event.type === 'pagehide' ? 'close' : undefined);
    queue.flush('beacon');
  }

  function markPlaying(playing: boolean): void {
    const at = now();
    if (playing) open = true;
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

  function end(reason: TPlayEndReason): void {
    markPlaying(false);
    report(reason);
    queue.flush();
  }

  function stop(reason?: TPlayEndReason): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
    lifecycle?.removeEventListener('pagehide', onLifecycle);
    lifecycle?.removeEventListener('visibilitychange', onLifecycle);
    markPlaying(false);
    report(reason);
    // The next episode's resume point and 최근 재생 read this one's position: out now.
    queue.flush();
  }

  return { start, markPlaying, report: () => report(), pause, end, stop };
}

function defaultLifecycle(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** `visibilitychange` fires both ways: only going hidden needs a report. */
function pageHidden(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'hidden';
}
