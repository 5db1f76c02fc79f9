'use client';

import type { TStoredUser } from '@sogon/contract/schemas/user';
import { useMemo, useSyncExternalStore } from 'react';
import { hasSessionMark } from './session-mark.ts';
import { STORED_USER_EVENT, STORED_USER_KEY } from './stored-user.ts';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED_USER_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(STORED_USER_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(STORED_USER_EVENT, onChange);
  };
}

/** The stored copy; without one, `undefined` while the session cookie says a member is here. */
function snapshot(): string | null | undefined {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORED_USER_KEY);
  } catch {
    // No storage: the session cookie alone tells.
  }
  if (raw) return raw;
  return hasSessionMark() ? undefined : null;
}

/**
 * The member this browser holds, or null for a visitor; `undefined` while not known yet: rendering
 * on the server, or a member whose stored copy is gone while their session cookie is not (Safari
 * clears script-written storage after seven days without a visit) until SessionSync rebuilt it.
 * A member-only action goes ahead when it is `undefined`: the API has the cookie.
 */
export function useStoredUser(): TStoredUser | null | undefined {
  const raw = useSyncExternalStore(subscribe, snapshot, () => undefined);
  return useMemo(() => {
    if (raw === undefined) return undefined;
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as TStoredUser;
      return typeof value?.userInfo?.id === 'number' ? value : null;
    } catch {
      return null;
    }
  }, [raw]);
}
