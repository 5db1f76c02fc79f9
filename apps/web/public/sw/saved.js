/**
 * Saved episodes (issue 21, 저장): downloading one under its licence, answering its files, and
 * deleting it. The page gets the licence from the API (POST /v2/content/offline/{id}) and hands
 * it over with the `save` message; the files go into the durable episodes cache exactly as
 * delivered (segments stay AES-128 encrypted), the licence into IndexedDB (saved-store.js).
 *
 * A saved copy answers at `/media/hls/{id}/saved/…` and `/media/frames/{id}/saved/…` (the play
 * answer in the licence points there) only while its licence names the member the page last
 * said is signed in and has not expired; otherwise 403 with nothing. Without a network the play
 * endpoint answers the saved play answer, or a 403 error whose reason says why not
 * (`offline-expired`, `offline-member`), which the page turns into Korean.
 */
(() => {
  const SAVED_PATH = /^\/media\/(hls|frames)\/(\d+)\/saved\/([^?]+)$/;
  const PLAY_PATH = /^\/api\/live\/v2\/content\/play\/(\d+)$/;
  const DOWNLOADS_AT_ONCE = 3;

  const store = () => self.sogon.savedStore;
  const cacheName = () => self.sogon.caches.DURABLE.episodes;

  /** Saves in progress by content id, for `cancel`. */
  const running = new Map();

  /**
   * Tells every window of the site how many saves run (`{ type: 'saves-running', count }`): a
   * page holds a new version back while one does (components/app-shell/AppWorker.tsx), since a
   * version taking over could end this worker in the middle of a download.
   */
  const announce = async () => {
    const windows = (await self.clients?.matchAll({ type: 'window', includeUncontrolled: true })) ?? [];
    for (const client of windows) client.postMessage({ type: 'saves-running', count: running.size });
  };

  /**
   * Whether the signed-in member may play the saved copy of `contentId` now: its record, or why
   * not ('none': nothing saved here; 'member': saved by someone else or nobody is signed in;
   * 'expired': the licence ran out).
   */
  const access = async (contentId, now = Date.now()) => {
    const memberId = await store().member();
    const record = memberId === null ? undefined : await store().get(memberId, contentId);
    if (!record) {
      const others = (await store().all()).some((other) => other.contentId === contentId);
      return { refused: others ? 'member' : 'none' };
    }
    if (!(Date.parse(record.terms.expiresAt) > now)) return { refused: 'expired' };
    return { record };
  };

  /** Deletes cached files no remaining licence lists (another member may keep the same files). */
  const dropFiles = async (paths) => {
    const kept = new Set((await store().all()).flatMap((record) => record.files));
    const cache = await caches.open(cacheName());
    await Promise.all(
      paths
        .filter((path) => !kept.has(path))
        .map((path) => cache.delete(new URL(path, self.location.origin).href)),
    );
  };

  const removeRecord = async (record) => {
    await store().remove(record.memberId, record.contentId);
    await dropFiles(record.files);
  };

  const summary = (record) => ({
    contentId: record.contentId,
    memberId: record.memberId,
    title: record.source.title,
    playlistTitle: record.source.playlistTitle,
    playlistId: record.source.playlistId,
    cover: record.source.cover,
    kind: record.source.kind,
    durationSec: record.source.durationSec,
    quality: record.terms.quality,
    expiresAt: record.terms.expiresAt,
    bytes: record.bytes,
    savedAt: record.savedAt,
  });

  const saved = {
    SAVED_PATH,
    PLAY_PATH,

    /** Who is signed in, as the page says at startup; a different member (or a logout) removes the previous one's copies. */
    async setMember(memberId) {
      const previous = await store().member();
      await store().setMember(memberId);
      if (previous !== null && previous !== memberId) {
        for (const record of await store().all())
          if (record.memberId === previous) await removeRecord(record);
      }
      return { memberId };
    },

    /**
     * Downloads a licence's files into the episodes cache, reporting `{ contentId, done, total,
     * bytes }` after each, then keeps the licence. Rejects with 'cancelled' after `cancel`.
     */
    async save(licence, progress = () => undefined) {
      const { terms } = licence;
      const memberId = await store().member();
      if (memberId !== terms.memberId) throw new Error('other-member');
      const contentId = terms.contentId;
      if (running.has(contentId)) throw new Error('busy');
      const controller = new AbortController();
      running.set(contentId, controller);
      await announce().catch(() => undefined);
      const cache = await caches.open(cacheName());
      const files = licence.download.files;
      const total = files.length;
      let done = 0;
      let bytes = 0;
      let next = 0;
      progress({ contentId, done, total, bytes });
      const worker = async () => {
        while (next < files.length) {
          const file = files[next++];
          const response = await fetch(file.url, { credentials: 'same-origin', signal: controller.signal });
          if (!response.ok) throw new Error(`download-failed:${response.status}`);
          const body = await response.arrayBuffer();
          const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
          await cache.put(
            new URL(file.saveAs, self.location.origin).href,
            new Response(body, {
              headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
            }),
          );
          done += 1;
          bytes += body.byteLength;
          progress({ contentId, done, total, bytes });
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(DOWNLOADS_AT_ONCE, total) }, worker));
        if (controller.signal.aborted) throw new Error('cancelled');
        const record = {
          id: store().idOf(memberId, contentId),
          memberId,
          contentId,
          terms,
          key: licence.key,
          source: licence.source,
          master: licence.download.master,
          files: files.map((file) => file.saveAs),
          bytes,
          savedAt: new Date().toISOString(),
        };
        await store().put(record);
        return summary(record);
      } catch (error) {
        const cancelled = controller.signal.aborted;
        controller.abort();
        await dropFiles(files.map((file) => file.saveAs));
        throw cancelled ? new Error('cancelled') : error;
      } finally {
        running.delete(contentId);
        await announce().catch(() => undefined);
      }
    },

    /** How many saves are in progress in this worker. */
    runningCount: () => running.size,

    /** Stops a save in progress; what it downloaded is deleted. */
    cancel(contentId) {
      const controller = running.get(contentId);
      if (!controller) return false;
      controller.abort();
      return true;
    },

    /** The signed-in member's saved episodes, newest first. */
    async list() {
      const memberId = await store().member();
      const records = (await store().all()).filter((record) => record.memberId === memberId);
      return records.sort((a, b) => b.savedAt.localeCompare(a.savedAt)).map(summary);
    },

    /** Whether the signed-in member's copy of `contentId` plays: 'saved', 'expired', 'member' or 'none'. */
    async status(contentId) {
      const found = await access(contentId);
      return found.record ? 'saved' : found.refused;
    },

    async remove(contentId) {
      const memberId = await store().member();
      const record = memberId === null ? undefined : await store().get(memberId, contentId);
      if (record) await removeRecord(record);
      return Boolean(record);
    },

    async removeAll() {
      const memberId = await store().member();
      let count = 0;
      for (const record of await store().all()) {
        if (record.memberId !== memberId) continue;
        await removeRecord(record);
        count += 1;
      }
      return count;
    },

    /**
     * What the API's check said of the member's copies: the valid ones get the renewed expiry,
     * the others are deleted; `revokeAll` (the session was refused) deletes all of theirs.
     */
    async applyCheck(memberId, items, revokeAll = false) {
      const byId = new Map(items.map((item) => [item.contentId, item]));
      let removed = 0;
      for (const record of await store().all()) {
        if (record.memberId !== memberId) continue;
        const item = byId.get(record.contentId);
        if (revokeAll || (item && !item.valid)) {
          await removeRecord(record);
          removed += 1;
        } else if (item?.expiresAt) {
          await store().put({ ...record, terms: { ...record.terms, expiresAt: item.expiresAt } });
        }
      }
      return { removed };
    },

    /** A request for a saved file: its answer under a valid licence, else 403 (404 for a file it does not list). */
    async respond(request) {
      const url = new URL(request.url);
      const match = SAVED_PATH.exec(url.pathname);
      if (!match) return new Response(null, { status: 404 });
      const [, kind, id, rest] = match;
      const found = await access(Number(id));
      if (!found.record) return new Response(null, { status: 403 });
      const { record } = found;
      if (kind === 'hls' && rest === 'master.m3u8') {
        return new Response(record.master, {
          headers: { 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-store' },
        });
      }
      if (kind === 'hls' && rest === 'key') {
        if (!record.key) return new Response(null, { status: 404 });
        const key = Uint8Array.from(atob(record.key), (char) => char.charCodeAt(0));
        return new Response(key, {
          headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' },
        });
      }
      if (!record.files.includes(url.pathname + url.search)) return new Response(null, { status: 404 });
      const cache = await caches.open(cacheName());
      return (await cache.match(url.href)) ?? new Response(null, { status: 404 });
    },

    /** The play endpoint without a network: the saved play answer, or why it does not play. */
    async playOffline(request, error) {
      const match = PLAY_PATH.exec(new URL(request.url).pathname);
      const found = match ? await access(Number(match[1])) : { refused: 'none' };
      if (found.record) {
        return Response.json({ result: found.record.source }, { headers: { 'cache-control': 'no-store' } });
      }
      if (found.refused === 'none') throw error;
      const code = 'ERROR_CONTENT_NOT_PURCHASED';
      return Response.json(
        { message: code, result: { error: code, reason: `offline-${found.refused}` } },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      );
    },
  };

  self.sogon = { ...self.sogon, saved };
})();
