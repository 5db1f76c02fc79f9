'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** 후원하기 on a channel page, server-rendered and hydrated after the load event; a press before that is held and replayed (decision 048). */
export const LazyTipButton = hydratedLater(
  () => import('./TipButton.tsx').then((module) => module.TipButton),
  'idle',
);
