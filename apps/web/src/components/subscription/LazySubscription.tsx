'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

// Their code loads after the page's load event, out of its first load (decision 048).

/** SubscribeButton: the server renders the box (the page reads the product), hydrated at idle. */
export const LazySubscribeButton = hydratedLater(
  () => import('./SubscribeButton.tsx').then((module) => module.SubscribeButton),
  'idle',
  'block',
);

/** SubscriberBadge: what the browser asks the API for (nothing on the server), loaded at idle. */
export const LazySubscriberBadge = hydratedLater(
  () => import('./SubscriberBadge.tsx').then((module) => module.SubscriberBadge),
  'idle',
);
