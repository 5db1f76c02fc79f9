'use client';

import { analyticsEndpoints } from '@sogon/contract/routes/analytics.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { getRawCookies } from '@web/lib/cookies';
import { rememberPage } from '@web/lib/playback/play-source';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pageUrl, tabSessionId } from './analytics-session.ts';

const api = {
  analytics: browserApi('analytics', analyticsEndpoints),
};

const quiet = () => undefined;

/** After the page has settled: logging never competes with what the visitor came for. */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}

/**
 * Page views (POST /v1/log/access, with the partner id and where the visitor came from) and the
 * tab's browsing session (POST /v1/analytics/log/user: start on arrival, stop on pagehide).
 * Renders nothing; failures are ignored.
 */
export function AnalyticsBeacon() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const url = pageUrl(pathname, search);
    // The first view's referrer is the page before the site; later ones, our previous page.
    const referer =
      previous.current === null ? document.referrer : new URL(previous.current, window.location.href).href;
    previous.current = url;
    // Where a play started on the next pages comes from (the creator's 유입 경로).
    rememberPage(pathname, search);
    whenIdle(() => {
      api.analytics.access({ body: { url, referer, pid: getRawCookies().p_id ?? '' } }).catch(quiet);
    });
  }, [pathname, search]);

  useEffect(() => {
    const session = tabSessionId(window.sessionStorage, () => crypto.randomUUID());
    if (!session.id) return;
    // A reload continues the tab's session: only a new one starts; every pagehide updates its length.
    if (session.fresh) {
      whenIdle(() => {
        api.analytics.session({ body: { type: 'start', sessionId: session.id } }).catch(quiet);
      });
    }
    const stop = () => {
      api.analytics
        .session({ body: { type: 'stop', sessionId: session.id } }, { keepalive: true })
        .catch(quiet);
    };
    window.addEventListener('pagehide', stop);
    return () => window.removeEventListener('pagehide', stop);
  }, []);

  return null;
}
