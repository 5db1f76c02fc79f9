'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/**
 * The 19+ notice, server-rendered and hydrated when its chunk is there: only adult pages show it,
 * so the others do not carry its code in their first load (decision 048).
 */
export const LazyAdultNotice = hydratedLater(
  () => import('./AdultNotice.tsx').then((module) => module.AdultNotice),
  'load',
  'block',
);
