'use client';

import { useSyncExternalStore } from 'react';
import { MOMENT_PARAM, parseMoment } from './moment.ts';

const listen = (changed: () => void) => {
  window.addEventListener('popstate', changed);
  return () => window.removeEventListener('popstate', changed);
};

/**
 * The moment the address names (`?t=75`), read in the browser: the episode page stays one
 * cacheable server render for every `?t=` (null on the server and before hydration).
 */
export function useMoment(): number | null {
  return useSyncExternalStore(
    listen,
    () => parseMoment(new URLSearchParams(window.location.search).get(MOMENT_PARAM)),
    () => null,
  );
}
