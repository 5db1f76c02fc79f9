import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import type { TOfflineLicence } from '@sogon/contract/schemas/media';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

// The worker's saved-episode scripts (public/sw/*.js) run here as importScripts runs them, over
// an in-memory IndexedDB (fake-indexeddb), a Cache Storage kept in a Map and a network that
// answers the files a licence names. Playing the saved copy in a real browser is the journey
// e2e/offline-save.e2e.ts.

const PUBLIC = new URL('../../../public/', import.meta.url);
const ORIGIN = 'https://sogon.test';

/** Cache Storage as the browser keeps it, by URL: what the worker's `caches` global offers. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let entries = stores.get(name);
    if (!entries) {
      entries = new Map();
      stores.set(name, entries);
    }
    const held = entries;
    return {
      put: async (url: string, response: Response) => {
        held.set(url, response);
      },
      match: async (url: string) => held.get(url)?.clone(),
      delete: async (url: string) => held.delete(url),
    };
  };
  return { stores, api: { open, keys: async () => [...stores.keys()] } };
}

interface Progress {
  contentId: number;
  done: number;
  total: number;
  bytes: number;
}

function loadWorker(
  network: Map<string, Uint8Array<ArrayBuffer> | string>,
  options: { slow?: Promise<void> } = {},
) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const fetched: string[] = [];
  const caches = memoryCaches();
  /** What the worker posted to every window (clients.matchAll). */
  const told: unknown[] = [];
  const self = {
    location: { href: `${ORIGIN}/sw.js?v=t1`, origin: ORIGIN },
    clients: { matchAll: async () => [{ postMessage: (message: unknown) => told.push(message) }] },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
  } as Record<string, unknown>;
  const fetch = async (url: string, init: { signal?: AbortSignal } = {}) => {
    fetched.push(url);
    if (options.slow && fetched.length > 1) await options.slow;
    init.signal?.throwIfAborted();
    const body = network.get(url);
    if (body === undefined) return new Response(null, { status: 404 });
    return new Response(body, { headers: { 'content-type': 'video/mp2t' } });
  };
  const run = (file: string) =>
    vm.runInContext(readFileSync(new URL(file, PUBLIC), 'utf8'), context, { filename: file });
  const context = vm.createContext({
    self,
    importScripts: (...paths: string[]) => {
      for (const path of paths) run(path.slice(1));
    },
    URL,
    Promise,
    Response,
    AbortController,
    atob,
    fetch,
    caches: caches.api,
    indexedDB: new IDBFactory(),
  });
  // sw.js itself, which imports the others: its fetch listener is what answers saved files.
  run('sw.js');

  /** A message as the browser dispatches it; resolves with the answer, collecting progress posts. */
  const ask = (type: string, data: Record<string, unknown> = {}, progress: Progress[] = []) => {
    let pending: Promise<unknown> = Promise.resolve();
    const answer = new Promise<{ ok: boolean; result?: unknown; error?: string }>((resolve) => {
      listeners.message!({
        data: { ...data, type },
        ports: [{ postMessage: resolve }],
        source: { postMessage: (message: Progress & { type: string }) => progress.push(message) },
        waitUntil: (promise: Promise<unknown>) => {
          pending = promise;
        },
      });
    });
    return pending.then(() => answer);
  };

  /** A request the page makes, through the worker's fetch listener. */
  const request = async (path: string): Promise<Response> => {
    let answer: Promise<Response> | null = null;
    listeners.fetch!({
      request: new Request(`${ORIGIN}${path}`),
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    if (!answer) throw new Error(`the worker left ${path} to the network`);
    return answer;
  };

  const sogon = self.sogon as { caches: { DURABLE: Record<string, string> } };
  return { ask, request, fetched, caches, sogon, told };
}

const KEY = Uint8Array.from({ length: 16 }, (_, index) => index + 1);
const SEGMENTS = [new Uint8Array(188).fill(7), new Uint8Array(376).fill(9)];

function licenceFor(memberId: number, contentId: number, expiresAt: string): TOfflineLicence {
  const base = `/media/hls/${contentId}/tok`;
  const saved = `/media/hls/${contentId}/saved`;
  return {
    terms: {
      memberId,
      contentId,
      version: 4,
      rendition: 'a128',
      quality: 'standard',
      issuedAt: '2026-11-01T00:00:00.000Z',
      expiresAt,
    },
    key: Buffer.from(KEY).toString('base64'),
    source: {
      contentId,
      playlistId: 2,
      episodeNo: 1,
      title: '비 오는 밤',
      playlistTitle: '잠들기 전에',
      channelName: '소곤',
      channelId: 1,
      isOwner: false,
      cover: '/cover.png',
      kind: 'audio',
      src: `${saved}/master.m3u8`,
      scope: 'full',
      previewSec: null,
      expiresAt: null,
      durationSec: 8,
      loudness: null,
      peaks: [],
      frames: [],
      captions: [],
      resumeAt: 0,
      next: null,
    },
    download: {
      expiresAt: '2026-11-27T12:00:00.000Z',
      master: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=141000\na128/index.m3u8\n',
      files: [
        { url: `${base}/a128/index.m3u8`, saveAs: `${saved}/a128/index.m3u8` },
        { url: `${base}/a128/seg_0.ts`, saveAs: `${saved}/a128/seg_0.ts` },
        { url: `${base}/a128/seg_1.ts`, saveAs: `${saved}/a128/seg_1.ts` },
      ],
    },
  };
}

function networkFor(contentId: number) {
  const base = `/media/hls/${contentId}/tok`;
  return new Map<string, Uint8Array<ArrayBuffer> | string>([
    [`${base}/a128/index.m3u8`, '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="../key"\nseg_0.ts\nseg_1.ts\n'],
    [`${base}/a128/seg_0.ts`, SEGMENTS[0]!],
    [`${base}/a128/seg_1.ts`, SEGMENTS[1]!],
  ]);
}

const LATER = new Date(Date.now() + 86_400_000).toISOString();
const EARLIER = new Date(Date.now() - 1000).toISOString();

describe('saving an episode for offline', () => {
  it('downloads its files with progress and answers them, the master and the key under the licence', async () => {
    const worker = loadWorker(networkFor(7));
    await worker.ask('member', { memberId: 3 });
    const progress: Progress[] = [];
    const saved = await worker.ask('save', { licence: licenceFor(3, 7, LATER) }, progress);
    expect(saved).toMatchObject({
      ok: true,
      result: { contentId: 7, bytes: expect.any(Number), title: '비 오는 밤' },
    });
    expect(progress.at(-1)).toMatchObject({ type: 'save-progress', contentId: 7, done: 3, total: 3 });
    expect(progress.map((step) => step.done)).toEqual([0, 1, 2, 3]);
    expect(worker.sogon.caches.DURABLE.episodes).toBe('sogon-episodes-v1');
    expect([...worker.caches.stores.get('sogon-episodes-v1')!.keys()]).toContain(
      `${ORIGIN}/media/hls/7/saved/a128/seg_1.ts`,
    );

    const master = await worker.request('/media/hls/7/saved/master.m3u8');
    expect(await master.text()).toContain('a128/index.m3u8');
    const segment = await worker.request('/media/hls/7/saved/a128/seg_1.ts');
    expect(new Uint8Array(await segment.arrayBuffer())).toEqual(SEGMENTS[1]);
    const key = await worker.request('/media/hls/7/saved/key');
    expect(key.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await key.arrayBuffer())).toEqual(KEY);
    // A file the licence does not list is not there.
    expect((await worker.request('/media/hls/7/saved/a256/seg_0.ts')).status).toBe(404);
    expect(await worker.ask('saved-status', { contentId: 7 })).toEqual({ ok: true, result: 'saved' });
    expect(await worker.ask('saved-list')).toMatchObject({
      ok: true,
      result: [{ contentId: 7, quality: 'standard' }],
    });
  });

  it('answers nothing once the licence has expired, or to another member', async () => {
    const worker = loadWorker(networkFor(7));
    await worker.ask('member', { memberId: 3 });
    await worker.ask('save', { licence: licenceFor(3, 7, EARLIER) });
    for (const path of [
      '/media/hls/7/saved/master.m3u8',
      '/media/hls/7/saved/key',
      '/media/hls/7/saved/a128/seg_0.ts',
    ]) {
      const refused = await worker.request(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toBe('');
    }
    expect(await worker.ask('saved-status', { contentId: 7 })).toEqual({ ok: true, result: 'expired' });

    // Nobody signed in (the page said so): the copy is someone else's.
    const other = loadWorker(networkFor(8));
    await other.ask('member', { memberId: 3 });
    await other.ask('save', { licence: licenceFor(3, 8, LATER) });
    await other.ask('member', { memberId: null });
    expect((await other.request('/media/hls/8/saved/key')).status).toBe(403);
  });

  it('renews a licence the check keeps, and lets the play endpoint answer offline with why not', async () => {
    const worker = loadWorker(networkFor(7));
    await worker.ask('member', { memberId: 3 });
    await worker.ask('save', { licence: licenceFor(3, 7, EARLIER) });
    const offline = new TypeError('Failed to fetch');
    const { saved } = worker.sogon as unknown as {
      saved: { playOffline(r: Request, e: Error): Promise<Response> };
    };
    const refused = await saved.playOffline(new Request(`${ORIGIN}/api/live/v2/content/play/7`), offline);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      result: { error: 'ERROR_CONTENT_NOT_PURCHASED', reason: 'offline-expired' },
    });
    // Not saved here at all: the network error stands.
    await expect(
      saved.playOffline(new Request(`${ORIGIN}/api/live/v2/content/play/9`), offline),
    ).rejects.toBe(offline);

    await worker.ask('saved-check', {
      memberId: 3,
      items: [{ contentId: 7, valid: true, expiresAt: LATER }],
    });
    const answered = await saved.playOffline(new Request(`${ORIGIN}/api/live/v2/content/play/7`), offline);
    expect(await answered.json()).toMatchObject({
      result: { src: '/media/hls/7/saved/master.m3u8', scope: 'full' },
    });
    expect((await worker.request('/media/hls/7/saved/key')).status).toBe(200);
  });

  it('deletes a revoked copy, and all of a member when their session is refused', async () => {
    const network = new Map([...networkFor(7), ...networkFor(8)]);
    const worker = loadWorker(network);
    await worker.ask('member', { memberId: 3 });
    await worker.ask('save', { licence: licenceFor(3, 7, LATER) });
    await worker.ask('save', { licence: licenceFor(3, 8, LATER) });
    expect(
      await worker.ask('saved-check', {
        memberId: 3,
        items: [{ contentId: 7, valid: false, expiresAt: null }],
      }),
    ).toEqual({ ok: true, result: { removed: 1 } });
    expect(await worker.ask('saved-status', { contentId: 7 })).toEqual({ ok: true, result: 'none' });
    expect(
      [...worker.caches.stores.get('sogon-episodes-v1')!.keys()].some((url) => url.includes('/7/')),
    ).toBe(false);
    await worker.ask('saved-check', { memberId: 3, items: [], revokeAll: true });
    expect(await worker.ask('saved-list')).toEqual({ ok: true, result: [] });
  });

  it("keeps a copy from another member: signing in as someone else deletes the previous member's copies", async () => {
    const worker = loadWorker(networkFor(7));
    await worker.ask('member', { memberId: 3 });
    await worker.ask('save', { licence: licenceFor(3, 7, LATER) });
    // A licence for member 3 is refused while member 4 is signed in.
    await worker.ask('member', { memberId: 4 });
    expect(await worker.ask('save', { licence: licenceFor(3, 7, LATER) })).toEqual({
      ok: false,
      error: 'Error: other-member',
    });
    expect((await worker.request('/media/hls/7/saved/master.m3u8')).status).toBe(403);
    expect(await worker.ask('saved-list')).toEqual({ ok: true, result: [] });
    expect(worker.caches.stores.get('sogon-episodes-v1')!.size).toBe(0);
  });

  it('cancels a save in progress and deletes what it downloaded; deletes one or all', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = loadWorker(new Map([...networkFor(7), ...networkFor(8)]), { slow });
    await worker.ask('member', { memberId: 3 });
    const saving = worker.ask('save', { licence: licenceFor(3, 7, LATER) });
    // The save is under way once it is announced (after its IndexedDB read, later under load).
    await expect.poll(() => worker.told.length).toBe(1);
    expect(await worker.ask('save-cancel', { contentId: 7 })).toEqual({ ok: true, result: true });
    release();
    expect(await saving).toEqual({ ok: false, error: 'Error: cancelled' });
    expect(await worker.ask('saved-status', { contentId: 7 })).toEqual({ ok: true, result: 'none' });
    expect(worker.caches.stores.get('sogon-episodes-v1')?.size ?? 0).toBe(0);

    await worker.ask('save', { licence: licenceFor(3, 7, LATER) });
    await worker.ask('save', { licence: licenceFor(3, 8, LATER) });
    expect(await worker.ask('saved-delete', { contentId: 7 })).toEqual({ ok: true, result: true });
    expect(((await worker.ask('saved-list')).result as unknown[]).length).toBe(1);
    expect(await worker.ask('saved-delete-all')).toEqual({ ok: true, result: 1 });
    expect(worker.caches.stores.get('sogon-episodes-v1')!.size).toBe(0);
  });
});

