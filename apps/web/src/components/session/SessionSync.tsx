'use client';

import { ApiError } from '@sogon/contract/api-client';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { dropSessionMark, hasSessionMark } from '@web/lib/session/session-mark';
import {
  clearStoredUser,
  LOGOUT_SIGNAL_KEY,
  readStoredUser,
  writeStoredUser,
} from '@web/lib/session/stored-user';
import { useEffect } from 'react';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** Once per tab: the session is checked and the stored copy refreshed (sessionStorage marks it). */
const CHECKED_KEY = 'sogon_session_checked';

/**
 * Keeps the stored user honest. A logout in another tab clears it here and reloads (spec
 * section 4). On the first page of a tab a member's session is refreshed: a revoked or expired
 * token sends the api client to /logout (section 8), a live one renews the cookie and the copy.
 * A session cookie without a stored copy (Safari drops script-written storage after seven days
 * without a visit; the cookie lives a year) is a member too: the copy is rebuilt from the API on
 * every page until it is there, and a token the API does not know goes to /logout likewise.
 */
export function SessionSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_SIGNAL_KEY || event.newValue === null) return;
      clearStoredUser(window.localStorage);
      window.location.reload();
    };
    window.addEventListener('storage', onStorage);

    const path = window.location.pathname;
    const stored = readStoredUser(window.localStorage);
    let checked = false;
    try {
      checked = window.sessionStorage.getItem(CHECKED_KEY) === '1';
      window.sessionStorage.setItem(CHECKED_KEY, '1');
    } catch {
      // Without sessionStorage the check simply runs on every page load.
    }
    const rebuild = !stored && hasSessionMark();
    if ((rebuild || (stored && !checked)) && path !== '/logout' && !path.startsWith('/sns')) {
      api.account.refresh().then(
        (user) => writeStoredUser(window.localStorage, user),
        (error: unknown) => {
          // No token cookie at all (it expired with the browser's cookies): the copy is stale,
          // and so is the mark, which the next page request would drop anyway.
          if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') {
            dropSessionMark();
            clearStoredUser(window.localStorage);
          }
        },
      );
    }
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
