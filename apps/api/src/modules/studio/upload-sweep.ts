import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Upload ids of @tus/server (16 random bytes in hex); nothing else in the folder is touched. */
const UPLOAD_FILE = /^([0-9a-f]{32})(\.json)?$/;

/** When the upload started: its info file's creation date, else the file's modification time. */
async function startedAt(directory: string, id: string): Promise<number | null> {
  try {
    const info = JSON.parse(await readFile(path.join(directory, `${id}.json`), 'utf8')) as {
      creation_date?: string;
    };
    const created = info.creation_date ? Date.parse(info.creation_date) : Number.NaN;
    if (Number.isFinite(created)) return created;
  } catch {
    // No readable info file: an orphaned data file, dated by the disk.
  }
  for (const name of [`${id}.json`, id]) {
    const found = await stat(path.join(directory, name)).catch(() => null);
    if (found) return found.mtimeMs;
  }
  return null;
}

/**
 * Removes uploads started more than `maxAgeMs` before `now`: the data file and its info file.
 * tus already refuses to resume them (410) once they expire; this frees the disk. Finished
 * uploads are gone already (the pipeline consumed them), so whatever is old here was abandoned.
 */
export async function sweepExpiredUploads(
  directory: string,
  options: { maxAgeMs: number; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const ids = new Set(names.map((name) => UPLOAD_FILE.exec(name)?.[1]).filter((id) => id !== undefined));
  let removed = 0;
  for (const id of ids) {
    const started = await startedAt(directory, id);
    if (started === null || now - started <= options.maxAgeMs) continue;
    await rm(path.join(directory, id), { force: true });
    await rm(path.join(directory, `${id}.json`), { force: true });
    removed += 1;
  }
  return removed;
}
