'use client';

import { createApiClient, failureReaction } from '@sogon/contract/api-client';
import { getRawCookies } from '../cookies.ts';

const UUID_KEY = 'sogon_uuid';

function browserUuid(): string {
  try {
    let id = window.localStorage.getItem(UUID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(UUID_KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}

/**
 * API client for the browser. The session token travels as the HttpOnly `token` cookie, so it
 * is never readable here; the other section-7 headers come from cookies and the page.
 * Failures follow spec section 8: session failures go to /logout, a blocked user to /500.
 */
export const api = createApiClient({
  baseUrl: '',
  headers: () => ({ origin: window.location.href, uuid: browserUuid(), cookies: getRawCookies() }),
  onFailure: (error) => {
    const reaction = failureReaction(error);
    if (reaction === 'logout' && window.location.pathname !== '/logout') window.location.assign('/logout');
    if (reaction === 'blocked' && window.location.pathname !== '/500') window.location.assign('/500');
  },
});
