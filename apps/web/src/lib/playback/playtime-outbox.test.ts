import type { TPlaytimeEvent } from '@sogon/contract/schemas/media';
import { describe, expect, it } from 'vitest';
import { storageOutbox } from './playtime-outbox.ts';
import { createPlaytimeQueue } from './playtime-queue.ts';

/** A Storage as the browser's localStorage behaves, kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Issue 21: a saved episode plays offline; the position made then reaches the server once the
// network is back (the same playtime batch endpoint), even across a reload.
describe('playtime made offline', () => {
  it('waits in storage while offline and goes out, merged per episode, when the network is back', async () => {
    const storage = memoryStorage();
    const sent: TPlaytimeEvent[][] = [];
    let online = false;
    const queue = createPlaytimeQueue({
      send: async (events) => {
        sent.push(events);
      },
      outbox: storageOutbox(storage),
      isOnline: () => online,
    });
    queue.add({ id: 7, playtime: 30, interval: 10 });
    queue.flush();
    queue.add({ id: 7, playtime: 45, interval: 15 });
    queue.add({ id: 8, playtime: 5, interval: 5 });
    queue.flush('beacon');
    queue.retry();
    expect(sent).toEqual([]);

    // A reload while still offline: a new queue over the same storage holds the same reports.
    online = true;
    const after = createPlaytimeQueue({
      send: async (events) => {
        sent.push(events);
      },
      outbox: storageOutbox(storage),
      isOnline: () => online,
    });
    after.retry();
    expect(sent).toEqual([
      [
        { id: 7, playtime: 45, interval: 25 },
        { id: 8, playtime: 5, interval: 5 },
      ],
    ]);
    after.retry();
    expect(sent).toHaveLength(1);
  });

  it('keeps a batch cut off because the network went away; drops one cut off online or refused', async () => {
    const storage = memoryStorage();
    const outbox = storageOutbox(storage);
    let online = true;
    const failing = createPlaytimeQueue({
      send: () => {
        online = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
      outbox,
      isOnline: () => online,
    });
    failing.add({ id: 3, playtime: 12, interval: 12 });
    failing.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.take()).toEqual([{ id: 3, playtime: 12, interval: 12 }]);

    // Online, a request cut off (a reload aborting it) is not kept: replayed later it would
    // overwrite a newer position.
    const aborted = createPlaytimeQueue({
      send: () => Promise.reject(new TypeError('Failed to fetch')),
      outbox,
      isOnline: () => true,
    });
    aborted.add({ id: 4, playtime: 3, interval: 3 });
    aborted.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.take()).toEqual([]);

    const refused = createPlaytimeQueue({
      send: () => Promise.reject(new Error('ERROR_INVALID_PARAMS')),
      outbox,
      isOnline: () => true,
    });
    refused.add({ id: 3, playtime: 20, interval: 8 });
    refused.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outbox.take()).toEqual([]);
  });
});
