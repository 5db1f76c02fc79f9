import type { TPlaytimeEvent } from '@sogon/contract/schemas/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeReports } from './playtime-outbox.ts';
import { createPlaytimeQueue } from './playtime-queue.ts';
import { createPlaytimeReporter } from './reporter.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const batches: TPlaytimeEvent[][] = [];
  const queue = createPlaytimeQueue({
    send: (events) => {
      batches.push(events);
      return Promise.resolve();
    },
    flushEveryMs: 60_000,
  });
  const player = { position: 0 };
  const lifecycle = new EventTarget();
  const reporter = createPlaytimeReporter({
    contentId: 7,
    position: () => player.position,
    queue,
    lifecycle,
    source: 'search',
    now: () => Date.now(),
  });
  const play = (seconds: number) => {
    player.position += seconds;
    vi.advanceTimersByTime(seconds * 1000);
  };
  return { batches, reporter, player, play, lifecycle, queue };
}

describe('a play ends with its reason', () => {
  it('sends the end at once, the source on the play’s first report only, and starts a new play after', () => {
    const { batches, reporter, play, queue } = setup();
    reporter.start();
    reporter.markPlaying(true);
    play(10);
    reporter.report();
    play(5);
    reporter.end('sleep');
    expect(batches).toEqual([[{ id: 7, playtime: 15, interval: 15, end: 'sleep', source: 'search' }]]);
    // An end with nothing heard since the last one says nothing.
    reporter.end('skip');
    expect(batches).toHaveLength(1);
    // Listening again is a new play: its first report carries the source again.
    reporter.markPlaying(true);
    play(10);
    reporter.report();
    queue.flush();
    expect(batches[1]).toEqual([{ id: 7, playtime: 25, interval: 10, source: 'search' }]);
    reporter.stop('switch');
    expect(batches[2]).toEqual([{ id: 7, playtime: 25, interval: 0, end: 'switch' }]);
  });

  it('ends the play as closed when the page goes away, not when it goes to the background', () => {
    const { batches, reporter, play, lifecycle } = setup();
    reporter.start();
    reporter.markPlaying(true);
    play(10);
    lifecycle.dispatchEvent(new Event('visibilitychange'));
    expect(batches.flat().some((event) => event.end)).toBe(false);
    play(10);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(batches.at(-1)?.at(-1)).toMatchObject({ id: 7, playtime: 20, end: 'close' });
  });

  it('never merges a report into an ended play, in the queue or in the outbox', () => {
    const sent: TPlaytimeEvent[][] = [];
    const queue = createPlaytimeQueue({
      send: (events) => {
        sent.push(events);
        return Promise.resolve();
      },
      flushEveryMs: 60_000,
    });
    queue.add({ id: 1, playtime: 10, interval: 10, source: 'home' });
    queue.add({ id: 1, playtime: 20, interval: 10, end: 'skip' });
    queue.add({ id: 1, playtime: 300, interval: 5 });
    queue.flush();
    expect(sent).toEqual([
      [{ id: 1, playtime: 20, interval: 20, end: 'skip', source: 'home' }],
      [{ id: 1, playtime: 300, interval: 5 }],
    ]);
    expect(
      mergeReports([
        { id: 1, playtime: 10, interval: 10 },
        { id: 1, playtime: 20, interval: 10, end: 'sleep' },
        { id: 1, playtime: 30, interval: 10 },
        { id: 2, playtime: 5, interval: 5 },
        { id: 1, playtime: 40, interval: 10 },
      ]),
    ).toEqual([
      { id: 1, playtime: 20, interval: 20, end: 'sleep' },
      { id: 1, playtime: 40, interval: 20 },
      { id: 2, playtime: 5, interval: 5 },
    ]);
  });
});
