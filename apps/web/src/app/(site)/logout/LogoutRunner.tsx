'use client';

import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { announceLogout, clearStoredUser } from '@web/lib/session/stored-user';
import { useEffect } from 'react';

const api = {
  account: browserApi('account', accountEndpoints),
};

/**
 * Clears the session (server session revoked and token cookie removed by the API, the local
 * user copy removed here), tells other tabs, and goes home.
 */
export function LogoutRunner() {
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearStoredUser(window.localStorage);
      announceLogout(window.localStorage);
      window.location.replace('/');
    };
    api.account.logout().then(finish, finish);
    const fallback = window.setTimeout(finish, 3000);
    return () => window.clearTimeout(fallback);
  }, []);
  return null;
}
