import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// The worker's scripts (public/sw/*.js) run here in a context of their own, as importScripts
// runs them in the worker: they read self.location and fill self.sogon.
const PUBLIC = new URL('../../../public/', import.meta.url);
const ORIGIN = 'https://sogon.test';

interface Sogon {
  version: string;
  caches: { PREFIX: string; BUILD: Record<string, string>; stale(names: string[]): string[] };
  routes: {
    OFFLINE_PATH: string;
    strategyFor(request: { method: string; url: string; mode: string }, origin: string): string;
    staticAssetsIn(html: string): string[];
    chunksNamedIn(script: string): string[];
  };
}

function loadWorker(version: string) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { href: `${ORIGIN}/sw.js?v=${version}` },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => undefined,
  } as { sogon?: Sogon } & Record<string, unknown>;
  const context = vm.createContext({
    self,
    URL,
    Promise,
    caches: { keys: async () => ['sogon-shell-a1', 'sogon-static-a1', 'other-cache'] },
  });
  for (const file of ['sw/cache-names.js', 'sw/routes.js', 'sw/messages.js']) {
    vm.runInContext(readFileSync(new URL(file, PUBLIC), 'utf8'), context, { filename: file });
  }
  return { sogon: self.sogon!, listeners };
}

const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('service worker routes', () => {
  const { routes } = loadWorker('a1').sogon;
  const strategy = (request: { method: string; url: string; mode: string }) =>
    routes.strategyFor(request, ORIGIN);

  it('answers page loads network first and hashed build files from the cache', () => {
    expect(strategy(get('/', 'navigate'))).toBe('navigate');
    expect(strategy(get('/playlist/3/12', 'navigate'))).toBe('navigate');
    expect(strategy(get('/_next/static/chunks/app-1a2b.js'))).toBe('static');
    expect(strategy(get('/_next/static/media/pretendard.woff2'))).toBe('static');
  });

  it('leaves API answers, media, HLS, writes, resized images, router data and other origins alone', () => {
    expect(strategy(get('/api/live/v1/user/me'))).toBe('network');
    expect(strategy(get('/api/live/v2/playlist/3'))).toBe('network');
    expect(strategy(get('/v1/log/access'))).toBe('network');
    expect(strategy(get('/media/hls/12/index.m3u8'))).toBe('network');
    expect(strategy(get('/media/hls/12/seg-1.m4s'))).toBe('network');
    expect(strategy(get('/_next/image?url=%2Fcover.png&w=640&q=75'))).toBe('network');
    expect(strategy(get('/library?_rsc=abc'))).toBe('network');
    expect(strategy(get('/manifest.webmanifest'))).toBe('network');
    expect(strategy({ method: 'POST', url: `${ORIGIN}/_next/static/x.js`, mode: 'cors' })).toBe('network');
    expect(strategy({ method: 'GET', url: 'https://cdn.example/_next/static/x.js', mode: 'cors' })).toBe(
      'network',
    );
  });

  it('never answers a page load of the API or of media (sign-in callbacks, downloads)', () => {
    expect(strategy(get('/api/live/v1/auth/kakao/callback?code=1', 'navigate'))).toBe('network');
    expect(strategy(get('/media/public/cover.png', 'navigate'))).toBe('network');
    expect(strategy(get('/sw.js', 'navigate'))).toBe('network');
  });

  it('finds the build files a page names, once each', () => {
    const html = `<link rel="preload" href="/_next/static/media/p-400.woff2" as="font"/>
      <link rel="stylesheet" href="/_next/static/css/app.css"/><script src="/_next/static/chunks/main.js" async></script>
      <script>self.__next_f.push([1,"\\"/_next/static/chunks/main.js\\""])</script><img src="/icons/icon-192.png">`;
    expect(routes.staticAssetsIn(html)).toEqual([
      '/_next/static/media/p-400.woff2',
      '/_next/static/css/app.css',
      '/_next/static/chunks/main.js',
    ]);
  });

  it('finds the chunks a build script loads on demand, once each, as site paths', () => {
    const script =
      'e.l=["static/chunks/3tmpawrgd3vo9.js","static/chunks/06la~jv1m_brs1.js"];' +
      'r("static/chunks/3tmpawrgd3vo9.js");var css="static/css/app.css";';
    expect(routes.chunksNamedIn(script)).toEqual([
      '/_next/static/chunks/3tmpawrgd3vo9.js',
      '/_next/static/chunks/06la~jv1m_brs1.js',
    ]);
    expect(routes.chunksNamedIn('no chunks here')).toEqual([]);
  });
});

describe('service worker caches', () => {
  it('names build caches by the version in its address and deletes only other sogon- caches', () => {
    const { caches, version } = loadWorker('b2').sogon;
    expect(version).toBe('b2');
    expect(caches.BUILD).toEqual({ shell: 'sogon-shell-b2', static: 'sogon-static-b2' });
    expect(
      caches.stale(['sogon-shell-a1', 'sogon-static-a1', 'sogon-shell-b2', 'sogon-static-b2', 'other-cache']),
    ).toEqual(['sogon-shell-a1', 'sogon-static-a1']);
  });
});

describe('service worker messages', () => {
  /** Dispatches a message the way the browser does and resolves with what the worker posts back. */
  async function ask(type: string) {
    const { listeners } = loadWorker('a1');
    let pending: Promise<unknown> = Promise.resolve();
    const answer = new Promise((resolve) => {
      listeners.message!({
        data: { type },
        ports: [{ postMessage: resolve }],
        waitUntil: (promise: Promise<unknown>) => {
          pending = promise;
        },
      });
    });
    await pending;
    return answer;
  }

  it('answers version with the caches it keeps, and refuses unknown types', async () => {
    expect(await ask('version')).toEqual({
      ok: true,
      result: { version: 'a1', caches: ['sogon-shell-a1', 'sogon-static-a1'] },
    });
    expect(await ask('skip-waiting')).toEqual({ ok: true, result: null });
    expect(await ask('format-disk')).toEqual({ ok: false, error: 'unknown-message' });
  });
});
