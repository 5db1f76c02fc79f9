'use client';

import { AnalyticsBeacon } from '@web/components/analytics/AnalyticsBeacon';
import { AppWorker } from '@web/components/app-shell/AppWorker';
import { WelcomeFlow } from '@web/components/session/WelcomeFlow';
import { Suspense } from 'react';

/**
 * What a member page runs beside its content, none of it needed to show or use the page: the
 * welcome popup, page-view logging and the service worker with its update offer. MemberChrome
 * loads it at an idle moment after the load event, out of every page's first load.
 */
export function MemberEffects() {
  return (
    <>
      <WelcomeFlow />
      <AppWorker />
      <Suspense fallback={null}>
        <AnalyticsBeacon />
      </Suspense>
    </>
  );
}
