/**
 * The page's handle on saved episodes (issue 21): the active service worker and who is signed
 * in, small enough for every page with a 저장 button. The download itself (save.ts) loads on
 * the first press.
 */
import { readStoredUser } from '@web/lib/session/stored-user';

/** The active worker, or null without one (development builds, browsers without workers). */
export async function activeWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration?.active ?? null;
}

/** The member this browser holds (the stored user), or null. */
export function signedInMember(): number | null {
  try {
    return readStoredUser(window.localStorage)?.userInfo.id ?? null;
  } catch {
    return null;
  }
}

/** Sizes as 소곤 shows them: 12.3 MB, 840 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
