'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/**
 * A page's follow, like or 찜 toggle: server-rendered with its count, hydrated after the load event
 * (a press before that is held and replayed), so the page does not carry the toggles' code, texts
 * and calls in its first load (decision 048). Client components use ReactionToggle itself.
 */
export const LazyReactionToggle = hydratedLater(
  () => import('./ReactionToggle.tsx').then((module) => module.ReactionToggle),
  'idle',
);
