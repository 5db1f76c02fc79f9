'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

// The board and the gallery are tabs a visit opens later, if at all: server-rendered in their
// hidden panels, hydrated after the load event (a press before that is held and replayed).

const ChannelBoard = lazy(() =>
  import('@web/components/board/ChannelBoard').then((module) => ({ default: module.ChannelBoard })),
);

/** ChannelBoard, hydrated at an idle moment after the load event. */
export function LazyChannelBoard(
  props: ComponentProps<typeof import('@web/components/board/ChannelBoard').ChannelBoard>,
) {
  return (
    <HydrateLater at="idle">
      <ChannelBoard {...props} />
    </HydrateLater>
  );
}

const ChannelGallery = lazy(() =>
  import('@web/components/gallery/ChannelGallery').then((module) => ({ default: module.ChannelGallery })),
);

/** ChannelGallery, hydrated at an idle moment after the load event. */
export function LazyChannelGallery(
  props: ComponentProps<typeof import('@web/components/gallery/ChannelGallery').ChannelGallery>,
) {
  return (
    <HydrateLater at="idle">
      <ChannelGallery {...props} />
    </HydrateLater>
  );
}
