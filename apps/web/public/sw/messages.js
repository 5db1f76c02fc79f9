/**
 * What a page may ask the worker (issue 21), by `type`; the page's side is
 * apps/web/src/lib/app-shell/worker-messages.ts. A message sent with a MessageChannel port gets
 * `{ ok: true, result }` or `{ ok: false, error }` back on it. New features add a handler here.
 */
(() => {
  /** @type {Record<string, (data: any, event: ExtendableMessageEvent) => unknown>} */
  const handlers = {
    /** The listener accepted the new version: take over now (the page reloads on controllerchange). */
    'skip-waiting': () => self.skipWaiting(),
    /** Which version this worker is and the caches it keeps. */
    version: async () => ({
      version: self.sogon.version,
      caches: (await caches.keys()).filter((name) => name.startsWith(self.sogon.caches.PREFIX)),
    }),
    /** Who is signed in (the page's stored user at startup); another member's or a logged-out member's copies go. */
    member: (data) => self.sogon.saved.setMember(typeof data.memberId === 'number' ? data.memberId : null),
    /** Downloads a licence's files (progress: `{ type: 'save-progress', contentId, done, total, bytes }` to the page). */
    save: (data, event) =>
      self.sogon.saved.save(data.licence, (progress) =>
        event.source?.postMessage({ type: 'save-progress', ...progress }),
      ),
    'save-cancel': (data) => self.sogon.saved.cancel(data.contentId),
    /** How many saves run now; windows also get `{ type: 'saves-running', count }` as saves start and end. */
    'saves-running': () => self.sogon.saved.runningCount(),
    'saved-list': () => self.sogon.saved.list(),
    'saved-status': (data) => self.sogon.saved.status(data.contentId),
    'saved-delete': (data) => self.sogon.saved.remove(data.contentId),
    'saved-delete-all': () => self.sogon.saved.removeAll(),
    /**
     * Build files a page has loaded (`urls`, e.g. the player and hls.js after a save) kept for
     * this version, so a saved episode plays offline even where they were fetched before this
     * worker controlled the page. Only /_next/static/ paths of this site.
     */
    'keep-assets': async (data) => {
      const cache = await caches.open(self.sogon.caches.BUILD.static);
      const urls = (Array.isArray(data.urls) ? data.urls : []).filter(
        (url) => typeof url === 'string' && self.sogon.routes.isStaticAsset(url, self.location.origin),
      );
      let kept = 0;
      for (const url of urls) {
        if (await cache.match(url)) continue;
        const response = await fetch(url).catch(() => null);
        if (!response?.ok) continue;
        await cache.put(url, response);
        kept += 1;
      }
      return kept;
    },
    /** The API's check of the member's saved licences: renew the valid, delete the rest. */
    'saved-check': (data) =>
      self.sogon.saved.applyCheck(data.memberId, data.items ?? [], data.revokeAll === true),
  };

  self.addEventListener('message', (event) => {
    const handler = handlers[event.data?.type];
    const port = event.ports[0];
    if (!handler) {
      port?.postMessage({ ok: false, error: 'unknown-message' });
      return;
    }
    event.waitUntil(
      Promise.resolve()
        .then(() => handler(event.data, event))
        .then(
          (result) => port?.postMessage({ ok: true, result: result ?? null }),
          (error) => port?.postMessage({ ok: false, error: String(error) }),
        ),
    );
  });

  self.sogon = { ...self.sogon, messages: handlers };
})();
