import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix } from './keys.ts';
import type { PutDirectoryOptions, PutOptions } from './types.ts';

export const DEFAULT_UPLOAD_CONCURRENCY = 8;

/** Every regular file under `dir`, as sorted POSIX paths relative to it. Links are not followed. */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  await walk('');
  return found.sort();
}

/** Runs `task` over `items` with at most `limit` running at once; stops at the first failure. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Invalid concurrency: ${limit}`);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** putDirectory for any store, on top of its putFile. All keys are checked before any upload. */
export async function putDirectoryWith(
  putFile: (key: string, localPath: string, options: PutOptions) => Promise<void>,
  prefix: string,
  localDir: string,
  contentTypeOf: (relativePath: string) => string,
  options: PutDirectoryOptions = {},
): Promise<string[]> {
  const base = assertValidPrefix(prefix);
  const files = (await listFiles(localDir)).map((relative) => ({
    relative,
    key: assertValidKey(`${base}/${relative}`),
  }));
  await forEachLimited(files, options.concurrency ?? DEFAULT_UPLOAD_CONCURRENCY, async (file) => {
    const cacheControl = options.cacheControlOf?.(file.relative);
    await putFile(file.key, path.join(localDir, ...file.relative.split('/')), {
      contentType: contentTypeOf(file.relative),
      ...(cacheControl ? { cacheControl } : {}),
    });
  });
  return files.map((file) => file.key);
}
