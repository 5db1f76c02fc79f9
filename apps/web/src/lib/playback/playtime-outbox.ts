import type { TPlaytimeEvent } from '@sogon/contract/schemas/media';

/** Where reports made without a network wait (issue 21: saved episodes play offline). */
export interface PlaytimeOutbox {
  /** Adds reports; one already waiting for the same episode takes it (listening summed, latest position). */
  keep(events: readonly TPlaytimeEvent[]): void;
  /** Everything waiting, removed. */
  take(): TPlaytimeEvent[];
}

const OUTBOX_KEY = 'sogon_playtime_outbox';
/** The body bound of one report (ZPlaytimeBody). */
const MAX_INTERVAL_SEC = 3_600;

/** Merges reports per episode in order: the latest position, the listening summed. */
export function mergeReports(events: readonly TPlaytimeEvent[]): TPlaytimeEvent[] {
  const byId = new Map<number, TPlaytimeEvent>();
  for (const event of events) {
    const held = byId.get(event.id);
    byId.set(
      event.id,
      held
        ? {
            id: event.id,
            playtime: event.playtime,
            interval: Math.min(Math.round((held.interval + event.interval) * 10) / 10, MAX_INTERVAL_SEC),
          }
        : { ...event },
    );
  }
  return [...byId.values()];
}

/** The outbox in this browser's storage (localStorage), so it outlives a reload made offline. */
export function storageOutbox(storage: Storage | null): PlaytimeOutbox {
  const read = (): TPlaytimeEvent[] => {
    try {
      const value = JSON.parse(storage?.getItem(OUTBOX_KEY) ?? '[]') as unknown;
      return Array.isArray(value) ? (value as TPlaytimeEvent[]) : [];
    } catch {
      return [];
    }
  };
  return {
    keep(events) {
      try {
        storage?.setItem(OUTBOX_KEY, JSON.stringify(mergeReports([...read(), ...events])));
      } catch {
        // Storage full or refused: the reports are lost, as any failed report is.
      }
    },
    take() {
      const events = read();
      try {
        storage?.removeItem(OUTBOX_KEY);
      } catch {
        // Nothing to remove.
      }
      return events;
    },
  };
}
