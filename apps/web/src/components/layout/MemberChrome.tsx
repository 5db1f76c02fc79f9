'use client';

import { AnalyticsBeacon } from '@web/components/analytics/AnalyticsBeacon';
import { AppWorker } from '@web/components/app-shell/AppWorker';
import { PlayerHost } from '@web/components/player/PlayerHost';
import { SessionSync } from '@web/components/session/SessionSync';
import { WelcomeFlow } from '@web/components/session/WelcomeFlow';
import { isConsolePath } from '@web/lib/console-path';
import { usePathname } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';

/**
 * What every member page has around it: the persistent player, the session check, the welcome
 * popup, page-view logging and the service worker with its update offer. The operator console
 * (/ops) has none of them: no member session reaction, popup or analytics beacon may run there.
 */
export function MemberChrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  if (isConsolePath(pathname)) return children;
  return (
    // The player outlives page changes: playback continues while the listener browses. It loads
    // on the first play (or while a page with a play button idles), not with every page.
    <PlayerHost>
      <SessionSync />
      <WelcomeFlow />
      <AppWorker />
      <Suspense fallback={null}>
        <AnalyticsBeacon />
      </Suspense>
      {children}
    </PlayerHost>
  );
}
