'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

// The board and the gallery are tabs a visit opens later, if at all: server-rendered in their
// hidden panels, hydrated after the load event (a press before that is held and replayed).

/** ChannelBoard, hydrated at an idle moment after the load event. */
export const LazyChannelBoard = hydratedLater(
  () => import('@web/components/board/ChannelBoard').then((module) => module.ChannelBoard),
  'idle',
  'block',
);

/** ChannelGallery, hydrated at an idle moment after the load event. */
export const LazyChannelGallery = hydratedLater(
  () => import('@web/components/gallery/ChannelGallery').then((module) => module.ChannelGallery),
  'idle',
  'block',
);
