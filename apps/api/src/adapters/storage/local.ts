import { randomBytes } from 'node:crypto';
import { copyFile, lstat, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey } from './content-types.ts';
import { listFiles, putDirectoryWith } from './directory.ts';
import { assertValidKey, assertValidPrefix } from './keys.ts';
import { assertValidRange, clampRange } from './range.ts';
import type { ObjectMetadata, ObjectStorage, PutOptions } from './types.ts';

/** What a put knows beyond the bytes; kept in a `.<name>.meta.json` file beside the object. */
interface SidecarMeta {
  contentType: string;
  cacheControl?: string;
}

/**
 * Objects as files under `root`, a key's segments as folders. Every write goes to a temporary dot
 * file in the target folder and is renamed into place, so a reader sees the old object or the new
 * one, never half of one. Keys cannot start a segment with `.`, so these files are never objects.
 */
export function createLocalStorage(options: { root: string }): ObjectStorage & { readonly root: string } {
  const root = path.resolve(options.root);

  function pathOf(key: string): string {
    const file = path.join(root, ...key.split('/'));
    // The key rules already keep it inside; this keeps a future change to them from doing otherwise.
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }

  function sidecarOf(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  /**
   * The metadata of a put. A file without any (copied in by hand, or written before the folder was
   * a store, as the public and private media folders were) has the type its extension says.
   */
  async function readSidecar(file: string): Promise<SidecarMeta> {
    try {
      const parsed = JSON.parse(await readFile(sidecarOf(file), 'utf8')) as Partial<SidecarMeta>;
      return {
        contentType: typeof parsed.contentType === 'string' ? parsed.contentType : contentTypeOfKey(file),
        ...(typeof parsed.cacheControl === 'string' ? { cacheControl: parsed.cacheControl } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return { contentType: contentTypeOfKey(file) };
      throw error;
    }
  }

  /** `write` fills the temporary path; the metadata lands first, then the object itself. */
  async function putAtomically(
    key: string,
    options: PutOptions,
    write: (temporary: string) => Promise<void>,
  ): Promise<void> {
    const file = pathOf(assertValidKey(key));
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const stem = `.${path.basename(file)}.${randomBytes(6).toString('hex')}`;
    const dataTemp = path.join(dir, `${stem}.tmp`);
    const metaTemp = path.join(dir, `${stem}.meta.tmp`);
    const meta: SidecarMeta = {
      contentType: options.contentType,
      ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
    };
    try {
      await write(dataTemp);
      await writeFile(metaTemp, JSON.stringify(meta));
      await rename(metaTemp, sidecarOf(file));
      await rename(dataTemp, file);
    } catch (error) {
      await Promise.all([rm(dataTemp, { force: true }), rm(metaTemp, { force: true })]);
      throw error;
    }
  }

  function metadataOf(
    stats: { size: bigint; mtimeNs: bigint; mtime: Date },
    meta: SidecarMeta,
  ): ObjectMetadata {
    return {
      size: Number(stats.size),
      ...meta,
      // Every write renames a new file into place, so size and nanosecond mtime name one version.
      etag: `"${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  const storage: ObjectStorage & { readonly root: string } = {
    kind: 'local',
    root,

    putFile(key, localPath, options) {
      return putAtomically(key, options, (temporary) => copyFile(localPath, temporary));
    },

    putBytes(key, bytes, options) {
      return putAtomically(key, options, (temporary) => writeFile(temporary, bytes));
    },

    putDirectory(prefix, localDir, contentTypeOf, options) {
      return putDirectoryWith(storage.putFile, prefix, localDir, contentTypeOf, options);
    },

    async get(key, options = {}) {
      const file = pathOf(assertValidKey(key));
      if (options.range) assertValidRange(options.range);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Stat the open file, not the path: a rename in between cannot mix two versions.
        const stats = await handle.stat({ bigint: true });
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const metadata = metadataOf(stats, await readSidecar(file));
        if (!options.range) {
          return { ...metadata, length: metadata.size, body: handle.createReadStream() };
        }
        const range = clampRange(key, options.range, metadata.size);
        return {
          ...metadata,
          length: range.end - range.start + 1,
          range,
          body: handle.createReadStream({ start: range.start, end: range.end }),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key) {
      const file = pathOf(assertValidKey(key));
      try {
        const stats = await stat(file, { bigint: true });
        if (!stats.isFile()) return null;
        return metadataOf(stats, await readSidecar(file));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      return (await storage.head(key)) !== null;
    },

    async delete(key) {
      const file = pathOf(assertValidKey(key));
      // The object first: without it the metadata file is never read.
      await rm(file, { force: true });
      await rm(sidecarOf(file), { force: true });
    },

    async deletePrefix(prefix) {
      const dir = pathOf(assertValidPrefix(prefix));
      try {
        // Only a folder: an object named exactly like the prefix is not under it.
        if (!(await lstat(dir)).isDirectory()) return;
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await rm(dir, { recursive: true, force: true });
    },

    async list(prefix) {
      const base = assertValidPrefix(prefix);
      const dir = pathOf(base);
      let files: string[];
      try {
        files = await listFiles(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      // Temporary and metadata files start a segment with `.`: they are never objects.
      const objects = files.filter((relative) => !relative.split('/').some((part) => part.startsWith('.')));
      const listed = [];
      for (const relative of objects) {
        const found = await stat(path.join(dir, ...relative.split('/'))).catch(() => null);
        if (found) listed.push({ key: `${base}/${relative}`, lastModified: found.mtime });
      }
      return listed;
    },

    close() {},
  };
  return storage;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
