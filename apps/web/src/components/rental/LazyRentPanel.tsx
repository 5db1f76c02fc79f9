'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** The rent and 기다무 buttons of a locked episode, hydrated when their chunk is there (decision 048). */
export const LazyRentPanel = hydratedLater(
  () => import('./RentPanel.tsx').then((module) => module.RentPanel),
  'load',
  'block',
);
