'use client';

import { IDENTITY_MESSAGE_TYPE } from '@sogon/contract/limits';
import { STORED_USER_KEY } from '@web/lib/session/stored-user';
import { useEffect, useRef } from 'react';
import { type IdentityBenefitNotice, readBenefitNotice } from './verification-done.ts';

/**
 * Calls `onUpdate` when an identity popup finished: its message (with the text to show and what
 * the verification earned) and the `storage` event of the stored user it rewrote. Either may
 * arrive first, or alone (an opener that navigated away gets no message; a blocked storage event
 * leaves only the message).
 */
export function useIdentityUpdates(
  onUpdate: (message?: string, benefit?: IdentityBenefitNotice) => void,
): void {
  const latest = useRef(onUpdate);
  latest.current = onUpdate;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; message?: unknown; benefit?: unknown } | null;
      if (data?.type !== IDENTITY_MESSAGE_TYPE) return;
      latest.current(
        typeof data.message === 'string' ? data.message : undefined,
        readBenefitNotice(data.benefit),
      );
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_USER_KEY) latest.current();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