describe('a new version while a save runs', () => {
  it('answers how many saves run and tells every window as one starts and ends, cancelled or not', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = loadWorker(new Map([...networkFor(7), ...networkFor(8)]), { slow });
    await worker.ask('member', { memberId: 3 });
    expect(await worker.ask('saves-running')).toEqual({ ok: true, result: 0 });
    const first = worker.ask('save', { licence: licenceFor(3, 7, LATER) });
    const second = worker.ask('save', { licence: licenceFor(3, 8, LATER) });
    // Both downloads wait on the slow network: the page must hold an update back.
    await expect.poll(() => worker.told.length).toBe(2);
    expect(await worker.ask('saves-running')).toEqual({ ok: true, result: 2 });
    expect(worker.told).toEqual([
      { type: 'saves-running', count: 1 },
      { type: 'saves-running', count: 2 },
    ]);
    await worker.ask('save-cancel', { contentId: 8 });
    release();
    expect((await first).ok).toBe(true);
    expect(await second).toEqual({ ok: false, error: 'Error: cancelled' });
    expect(await worker.ask('saves-running')).toEqual({ ok: true, result: 0 });
    expect(worker.told.slice(2)).toEqual([
      { type: 'saves-running', count: 1 },
      { type: 'saves-running', count: 0 },
    ]);
  });
});

