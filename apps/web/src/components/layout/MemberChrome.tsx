'use client';

import { AnalyticsBeacon } from '@web/components/analytics/AnalyticsBeacon';
import { PlayerProvider } from '@web/components/player/PlayerProvider';
import { SessionSync } from '@web/components/session/SessionSync';
import { WelcomeFlow } from '@web/components/session/WelcomeFlow';
import { isConsolePath } from '@web/lib/console-path';
import { usePathname } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';

/**
 * What every member page has around it: the persistent player, the session check, the welcome
 * popup and page-view logging. The operator console (/ops) has none of them: no member session
 * reaction, popup or analytics beacon may run there.
 */
export function MemberChrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  if (isConsolePath(pathname)) return children;
  return (
    // The player outlives page changes: playback continues while the listener browses.
    <PlayerProvider>
      <SessionSync />
      <WelcomeFlow />
      <Suspense fallback={null}>
        <AnalyticsBeacon />
      </Suspense>
      {children}
    </PlayerProvider>
  );
}
