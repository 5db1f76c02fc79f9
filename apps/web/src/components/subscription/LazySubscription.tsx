'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

// Both show what the browser asks the API for (nothing on the server): their code loads after the
// page's load event, out of its first load (decision 048).

const SubscribeButton = lazy(() =>
  import('./SubscribeButton.tsx').then((module) => ({ default: module.SubscribeButton })),
);

/** SubscribeButton, loaded at an idle moment after the load event. */
export function LazySubscribeButton(
  props: ComponentProps<typeof import('./SubscribeButton.tsx').SubscribeButton>,
) {
  return (
    <HydrateLater at="idle">
      <SubscribeButton {...props} />
    </HydrateLater>
  );
}

const SubscriberBadge = lazy(() =>
  import('./SubscriberBadge.tsx').then((module) => ({ default: module.SubscriberBadge })),
);

/** SubscriberBadge, loaded at an idle moment after the load event. */
export function LazySubscriberBadge(
  props: ComponentProps<typeof import('./SubscriberBadge.tsx').SubscriberBadge>,
) {
  return (
    <HydrateLater at="idle">
      <SubscriberBadge {...props} />
    </HydrateLater>
  );
}
