'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

const TipButton = lazy(() => import('./TipButton.tsx').then((module) => ({ default: module.TipButton })));

/** 후원하기 on a channel page, server-rendered and hydrated after the load event; a press before that is held and replayed (decision 048). */
export function LazyTipButton(props: ComponentProps<typeof import('./TipButton.tsx').TipButton>) {
  return (
    <HydrateLater at="idle">
      <TipButton {...props} />
    </HydrateLater>
  );
}
