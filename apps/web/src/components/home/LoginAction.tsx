'use client';

import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** `/?action=login` opens the login dialog on the home page (spec section 2). */
export function LoginAction() {
  const params = useSearchParams();
  const openLogin = useLoginModal();
  const user = useStoredUser();
  const action = params.get('action');
  const returnTo = safeReturnTo(params.get('returnTo'));
  useEffect(() => {
    if (action !== 'login' || user === undefined) return;
    if (user) {
      window.location.replace(returnTo);
      return;
    }
    openLogin(returnTo);
  }, [action, user, returnTo, openLogin]);
  return null;
}
