import type { TPlaytimeEvent } from '@sogon/contract/schemas/media';
import { mergeTwo } from './playtime-queue.ts';

/** Where reports made without a network wait (issue 21: saved episodes play offline). */
export interface PlaytimeOutbox {
  /** Adds reports; one already waiting for the same episode takes it (listening summed, latest position). */
  keep(events: readonly TPlaytimeEvent[]): void;
  /** Everything waiting, removed. */
  take(): TPlaytimeEvent[];
}

const OUTBOX_KEY = 'sogon_playtime_outbox';

/** Merges reports per episode in order: the latest position, the listening summed. */
export function mergeReports(events: readonly TPlaytimeEvent[]): TPlaytimeEvent[] {
  const merged: TPlaytimeEvent[] = [];
  /** Where each episode's open play sits in `merged`; an ended play takes no more reports. */
  const openAt = new Map<number, number>();
  for (const event of events) {
    const at = openAt.get(event.id);
    if (at === undefined) {
      openAt.set(event.id, merged.length);
      merged.push({ ...event });
    } else {
      merged[at] = mergeTwo(merged[at]!, event);
    }
    if (event.end) openAt.delete(event.id);
  }
  return merged;
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
