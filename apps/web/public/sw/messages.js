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
