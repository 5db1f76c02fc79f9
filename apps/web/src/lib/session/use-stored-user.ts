'use client';

import type { TStoredUser } from '@sogon/contract/schemas/user';
import { useMemo, useSyncExternalStore } from 'react';
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

function snapshot(): string | null {
  try {
    return window.localStorage.getItem(STORED_USER_KEY);
  } catch {
    return null;
  }
}

/** The member this browser holds, or null; `undefined` while rendering on the server. */
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
