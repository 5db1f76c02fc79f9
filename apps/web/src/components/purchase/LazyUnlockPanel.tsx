'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** The unlock buttons of a locked episode, server-rendered and hydrated when their chunk is there: pages of open episodes do not carry their code (decision 048). */
export const LazyUnlockPanel = hydratedLater(
  () => import('./UnlockPanel.tsx').then((module) => module.UnlockPanel),
  'load',
  'block',
);
