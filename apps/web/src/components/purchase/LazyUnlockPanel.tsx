'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

const UnlockPanel = lazy(() =>
  import('./UnlockPanel.tsx').then((module) => ({ default: module.UnlockPanel })),
);

/** The unlock buttons of a locked episode, server-rendered and hydrated when their chunk is there: pages of open episodes do not carry their code (decision 048). */
export function LazyUnlockPanel(props: ComponentProps<typeof import('./UnlockPanel.tsx').UnlockPanel>) {
  return (
    <HydrateLater at="load">
      <UnlockPanel {...props} />
    </HydrateLater>
  );
}
