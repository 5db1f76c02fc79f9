'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** 저장 of an episode shows only once the service worker is active (registered at idle): its code loads at an idle moment after the load event (decision 048). */
export const LazySaveEpisodeButton = hydratedLater(
  () => import('./SaveEpisodeButton.tsx').then((module) => module.SaveEpisodeButton),
  'idle',
);
