'use client';

import { PlayerHost } from '@web/components/player/PlayerHost';
import { SessionSync } from '@web/components/session/SessionSync';
import { isConsolePath } from '@web/lib/console-path';
import { whenIdle } from '@web/lib/when-idle';
import { usePathname } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

const MemberEffects = lazy(() =>
  import('./MemberEffects.tsx').then((module) => ({ default: module.MemberEffects })),
);

/** True from an idle moment after the page's load event on. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * What every member page has around it: the persistent player, the session check, and from an
 * idle moment on the welcome popup, page-view logging and the service worker with its update
 * offer (MemberEffects). The operator console (/ops) has none of them: no member session
 * reaction, popup or analytics beacon may run there.
 */
export function MemberChrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const idle = useIdle();
  if (isConsolePath(pathname)) return children;
  return (
    // The player outlives page changes: playback continues while the listener browses. It loads
    // on the first play (or while a page with a play button idles), not with every page.
    <PlayerHost>
      {/* A logout in another tab must reach this one from the start: the check stays eager. */}
      <SessionSync />
      {idle ? (
        <Suspense fallback={null}>
          <MemberEffects />
        </Suspense>
      ) : null}
      {children}
    </PlayerHost>
  );
}
