/**
 * Which requests the worker answers, and how (issue 21):
 *
 * - `navigate`: page loads, network first; without a connection, the offline page.
 * - `static`: Next's hashed build files (/_next/static/), cache first: a name never changes content.
 * - `saved`: the files of a saved episode (`/media/hls/{id}/saved/…`, `/media/frames/{id}/saved/…`),
 *   answered only from the episodes cache and the licence (saved.js), never the network.
 * - `play`: the play endpoint, network first; without a connection, a saved episode's play answer.
 * - `network`: everything else, untouched by the worker. API answers (/api, /v1, /v2), media and
 *   HLS (/media), images Next resizes, writes, other origins and the worker's own scripts are
 *   never stored; page HTML depends on who is signed in, so only the offline page is.
 */
(() => {
  const OFFLINE_PATH = '/offline';
  /** 보관함 → 저장됨, kept with the offline page: without a connection, /library answers it. */
  const SAVED_PAGE_PATH = '/library?tab=saved';
  /** The kept page a page load answers without a connection. */
  const fallbackFor = (url) => (new URL(url).pathname === '/library' ? SAVED_PAGE_PATH : OFFLINE_PATH);
  const STATIC_PREFIX = '/_next/static/';
  const NEVER = ['/api/', '/v1/', '/v2/', '/media/', '/_next/image', '/sw.js', '/sw/'];
  /** Checked before NEVER (saved.js answers them). */
  const SAVED = /^\/media\/(hls|frames)\/\d+\/saved\//;
  const PLAY = /^\/api\/live\/v2\/content\/play\/\d+$/;

  /** @param {{ method: string, url: string, mode: string }} request @param {string} origin */
  const strategyFor = (request, origin) => {
    if (request.method !== 'GET') return 'network';
    const url = new URL(request.url);
    if (url.origin !== origin) return 'network';
    if (SAVED.test(url.pathname)) return 'saved';
    if (PLAY.test(url.pathname) && request.mode !== 'navigate') return 'play';
    if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
    if (request.mode === 'navigate') return 'navigate';
    if (url.pathname.startsWith(STATIC_PREFIX)) return 'static';
    return 'network';
  };

  /** Whether `url` is one of this site's hashed build files. */
  const isStaticAsset = (url, origin) => {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith(STATIC_PREFIX);
  };

  /** The build files a page's HTML names (scripts, styles, preloaded fonts), for the shell cache. */
  const staticAssetsIn = (html) => {
    const found = html.match(/\/_next\/static\/[^"'\s)\\<>]+/g) ?? [];
    return [...new Set(found)];
  };

  /**
   * The script chunks a build file loads on demand (a part shown only at phone width, a dialog):
   * the bundler writes their paths into the script that loads them. Without them in the shell
   * cache, that part fails to load offline (ChunkLoadError).
   */
  const chunksNamedIn = (script) => {
    const found = script.match(/static\/chunks\/[\w.~-]+\.js/g) ?? [];
    return [...new Set(found.map((path) => `/_next/${path}`))];
  };

  self.sogon = {
    ...self.sogon,
    routes: {
      OFFLINE_PATH,
      SAVED_PAGE_PATH,
      chunksNamedIn,
      fallbackFor,
      isStaticAsset,
      strategyFor,
      staticAssetsIn,
    },
  };
})();
