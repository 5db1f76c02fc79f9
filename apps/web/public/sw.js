/**
 * 소곤's service worker (issue 21): the installed app's offline shell. Registered by
 * components/app-shell/ServiceWorker.tsx as /sw.js?v=<web build digest>; a new build registers
 * a new URL, so the browser installs the new worker, which then waits until the listener accepts
 * the update (the 'skip-waiting' message). Plain scripts, no build step:
 *   sw/cache-names.js  cache names and versions, and which caches activate deletes
 *   sw/routes.js       which requests are answered how (navigate, static, network)
 *   sw/saved-store.js  saved episodes' licences in IndexedDB
 *   sw/saved.js        saving an episode for offline, and answering its files under its licence
 *   sw/messages.js     what a page may ask the worker
 */
importScripts('/sw/cache-names.js', '/sw/routes.js', '/sw/saved-store.js', '/sw/saved.js', '/sw/messages.js');

const { caches: names, routes, saved } = self.sogon;

/** At most this many build files go into the shell cache (the whole client build is about 160). */
const SHELL_FILES_MAX = 600;

/**
 * The offline page and 보관함 → 저장됨 (saved episodes), with the build files they name and every
 * script chunk those load on demand, fetched without cookies: they are nobody's pages (the saved
 * list comes from this worker).
 */
async function cacheShell() {
  const cache = await caches.open(names.BUILD.shell);
  const files = new Set();
  for (const path of [routes.OFFLINE_PATH, routes.SAVED_PAGE_PATH]) {
    const page = await fetch(path, { credentials: 'omit', cache: 'no-store' });
    if (!page.ok) throw new Error(`${path} answered ${page.status}`);
    for (const asset of routes.staticAssetsIn(await page.clone().text())) files.add(asset);
    await cache.put(path, page);
  }
  const queue = [...files];
  while (queue.length > 0 && files.size <= SHELL_FILES_MAX) {
    const file = queue.shift();
    const response = await fetch(file, { credentials: 'omit' });
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    if (file.endsWith('.js')) {
      for (const chunk of routes.chunksNamedIn(await response.clone().text())) {
        if (files.has(chunk)) continue;
        files.add(chunk);
        queue.push(chunk);
      }
    }
    await cache.put(file, response);
  }
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: an update waits for the listener (see sw/messages.js).
  event.waitUntil(cacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(names.stale(await caches.keys()).map((name) => caches.delete(name)));
      // A page load starts on the network while the worker wakes up.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * Network first; without a connection, the offline page, or 저장됨 for /library (the address
 * stays the one asked for).
 */
async function navigate(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const offline = await caches.match(routes.fallbackFor(event.request.url), {
      cacheName: names.BUILD.shell,
    });
    if (offline) return offline;
    throw error;
  }
}

/** Cache first for hashed build files; what the network brings is kept for this version. */
async function staticFile(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(caches.open(names.BUILD.static).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = routes.strategyFor(event.request, self.location.origin);
  if (strategy === 'navigate') event.respondWith(navigate(event));
  else if (strategy === 'static') event.respondWith(staticFile(event));
  else if (strategy === 'saved') event.respondWith(saved.respond(event.request));
  else if (strategy === 'play')
    event.respondWith(fetch(event.request).catch((error) => saved.playOffline(event.request, error)));
});
