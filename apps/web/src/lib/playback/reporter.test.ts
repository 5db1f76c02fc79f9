import type { TPlaytimeEvent } from '@sogon/contract/schemas/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaytimeQueue } from './playtime-queue.ts';
import { createPlaytimeReporter } from './reporter.ts';
import { type PlaytimeTransport, sendPlaytimeBatch } from './send.ts';

/** The batches a queue handed to its transport, and how each left. */
function recordingQueue(options: { flushEveryMs?: number; maxEvents?: number } = {}) {
  const batches: { events: TPlaytimeEvent[]; transport: PlaytimeTransport }[] = [];
  const queue = createPlaytimeQueue({
    send: (events, transport) => {
      batches.push({ events, transport });
      return Promise.resolve();
    },
    ...options,
  });
  return { queue, batches };
}

/**
 * A player whose position the test moves, and the reports it would have sent. The queue sends
 * each report alone (1 ms), so `sent` lists them one by one; the queue tests below batch.
 */
function setup(options: { intervalMs?: number } = {}) {
  const { queue, batches } = recordingQueue({ flushEveryMs: 1 });
  const player = { position: 0 };
  const lifecycle = new EventTarget();
  const reporter = createPlaytimeReporter({
    contentId: 7,
    position: () => player.position,
    queue,
    lifecycle,
    ...options,
  });
  /** Every report so far, in order, without the episode id (always 7). */
  const sent = () => {
    vi.advanceTimersByTime(1);
    return batches.flatMap((batch) =>
      batch.events.map(({ id, ...report }) => {
        expect(id).toBe(7);
        return report;
      }),
    );
  };
  /** Plays for `seconds`: the clock and the position move together. */
  const play = (seconds: number) => {
    for (let step = 0; step < seconds * 10; step++) {
      player.position += 0.1;
      vi.advanceTimersByTime(100);
    }
  };
  const wait = (seconds: number) => vi.advanceTimersByTime(seconds * 1000);
  return { sent, batches, player, lifecycle, reporter, play, wait };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('playtime reporter', () => {
  it('reports every 10 s with the seconds actually played', () => {
    const { sent, reporter, play } = setup();
    reporter.start();
    reporter.markPlaying(true);
    play(25);
    expect(sent()).toEqual([
      { playtime: 10, interval: 10 },
      { playtime: 20, interval: 10 },
    ]);
    reporter.markPlaying(false);
    reporter.stop();
    expect(sent().at(-1)).toEqual({ playtime: 25, interval: 5 });
  });

  it('does not count paused time, and sends nothing while nothing changes', () => {
    const { sent, reporter, play, wait } = setup();
    reporter.start();
    reporter.markPlaying(true);
    play(4);
    reporter.markPlaying(false);
    wait(30); // paused across three ticks
    reporter.markPlaying(true);
    play(3);
    reporter.markPlaying(false);
    wait(3);
    // The tick at 10 s heard 4 s; the ones at 20 s and 30 s had nothing new; the one at 40 s heard 3 s.
    expect(sent()).toEqual([
      { playtime: 4, interval: 4 },
      { playtime: 7, interval: 3 },
    ]);
    reporter.stop();
    expect(sent()).toHaveLength(2);
  });

  it('reports a seek while paused (the resume position moves) with no listening', () => {
    const { sent, reporter, player } = setup();
    reporter.start();
    player.position = 120;
    reporter.report();
    expect(sent()).toEqual([{ playtime: 120, interval: 0 }]);
  });

  it('ignores repeated markPlaying calls instead of double counting', () => {
    const { sent, reporter, play } = setup();
    reporter.markPlaying(true);
    play(2);
    reporter.markPlaying(true);
    play(2);
    reporter.markPlaying(false);
    reporter.markPlaying(false);
    reporter.report();
    expect(sent()).toEqual([{ playtime: 4, interval: 4 }]);
  });

  it('sends what was heard as a beacon when the page is hidden or goes away, and stops on stop()', () => {
    const { sent, batches, reporter, lifecycle, play } = setup();
    reporter.start();
    reporter.markPlaying(true);
    play(3);
    lifecycle.dispatchEvent(new Event('pagehide'));
    // Leaving the page ends the play (the retention curve's 'close').
    expect(batches).toEqual([
      { events: [{ id: 7, playtime: 3, interval: 3, end: 'close' }], transport: 'beacon' },
    ]);
    play(2);
    lifecycle.dispatchEvent(new Event('visibilitychange'));
    expect(batches.at(-1)).toEqual({ events: [{ id: 7, playtime: 5, interval: 2 }], transport: 'beacon' });

    reporter.stop();
    const count = sent().length;
    play(30);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(sent()).toHaveLength(count);
  });

  it('sends what was heard at once when playback pauses, and nothing more while paused', () => {
    const { batches, reporter, play, wait } = setup({ intervalMs: 10_000 });
    const { queue, batches: batched } = recordingQueue();
    const slow = createPlaytimeReporter({ contentId: 7, position: () => 4.2, queue, lifecycle: null });
    // The queue of a real tab waits 30 s: a pause does not.
    slow.start();
    slow.markPlaying(true);
    vi.advanceTimersByTime(4_200);
    slow.pause();
    expect(batched).toEqual([{ events: [{ id: 7, playtime: 4.2, interval: 4.2 }], transport: 'fetch' }]);
    vi.advanceTimersByTime(60_000);
    expect(batched).toHaveLength(1);
    slow.stop();

    reporter.start();
    reporter.markPlaying(true);
    play(3);
    reporter.pause();
    expect(batches.flatMap((batch) => batch.events)).toEqual([{ id: 7, playtime: 3, interval: 3 }]);
    wait(30);
    expect(batches).toHaveLength(1);
  });

  it('keeps to the body bounds: no NaN, no negative, interval at most an hour', () => {
    const { sent, reporter, player, wait } = setup({ intervalMs: 10 * 60 * 60 * 1000 });
    reporter.start();
    reporter.markPlaying(true);
    player.position = Number.NaN;
    wait(2 * 60 * 60);
    reporter.report();
    expect(sent()).toEqual([{ playtime: 0, interval: 3_600 }]);
    player.position = -4;
    reporter.report();
    expect(sent()).toHaveLength(1);
  });

  it('survives a transport that throws or rejects', () => {
    for (const send of [
      () => {
        throw new Error('offline');
      },
      () => Promise.reject(new Error('offline')),
    ]) {
      const queue = createPlaytimeQueue({ send, flushEveryMs: 1 });
      const reporter = createPlaytimeReporter({ contentId: 1, position: () => 1, queue, lifecycle: null });
      expect(() => reporter.report()).not.toThrow();
      expect(() => vi.advanceTimersByTime(1)).not.toThrow();
      expect(() => reporter.stop()).not.toThrow();
    }
  });
});

describe('the playtime queue', () => {
  it('sends the reports of several episodes in one batch every 30 s, one merged report per episode', () => {
    const { queue, batches } = recordingQueue();
    queue.add({ id: 1, playtime: 10, interval: 10 });
    queue.add({ id: 2, playtime: 50, interval: 0 });
    vi.advanceTimersByTime(10_000);
    queue.add({ id: 1, playtime: 20, interval: 9.9 });
    vi.advanceTimersByTime(10_000);
    queue.add({ id: 1, playtime: 30.5, interval: 10.1 });
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(10_000);
    // Two reports of one episode in one batch would be taken as arriving at once (the API caps
    // the second at a few seconds): merged, the listening adds up and the latest position wins.
    expect(batches).toEqual([
      {
        events: [
          { id: 1, playtime: 30.5, interval: 30 },
          { id: 2, playtime: 50, interval: 0 },
        ],
        transport: 'fetch',
      },
    ]);
    vi.advanceTimersByTime(60_000);
    expect(batches).toHaveLength(1);
    queue.add({ id: 1, playtime: 40, interval: 9.5 });
    vi.advanceTimersByTime(30_000);
    expect(batches.at(-1)).toEqual({ events: [{ id: 1, playtime: 40, interval: 9.5 }], transport: 'fetch' });
  });

  it('sends at once when the API limit of episodes waits, and keeps a merged interval within an hour', () => {
    const { queue, batches } = recordingQueue({ maxEvents: 3 });
    queue.add({ id: 1, playtime: 1, interval: 3_000 });
    queue.add({ id: 1, playtime: 2, interval: 3_000 });
    queue.add({ id: 2, playtime: 1, interval: 1 });
    expect(batches).toEqual([]);
    queue.add({ id: 3, playtime: 1, interval: 1 });
    expect(batches.map((batch) => batch.events.map((event) => [event.id, event.interval]))).toEqual([
      [
        [1, 3_600],
        [2, 1],
        [3, 1],
      ],
    ]);
  });

  it("goes out with a reporter's last report: a fetch when the episode stops, a beacon when the page goes", () => {
    const { queue, batches } = recordingQueue();
    const lifecycle = new EventTarget();
    const player = { position: 0 };
    const first = createPlaytimeReporter({ contentId: 1, position: () => player.position, queue, lifecycle });
    first.start();
    first.markPlaying(true);
    player.position = 12;
    vi.advanceTimersByTime(12_000);
    first.stop();
    expect(batches).toEqual([{ events: [{ id: 1, playtime: 12, interval: 12 }], transport: 'fetch' }]);

    const second = createPlaytimeReporter({
      contentId: 2,
      position: () => player.position,
      queue,
      lifecycle,
    });
    second.start();
    second.markPlaying(true);
    player.position = 20;
    vi.advanceTimersByTime(15_000);
    queue.add({ id: 9, playtime: 5, interval: 0 });
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(batches.at(-1)).toEqual({
      events: [
        { id: 2, playtime: 20, interval: 15, end: 'close' },
        { id: 9, playtime: 5, interval: 0 },
      ],
      transport: 'beacon',
    });
  });
});

describe('the default transport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const events = [
    { id: 7, playtime: 12.5, interval: 10 },
    { id: 8, playtime: 0, interval: 0 },
  ];

  function browser(options: { beacon?: (url: string, data: Blob) => boolean } = {}) {
    const fetched: [string, RequestInit][] = [];
    const beacons: [string, Blob][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetched.push([url, init]);
      return Promise.resolve(new Response('{"result":{}}'));
    });
    vi.stubGlobal('window', {
      location: { href: 'http://localhost:3000/playlist/1/7' },
      localStorage: { getItem: (key: string) => (key === 'sogon_uuid' ? 'browser-uuid-1234' : null) },
    });
    vi.stubGlobal('document', { cookie: 'p_id=partner1; token=secret' });
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, data: Blob) => {
        beacons.push([url, data]);
        return options.beacon ? options.beacon(url, data) : true;
      },
    });
    return { fetched, beacons };
  }

  it('POSTs the batch with keepalive and the section-7 headers of the API client', async () => {
    const { fetched, beacons } = browser();
    await sendPlaytimeBatch(events);
    expect(beacons).toEqual([]);
    const [url, init] = fetched[0]!;
    expect(url).toBe('/api/live/v2/content/playtime');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(init.body as string)).toEqual({ events, uuid: 'browser-uuid-1234' });
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-client': 'sogon-web',
      'x-uuid': 'browser-uuid-1234',
      'x-origin': 'http://localhost:3000/playlist/1/7',
      'x-pid': 'partner1',
      version: '1',
    });
    // The session rides on the HttpOnly cookie, never in a header script code could read.
    expect(init.headers).not.toHaveProperty('token');
  });

  it('sends a beacon of JSON with the browser id in the body, and a keepalive POST when it is refused', async () => {
    const { fetched, beacons } = browser();
    await sendPlaytimeBatch(events, 'beacon');
    expect(fetched).toEqual([]);
    const [url, data] = beacons[0]!;
    expect(url).toBe('/api/live/v2/content/playtime');
    // application/json: the type the API parses, and one a cross-site form cannot send.
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await data.text())).toEqual({ events, uuid: 'browser-uuid-1234' });

    const refused = browser({ beacon: () => false });
    await sendPlaytimeBatch(events, 'beacon');
    expect(refused.beacons).toHaveLength(1);
    expect(refused.fetched).toHaveLength(1);
    expect(refused.fetched[0]![1]).toMatchObject({ keepalive: true, headers: { 'x-client': 'sogon-web' } });
  });
});
