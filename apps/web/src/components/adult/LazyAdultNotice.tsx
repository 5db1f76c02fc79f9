'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { lazy } from 'react';

const AdultNotice = lazy(() =>
  import('./AdultNotice.tsx').then((module) => ({ default: module.AdultNotice })),
);

/**
 * The 19+ notice, server-rendered and hydrated when its chunk is there: only adult pages show it,
 * so the others do not carry its code in their first load (decision 048).
 */
export function LazyAdultNotice() {
  return (
    <HydrateLater at="load">
      <AdultNotice />
    </HydrateLater>
  );
}
