import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  PathnameContext,
  SearchParamsContext,
} from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { ReactElement } from 'react';

/** Where a component sent the browser: the App Router's calls, in order ('push /charge', 'refresh'). */
export interface RouterLog {
  calls: string[];
}

/**
 * `ui` under an App Router as Next's layout provides it (the contexts `useRouter`, `usePathname`
 * and `useSearchParams` read), at the page's address, recording what the component asked of the
 * router instead of navigating.
 */
export function withRouter(
  ui: ReactElement,
  at = `${window.location.pathname}${window.location.search}`,
): { ui: ReactElement; router: RouterLog } {
  const address = new URL(at, 'http://localhost');
  const router: RouterLog = { calls: [] };
  const log = (call: string) => {
    router.calls.push(call);
  };
  const instance: AppRouterInstance = {
    back: () => log('back'),
    forward: () => log('forward'),
    refresh: () => log('refresh'),
    push: (href) => log(`push ${href}`),
    replace: (href) => log(`replace ${href}`),
    prefetch: () => undefined,
    bfcacheId: 'test',
  };
  return {
    ui: (
      <AppRouterContext value={instance}>
        <PathnameContext value={address.pathname}>
          <SearchParamsContext value={address.searchParams}>{ui}</SearchParamsContext>
        </PathnameContext>
      </AppRouterContext>
    ),
    router,
  };
}
