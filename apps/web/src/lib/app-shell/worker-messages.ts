/**
 * The page's side of the service worker (public/sw.js, issue 21): its address for this build and
 * the messages it answers (public/sw/messages.js handles them by `type`).
 */

/** This build's version (the web build's digest, next.config.ts); a new one installs a new worker. */
export const APP_VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? 'dev';

export const WORKER_URL = `/sw.js?v=${encodeURIComponent(APP_VERSION)}`;

/** A saved episode as the worker lists it (public/sw/saved.js `summary`). */
export interface SavedEpisode {
  contentId: number;
  memberId: number;
  title: string;
  playlistTitle: string;
  playlistId: number;
  cover: string;
  kind: 'audio' | 'video' | 'audiotoon';
  durationSec: number;
  quality: 'standard' | 'high';
  expiresAt: string;
  bytes: number;
  savedAt: string;
}

/** Posted to the saving page after each downloaded file. */
export interface SaveProgress {
  type: 'save-progress';
  contentId: number;
  done: number;
  total: number;
  bytes: number;
}

/** Posted to every window as a save starts or ends: how many run now. */
export interface SavesRunning {
  type: 'saves-running';
  count: number;
}

/** Whether the signed-in member's copy plays: saved, expired, someone else's, or none. */
export type SavedStatus = 'saved' | 'expired' | 'member' | 'none';

export interface WorkerMessages {
  /** Take over now; pages reload on controllerchange. */
  'skip-waiting': { result: null };
  /** The worker's version and the caches it keeps. */
  version: { result: { version: string; caches: string[] } };
  /** Who is signed in (`memberId`, null when nobody): another member's copies are deleted. */
  member: { result: { memberId: number | null } };
  /** Downloads `licence` (the API's TOfflineLicence); SaveProgress posts follow. Rejects with 'cancelled'. */
  save: { result: SavedEpisode };
  'save-cancel': { result: boolean };
  /** How many saves run in the worker (a new version waits for them). */
  'saves-running': { result: number };
  'saved-list': { result: SavedEpisode[] };
  'saved-status': { result: SavedStatus };
  'saved-delete': { result: boolean };
  'saved-delete-all': { result: number };
  /** Keeps build files the page loaded (`urls`) in this version's static cache; answers how many were new. */
  'keep-assets': { result: number };
  /** The API's check (`items`) of `memberId`'s copies, or `revokeAll` when the session was refused. */
  'saved-check': { result: { removed: number } };
}

/** Sends `{ type }` to `worker` and resolves with its answer (rejects with the worker's error). */
export function askWorker<T extends keyof WorkerMessages>(
  worker: ServiceWorker,
  type: T,
  data: Record<string, unknown> = {},
): Promise<WorkerMessages[T]['result']> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; result?: unknown; error?: string }>) => {
      channel.port1.close();
      if (event.data.ok) resolve(event.data.result as WorkerMessages[T]['result']);
      else reject(new Error(event.data.error));
    };
    worker.postMessage({ ...data, type }, [channel.port2]);
  });
}
