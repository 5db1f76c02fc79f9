import { assertValidKey, assertValidPrefix } from './keys.ts';
import type { ObjectStorage } from './types.ts';

/**
 * The objects of `storage` under `prefix/`, seen with the prefix taken off: `get('a/b.jpg')` reads
 * `prefix/a/b.jpg`. Several logical stores share one bucket this way (select.ts). Keys are checked
 * before the prefix goes on, so nothing reaches outside the folder. The view does not own the
 * store: closing it leaves the store open.
 */
export function withKeyPrefix(storage: ObjectStorage, prefix: string): ObjectStorage {
  const folder = `${assertValidPrefix(prefix)}/`;
  const inside = (key: string) => folder + assertValidKey(key);
  const insidePrefix = (key: string) => folder + assertValidPrefix(key);

  return {
    kind: storage.kind,
    // Async throughout, so a bad key rejects like the stores' own methods instead of throwing.
    putFile: async (key, localPath, options) => storage.putFile(inside(key), localPath, options),
    putBytes: async (key, bytes, options) => storage.putBytes(inside(key), bytes, options),
    async putDirectory(directoryPrefix, localDir, contentTypeOf, options) {
      const keys = await storage.putDirectory(
        insidePrefix(directoryPrefix),
        localDir,
        contentTypeOf,
        options,
      );
      return keys.map((key) => key.slice(folder.length));
    },
    get: async (key, options) => storage.get(inside(key), options),
    head: async (key) => storage.head(inside(key)),
    exists: async (key) => storage.exists(inside(key)),
    delete: async (key) => storage.delete(inside(key)),
    deletePrefix: async (directoryPrefix) => storage.deletePrefix(insidePrefix(directoryPrefix)),
    async list(directoryPrefix) {
      const listed = await storage.list(insidePrefix(directoryPrefix));
      return listed.map((object) => ({ ...object, key: object.key.slice(folder.length) }));
    },
    close() {},
  };
}
