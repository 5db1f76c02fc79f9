import type { TOfflineLicenceBody } from '@sogon/contract/schemas/media';

/** The rendition a save keeps (표준 / 고음질), this browser's choice; 표준 until one is made. */
export type OfflineQuality = TOfflineLicenceBody['quality'];

const QUALITY_KEY = 'sogon_offline_quality';

export function readOfflineQuality(): OfflineQuality {
  try {
    return window.localStorage.getItem(QUALITY_KEY) === 'high' ? 'high' : 'standard';
  } catch {
    return 'standard';
  }
}

export function writeOfflineQuality(quality: OfflineQuality): void {
  try {
    window.localStorage.setItem(QUALITY_KEY, quality);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
