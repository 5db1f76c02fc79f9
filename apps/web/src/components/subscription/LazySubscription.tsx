'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

// Both show what the browser asks the API for (nothing on the server): their code loads after the
// page's load event, out of its first load (decision 048).

/** SubscribeButton, loaded at an idle moment after the load event. */
export const LazySubscribeButton = hydratedLater(
  () => import('./SubscribeButton.tsx').then((module) => module.SubscribeButton),
  'idle',
);

/** SubscriberBadge, loaded at an idle moment after the load event. */
export const LazySubscriberBadge = hydratedLater(
  () => import('./SubscriberBadge.tsx').then((module) => module.SubscriberBadge),
  'idle',
);