describe('build files kept for offline playback', () => {
  it('keeps the /_next/static/ files a page loaded, once, and nothing else', async () => {
    const network = new Map<string, Uint8Array<ArrayBuffer> | string>([
      ['/_next/static/chunks/player-1a.js', 'player'],
      ['/media/hls/7/tok/key', 'secret'],
    ]);
    const worker = loadWorker(network);
    const urls = [
      '/_next/static/chunks/player-1a.js',
      '/media/hls/7/tok/key',
      'https://cdn.example/_next/static/x.js',
    ];
    expect(await worker.ask('keep-assets', { urls })).toEqual({ ok: true, result: 1 });
    expect([...worker.caches.stores.get('sogon-static-t1')!.keys()]).toEqual([
      '/_next/static/chunks/player-1a.js',
    ]);
    expect(await worker.ask('keep-assets', { urls })).toEqual({ ok: true, result: 0 });
    expect(worker.fetched).toEqual(['/_next/static/chunks/player-1a.js']);
  });
});

describe('routes of saved episodes', () => {
  it('sends saved files to the worker and the play endpoint network first, before the never-cached list', () => {
    const worker = loadWorker(new Map());
    const routes = (worker.sogon as unknown as { routes: { strategyFor(r: object, o: string): string } })
      .routes;
    const get = (path: string, mode = 'cors') =>
      routes.strategyFor({ method: 'GET', url: `${ORIGIN}${path}`, mode }, ORIGIN);
    expect(get('/media/hls/7/saved/master.m3u8')).toBe('saved');
    expect(get('/media/frames/7/saved/2.jpg?v=abc')).toBe('saved');
    expect(get('/media/hls/7/1.f.4.99.abc/master.m3u8')).toBe('network');
    expect(get('/api/live/v2/content/play/7')).toBe('play');
    expect(get('/api/live/v2/content/play/7', 'navigate')).toBe('network');
    expect(get('/api/live/v2/content/playtime/7')).toBe('network');
  });

  it('keeps 저장됨 for page loads of 보관함 without a connection, the offline page for the rest', () => {
    const worker = loadWorker(new Map());
    const routes = (worker.sogon as unknown as { routes: { fallbackFor(url: string): string } }).routes;
    expect(routes.fallbackFor(`${ORIGIN}/library`)).toBe('/library?tab=saved');
    expect(routes.fallbackFor(`${ORIGIN}/library?tab=owned`)).toBe('/library?tab=saved');
    expect(routes.fallbackFor(`${ORIGIN}/playlist/3`)).toBe('/offline');
  });
});
