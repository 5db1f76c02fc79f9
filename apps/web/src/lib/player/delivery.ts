/** How an HLS source reaches the media element. */
export type Delivery = 'hls.js' | 'native' | 'none';

export interface DeliverySupport {
  /** Classic Media Source Extensions (`window.MediaSource`). */
  mediaSource: boolean;
  /** `canPlayType('application/vnd.apple.mpegurl')` is not empty. */
  nativeHls: boolean;
}

/**
 * hls.js where MSE exists (and it says it is supported), else the browser's own HLS. iPhones
 * (only ManagedMediaSource, native HLS) take the native path: it keeps playing on the lock
 * screen and costs no extra script.
 */
export function chooseDelivery(support: DeliverySupport): Delivery {
  if (support.mediaSource) return 'hls.js';
  return support.nativeHls ? 'native' : 'none';
}

/** Signed URLs are refreshed a little before they expire. */
export const EXPIRY_MARGIN_MS = 30_000;
/** At most one refresh per this long, so a source that keeps failing does not loop. */
export const REFRESH_COOLDOWN_MS = 20_000;

export interface RefreshInput {
  /** HTTP status of the failed request, when known (hls.js knows it, native playback does not). */
  status: number | null;
  expiresAt: string | null;
  now: number;
  lastRefreshAt: number | null;
}

/** Whether a fatal network error is the signed URL going stale (fetch a fresh source and resume). */
export function shouldRefreshSource({ status, expiresAt, now, lastRefreshAt }: RefreshInput): boolean {
  if (lastRefreshAt !== null && now - lastRefreshAt < REFRESH_COOLDOWN_MS) return false;
  if (status === 401 || status === 403 || status === 410) return true;
  return isExpiring(expiresAt, now);
}

/** Whether signed URLs are about to stop working (refresh before resuming after a long pause). */
export function isExpiring(expiresAt: string | null, now: number): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) && now >= at - EXPIRY_MARGIN_MS;
}
