'use client';

import { RECENT_EVENT, RECENT_KEY, readRecent } from '@web/lib/player/recent';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(RECENT_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(RECENT_EVENT, onChange);
  };
}

/** The episode of `playlistId` last played in this browser (null on the server or when none). */
export function useRecentEpisode(playlistId: number): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readRecent()[String(playlistId)] ?? null,
    () => null,
  );
}
