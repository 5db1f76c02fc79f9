import { PLAYTIME_BATCH_MAX } from '@sogon/contract/limits';
import type { TPlaytimeEvent } from '@sogon/contract/schemas/media';
import type { PlaytimeOutbox } from './playtime-outbox.ts';
import { type PlaytimeTransport, sendPlaytimeBatch } from './send.ts';

/** The body bound of one report (ZPlaytimeBody): merged reports stay inside it. */
const MAX_INTERVAL_SEC = 3_600;
/**
 * How long reports wait before they go out together. Under a minute, because the API counts at
 * most 60 s of listening per report: one merged report per episode per flush stays under that.
 */
export const PLAYTIME_FLUSH_MS = 30_000;

export interface PlaytimeQueueOptions {
  /** Delivers one batch; default sendPlaytimeBatch (keepalive fetch, or a beacon). */
  send?: (events: TPlaytimeEvent[], transport: PlaytimeTransport) => Promise<unknown> | undefined;
  flushEveryMs?: number;
  /** Episodes per batch before it goes out at once (default the API's limit). */
  maxEvents?: number;
  /** Where reports wait while the network is down, sent by `retry` (none: they are dropped). */
  outbox?: PlaytimeOutbox;
  /** Whether the browser is online (navigator.onLine); offline reports go straight to the outbox. */
  isOnline?: () => boolean;
}

export interface PlaytimeQueue {
  /** Adds a report; one already waiting for the same episode takes it (listening summed, latest position). */
  add(event: TPlaytimeEvent): void;
  /** Sends what waits now: `beacon` when the page is going away or to the background. */
  flush(transport?: PlaytimeTransport): void;
  /** Sends what waits in the outbox (the network is back, or the tab starts). */
  retry(): void;
}

const round1 = (seconds: number) => Math.round(seconds * 10) / 10;

/** Two reports of one play as one: the latest position, listening summed, the end and the first source kept. */
export function mergeTwo(held: TPlaytimeEvent, event: TPlaytimeEvent): TPlaytimeEvent {
  const source = held.source ?? event.source;
  return {
    id: event.id,
    playtime: event.playtime,
    interval: Math.min(round1(held.interval + event.interval), MAX_INTERVAL_SEC),
    ...(event.end ? { end: event.end } : {}),
    ...(source ? { source } : {}),
  };
}

/**
 * The tab's playtime reports, sent in batches (POST /v2/content/playtime) every `flushEveryMs`,
 * when `maxEvents` episodes wait, or when a reporter asks (episode over, page hidden). Reports of
 * one episode are merged: the API takes a batch as reports arriving at the same moment, so two
 * of the same episode in one batch would count only a few seconds for the second. Failures are
 * dropped (the next report carries the position again), except without a network: then they
 * wait in the outbox until `retry`, so a position made offline reaches the server (이어 듣기).
 */
export function createPlaytimeQueue(options: PlaytimeQueueOptions = {}): PlaytimeQueue {
  const send = options.send ?? sendPlaytimeBatch;
  const flushEveryMs = options.flushEveryMs ?? PLAYTIME_FLUSH_MS;
  const maxEvents = options.maxEvents ?? PLAYTIME_BATCH_MAX;
  let waiting = new Map<number, TPlaytimeEvent>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(transport: PlaytimeTransport = 'fetch'): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting.size === 0) return;
    const events = [...waiting.values()];
    waiting = new Map();
    deliver(events, transport);
  }

  /** Sends a batch; without a network (offline, or the network lost while sending) it waits in the outbox. */
  function deliver(events: TPlaytimeEvent[], transport: PlaytimeTransport): void {
    const { outbox } = options;
    if (outbox && options.isOnline?.() === false) {
      outbox.keep(events);
      return;
    }
    try {
      void Promise.resolve(send(events, transport)).catch((error: unknown) => {
        // Only a report that failed because the network went away waits: one cut off while
        // online (a reload aborting it) would come back later and overwrite a newer position.
        if (outbox && error instanceof TypeError && options.isOnline?.() === false) outbox.keep(events);
      });
    } catch {
      // Best effort, like every report.
    }
  }

  function retry(): void {
    if (options.isOnline?.() === false) return;
    const held = options.outbox?.take() ?? [];
    if (held.length > 0) deliver(held, 'fetch');
  }

  function add(event: TPlaytimeEvent): void {
    // A play that ended waits alone: what follows is another play, not more of it.
    if (waiting.get(event.id)?.end) flush();
    const held = waiting.get(event.id);
    waiting.set(event.id, held ? mergeTwo(held, event) : { ...event });
    if (waiting.size >= maxEvents) flush();
    else if (timer === null) timer = setTimeout(() => flush(), flushEveryMs);
  }

  return { add, flush, retry };
}
