'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { eventsEndpoints } from '@sogon/contract/routes/events.endpoints';
import type { TCouponEvent } from '@sogon/contract/schemas/events';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useCallback, useEffect, useState } from 'react';
import { useVerificationDone } from './use-verification-done.ts';

const api = {
  events: browserApi('events', eventsEndpoints),
};

/**
 * The member's state of one coupon event (used or not, verification needed): loaded when the
 * member or the event changes, and again once an identity popup verified the member.
 */
export function useCouponEvent(eventId: number, userId: number | undefined) {
  const [info, setInfo] = useState<TCouponEvent | null>(null);
  const [loadFailed, setLoadFailed] = useState('');
  const [needLogin, setNeedLogin] = useState(false);
  const [mustVerify, setMustVerify] = useState(false);

  const load = useCallback((target: number) => {
    return memberOnly(() => api.events.couponEvent({ id: target })).then(
      (next) => {
        setInfo(next);
        setLoadFailed('');
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failureReaction(failure) === 'need-login') setNeedLogin(true);
        else setLoadFailed(failureText(failure));
      },
    );
  }, []);

  useEffect(() => {
    setInfo(null);
    setMustVerify(false);
    if (!userId) return;
    setNeedLogin(false);
    void load(eventId);
  }, [userId, eventId, load]);

  useVerificationDone(() => {
    setMustVerify(false);
    void load(eventId);
  });

  return { info, setInfo, loadFailed, needLogin, mustVerify, setMustVerify };
}
