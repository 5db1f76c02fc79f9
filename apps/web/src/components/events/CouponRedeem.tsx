'use client';

import { ApiError } from '@sogon/contract/api-client';
import { commonTexts } from '@sogon/contract/messages/common';
import { eventTexts } from '@sogon/contract/messages/events';
import { eventsEndpoints } from '@sogon/contract/routes/events.endpoints';
import type { TConfirmEventResult, TEventCard } from '@sogon/contract/schemas/events';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { CouponEventList } from './CouponEventList.tsx';
import { CouponForm } from './CouponForm.tsx';
import { CouponRedeemed, CouponRedeemedNow } from './CouponRedeemed.tsx';
import { displayCouponCode, isBlankCouponCode } from './coupon-code.ts';
import { EventPrompt } from './EventPrompt.tsx';
import styles from './Events.module.css';
import { useCouponEvent } from './use-coupon-event.ts';

const api = {
  events: browserApi('events', eventsEndpoints),
};

const text = eventTexts.page.coupon;

interface Props {
  /** The coupon events on now. */
  events: TEventCard[];
  /** The one the page was opened for (?id=, else the newest): its use is shown, its code not required. */
  initialId: number;
}

/**
 * 쿠폰 등록: the code alone is enough (issue 39); the API finds the live coupon event that owns it.
 * The featured event's state tells whether the member must verify first or used its coupon.
 */
export function CouponRedeem({ events, initialId }: Props) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { openVerification } = useModal();
  const { toast } = useToast();
  const onFailure = useFailureToast();
  const { info, setInfo, loadFailed, needLogin, mustVerify, setMustVerify } = useCouponEvent(
    initialId,
    user?.userInfo.id,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  /** Redeemed just now: the form gives way to the redeemed line, which takes the focus. */
  const [justRedeemed, setJustRedeemed] = useState<TConfirmEventResult | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (isBlankCouponCode(code)) {
      setError(text.codeMissing);
      input.current?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      const result = await memberOnly(() =>
        api.events.redeemCoupon({ body: { code: displayCouponCode(code) } }),
      );
      toast(result.message, { kind: 'success' });
      setJustRedeemed(result);
      setCode('');
      if (result.eventId === initialId) {
        setInfo((before) =>
          before
            ? { ...before, redeemed: true, hearts: result.hearts, redeemedAt: new Date().toISOString() }
            : before,
        );
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) {
        setMustVerify(true);
        onFailure(failure);
      } else if (failure instanceof ApiError && [400, 404, 409, 422].includes(failure.status)) {
        // A wrong, used or sold-out code: said next to the field, which keeps the focus.
        setError(failure.detail);
        input.current?.focus();
      } else {
        onFailure(failure);
      }
    } finally {
      setSending(false);
    }
  };

  let body: ReactNode;
  if (user === undefined) {
    body = <p role="status">{commonTexts.loading}</p>;
  } else if (user === null || needLogin) {
    body = <EventPrompt message={text.loginPrompt} action={text.login} onAction={() => openLogin()} />;
  } else if (loadFailed && !info) {
    body = <p role="alert">{loadFailed}</p>;
  } else if (!info) {
    body = <p role="status">{commonTexts.loading}</p>;
  } else if (justRedeemed) {
    body = (
      <CouponRedeemedNow
        title={justRedeemed.eventTitle}
        hearts={justRedeemed.hearts}
        onAnother={() => setJustRedeemed(null)}
      />
    );
  } else if (mustVerify || info.needVerification) {
    body = (
      <EventPrompt
        message={text.verifyPrompt}
        action={eventTexts.page.attendance.verify}
        onAction={() => openVerification({ authEvent: user.userInfo.authEvent })}
      />
    );
  } else {
    body = (
      <>
        {info.redeemed ? <CouponRedeemed hearts={info.hearts} redeemedAt={info.redeemedAt} /> : null}
        <CouponForm
          code={code}
          error={error}
          sending={sending}
          input={input}
          onCode={(next) => {
            setCode(next);
            if (error) setError('');
          }}
          onSubmit={(event) => void submit(event)}
        />
      </>
    );
  }

  return (
    <div className={styles.box}>
      {body}
      <CouponEventList events={events} featuredId={initialId} />
    </div>
  );
}
