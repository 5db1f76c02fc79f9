'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

const ReactionToggle = lazy(() =>
  import('./ReactionToggle.tsx').then((module) => ({ default: module.ReactionToggle })),
);

/**
 * A page's follow, like or 찜 toggle: server-rendered with its count, hydrated after the load event
 * (a press before that is held and replayed), so the page does not carry the toggles' code, texts
 * and calls in its first load (decision 048). Client components use ReactionToggle itself.
 */
export function LazyReactionToggle(
  props: ComponentProps<typeof import('./ReactionToggle.tsx').ReactionToggle>,
) {
  return (
    <HydrateLater at="idle">
      <ReactionToggle {...props} />
    </HydrateLater>
  );
}
