'use client';

import { hydratedLater } from '@web/lib/hydrate-later';

/** 신고 on an episode page, server-rendered and hydrated after the load event; a press before that is held and replayed (decision 048). */
export const LazyReportButton = hydratedLater(
  () => import('./ReportButton.tsx').then((module) => module.ReportButton),
  'idle',
);
