'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** 선물하기, server-rendered and hydrated at idle; a press before that is held and replayed (decision 048). */
export const LazyGiftButton = hydratedLater(
  () => import('./GiftButton.tsx').then((module) => module.GiftButton),
  'idle',
);
