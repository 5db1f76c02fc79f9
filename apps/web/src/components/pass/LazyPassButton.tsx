'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** 이용권으로 보기, hydrated at idle: it asks for the member's passes once its code is there. */
export const LazyPassButton = hydratedLater(
  () => import('./PassButton.tsx').then((module) => module.PassButton),
  'idle',
  'block',
);
