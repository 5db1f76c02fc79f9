'use client';

/**
 * The upload this browser left unfinished, so a reload can offer to continue it: tus keeps the
 * upload's address by the file's fingerprint; this keeps which episode and which file it was.
 */
export interface PendingUpload {
  contentId: number;
  playlistId: number;
  title: string;
  fileName: string;
  fileSize: number;
  fileLastModified: number;
}

const KEY = 'sogon_studio_pending';

function isPending(value: unknown): value is PendingUpload {
  const v = value as PendingUpload;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.contentId) &&
    Number.isInteger(v.playlistId) &&
    typeof v.title === 'string' &&
    typeof v.fileName === 'string' &&
    Number.isFinite(v.fileSize) &&
    Number.isFinite(v.fileLastModified)
  );
}

export function readPendingUpload(): PendingUpload | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    return isPending(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function savePendingUpload(pending: PendingUpload): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Private mode or a full quota: the upload still runs, it just cannot be offered after a reload.
  }
}

export function clearPendingUpload(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Whether the picked file is the one the pending upload was reading. */
export function isSameFile(pending: PendingUpload, file: File): boolean {
  return (
    file.name === pending.fileName &&
    file.size === pending.fileSize &&
    file.lastModified === pending.fileLastModified
  );
}
