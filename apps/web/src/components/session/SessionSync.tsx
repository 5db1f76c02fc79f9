'use client';

import { clearStoredUser, LOGOUT_SIGNAL_KEY } from '@web/lib/session/stored-user';
import { useEffect } from 'react';

/** A logout in another tab clears the stored user here and reloads (spec section 4). */
export function SessionSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_SIGNAL_KEY || event.newValue === null) return;
      clearStoredUser(window.localStorage);
      window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
