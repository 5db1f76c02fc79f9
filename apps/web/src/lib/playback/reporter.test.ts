import type { TPlaytimeBody } from '@sogon/contract/schemas/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaytimeReporter } from './reporter.ts';
import { sendPlaytime } from './send.ts';

/** A player whose position the test moves, and the reports it would have sent. */
function setup(options: { intervalMs?: number } = {}) {
  const sent: TPlaytimeBody[] = [];
  const player = { position: 0 };
  const lifecycle = new EventTarget();
  const reporter = createPlaytimeReporter({
    contentId: 7,
    position: () => player.position,
    send: (contentId, body) => {
      expect(contentId).toBe(7);
      sent.push(body);
      return Promise.resolve();
    },
    lifecycle,
    ...options,
  });
  /** Plays for `seconds`: the clock and the position move together. */
  const play = (seconds: number) => {
    for (let step = 0; step < seconds * 10; step++) {
      player.position += 0.1;
      vi.advanceTimersByTime(100);
    }
  };
  const wait = (seconds: number) => vi.advanceTimersByTime(seconds * 1000);
  return { sent, player, lifecycle, reporter, play, wait };
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
    expect(sent).toEqual([
      { playtime: 10, interval: 10 },
      { playtime: 20, interval: 10 },
    ]);
    reporter.markPlaying(false);
    reporter.stop();
    expect(sent.at(-1)).toEqual({ playtime: 25, interval: 5 });
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
    expect(sent).toEqual([
      { playtime: 4, interval: 4 },
      { playtime: 7, interval: 3 },
    ]);
    reporter.stop();
    expect(sent).toHaveLength(2);
  });

  it('reports a seek while paused (the resume position moves) with no listening', () => {
    const { sent, reporter, player } = setup();
    reporter.start();
    player.position = 120;
    reporter.report();
    expect(sent).toEqual([{ playtime: 120, interval: 0 }]);
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
    expect(sent).toEqual([{ playtime: 4, interval: 4 }]);
  });

  it('sends what was heard when the page is hidden or goes away, and stops on stop()', () => {
    const { sent, reporter, lifecycle, play } = setup();
    reporter.start();
    reporter.markPlaying(true);
    play(3);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ playtime: 3, interval: 3 }]);
    play(2);
    lifecycle.dispatchEvent(new Event('visibilitychange'));
    expect(sent.at(-1)).toEqual({ playtime: 5, interval: 2 });

    reporter.stop();
    const count = sent.length;
    play(30);
    lifecycle.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(count);
  });

  it('keeps to the body bounds: no NaN, no negative, interval at most an hour', () => {
    const { sent, reporter, player, wait } = setup({ intervalMs: 10 * 60 * 60 * 1000 });
    reporter.start();
    reporter.markPlaying(true);
    player.position = Number.NaN;
    wait(2 * 60 * 60);
    reporter.report();
    expect(sent).toEqual([{ playtime: 0, interval: 3_600 }]);
    player.position = -4;
    reporter.report();
    expect(sent).toHaveLength(1);
  });

  it('survives a transport that throws or rejects', () => {
    const reporter = createPlaytimeReporter({
      contentId: 1,
      position: () => 1,
      send: () => {
        throw new Error('offline');
      },
      lifecycle: null,
    });
    expect(() => reporter.report()).not.toThrow();
    const rejecting = createPlaytimeReporter({
      contentId: 1,
      position: () => 1,
      send: () => Promise.reject(new Error('offline')),
      lifecycle: null,
    });
    expect(() => rejecting.report()).not.toThrow();
  });
});

describe('the default transport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs with keepalive and the section-7 headers of the API client', async () => {
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('{"result":{}}'));
    });
    vi.stubGlobal('window', {
      location: { href: 'http://localhost:3000/playlist/1/7' },
      localStorage: { getItem: (key: string) => (key === 'sogon_uuid' ? 'browser-uuid-1234' : null) },
    });
    vi.stubGlobal('document', { cookie: 'p_id=partner1; token=secret' });
    await sendPlaytime(7, { playtime: 12.5, interval: 10 });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/live/v2/content/playtime/7');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(init.body as string)).toEqual({ playtime: 12.5, interval: 10 });
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
});
