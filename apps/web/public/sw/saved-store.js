/**
 * Where the worker keeps saved episodes' licences (issue 21): IndexedDB `sogon-saved`.
 *
 * - `licences`, keyed by `id` = `${memberId}:${contentId}`: the licence's terms, the package key
 *   (base64, null for a package stored in the clear), the play answer pointing at the saved copy,
 *   its master playlist, the saved paths of its files (in the episodes cache) and their bytes.
 * - `state`, keyed by name: `member` holds who the page last said is signed in ({ memberId }).
 *
 * The files themselves are in the durable episodes cache (cache-names.js), as delivered: the
 * segments stay encrypted, and the key is answered only under a valid licence (saved.js).
 */
(() => {
  const NAME = 'sogon-saved';
  const VERSION = 1;

  /** @returns {Promise<IDBDatabase>} */
  const open = () =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open(NAME, VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('licences')) {
          db.createObjectStore('licences', { keyPath: 'id' }).createIndex('member', 'memberId');
        }
        if (!db.objectStoreNames.contains('state')) db.createObjectStore('state');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });

  let opened = null;
  const db = () => {
    opened ??= open().catch((error) => {
      opened = null;
      throw error;
    });
    return opened;
  };

  /** Runs `work` on one store in a transaction and resolves with its request's result once committed. */
  const run = async (store, mode, work) => {
    const database = await db();
    return new Promise((resolve, reject) => {
      const transaction = database.transaction(store, mode);
      const request = work(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  };

  const idOf = (memberId, contentId) => `${memberId}:${contentId}`;

  const store = {
    idOf,
    get: (memberId, contentId) => run('licences', 'readonly', (s) => s.get(idOf(memberId, contentId))),
    put: (record) => run('licences', 'readwrite', (s) => s.put(record)),
    remove: (memberId, contentId) => run('licences', 'readwrite', (s) => s.delete(idOf(memberId, contentId))),
    all: () => run('licences', 'readonly', (s) => s.getAll()),
    /** Who the page last said is signed in; null when nobody is or nothing was said yet. */
    member: async () => (await run('state', 'readonly', (s) => s.get('member')))?.memberId ?? null,
    setMember: (memberId) => run('state', 'readwrite', (s) => s.put({ memberId }, 'member')),
  };

  self.sogon = { ...self.sogon, savedStore: store };
})();
