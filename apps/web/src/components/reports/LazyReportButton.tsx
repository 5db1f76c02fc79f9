'use client';

import { HydrateLater } from '@web/lib/hydrate-later';
import { type ComponentProps, lazy } from 'react';

const ReportButton = lazy(() =>
  import('./ReportButton.tsx').then((module) => ({ default: module.ReportButton })),
);

/** 신고 on an episode page, server-rendered and hydrated after the load event; a press before that is held and replayed (decision 048). */
export function LazyReportButton(props: ComponentProps<typeof import('./ReportButton.tsx').ReportButton>) {
  return (
    <HydrateLater at="idle">
      <ReportButton {...props} />
    </HydrateLater>
  );
}
