'use client';

/**
 * Saving an episode for offline (issue 21), loaded on the first 저장 press: the licence from
 * the API, the download by the service worker (public/sw/saved.js) with progress, and the
 * check that renews saved licences whenever the app is online.
 */
import { ApiError } from '@sogon/contract/api-client';
import { mediaEndpoints } from '@sogon/contract/routes/media.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { askWorker, type SavedEpisode, type SaveProgress } from '@web/lib/app-shell/worker-messages';
import { readOfflineQuality } from './quality.ts';
import { activeWorker, signedInMember } from './worker.ts';

const api = {
  media: browserApi('media', mediaEndpoints),
};

/** Asks the browser once to keep saved episodes under storage pressure (the first save). */
async function askPersistence(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted()))
      await navigator.storage.persist();
  } catch {
    // Best effort: the copies stay either way until the browser needs the space.
  }
}

/**
 * Downloads `contentId` for the signed-in member; `onProgress` gets 0–1. Rejects with
 * 'cancelled'. `loadPlayer` loads the whole player first, whose build files the worker then
 * keeps with the episode's.
 */
export async function saveEpisode(
  contentId: number,
  onProgress: (fraction: number) => void,
  loadPlayer: () => Promise<void>,
): Promise<SavedEpisode> {
  const worker = await activeWorker();
  const memberId = signedInMember();
  if (!worker || memberId === null) throw new Error('unavailable');
  await askPersistence();
  await askWorker(worker, 'member', { memberId });
  const licence = await api.media.offlineLicence({ id: contentId, body: { quality: readOfflineQuality() } });
  const listen = (event: MessageEvent<SaveProgress>) => {
    if (event.data?.type === 'save-progress' && event.data.contentId === contentId && event.data.total > 0) {
      onProgress(event.data.done / event.data.total);
    }
  };
  navigator.serviceWorker.addEventListener('message', listen);
  try {
    const saved = await askWorker(worker, 'save', { licence });
    await loadPlayer().catch(() => undefined);
    await keepLoadedScripts(worker);
    return saved;
  } finally {
    navigator.serviceWorker.removeEventListener('message', listen);
  }
}

/**
 * The build files this page has loaded (the player and hls.js among them), kept by the worker:
 * offline, the saved episode plays with them even if they loaded before the worker took over.
 */
async function keepLoadedScripts(worker: ServiceWorker): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/_next/static/'));
  await askWorker(worker, 'keep-assets', { urls }).catch(() => 0);
}

export async function cancelSave(contentId: number): Promise<void> {
  const worker = await activeWorker();
  if (worker) await askWorker(worker, 'save-cancel', { contentId });
}

/**
 * At startup: tells the worker who is signed in (a logout or another member deletes the
 * previous member's copies), and online, renews the member's licences or deletes the ones the
 * API no longer allows (a refund, an ended subscription, a block).
 */
export async function syncSaved(worker: ServiceWorker): Promise<void> {
  const memberId = signedInMember();
  await askWorker(worker, 'member', { memberId });
  if (memberId === null || !navigator.onLine) return;
  const saved = await askWorker(worker, 'saved-list');
  if (saved.length === 0) return;
  try {
    const { items } = await api.media.offlineCheck({
      body: { contentIds: saved.map((item) => item.contentId) },
    });
    await askWorker(worker, 'saved-check', { memberId, items });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      await askWorker(worker, 'saved-check', { memberId, items: [], revokeAll: true });
    }
  }
}
