'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

const SaveEpisodeButton = lazy(() =>
  import('./SaveEpisodeButton.tsx').then((module) => ({ default: module.SaveEpisodeButton })),
);

/** 저장 of an episode shows only once the service worker is active (registered at idle): its code loads at an idle moment after the load event (decision 048). */
export function LazySaveEpisodeButton(
  props: ComponentProps<typeof import('./SaveEpisodeButton.tsx').SaveEpisodeButton>,
) {
  return (
    <HydrateLater at="idle">
      <SaveEpisodeButton {...props} />
    </HydrateLater>
  );
}
