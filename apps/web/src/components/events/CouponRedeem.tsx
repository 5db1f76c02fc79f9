'use client';

import { ApiError } from '@sogon/contract/api-client';
import { commonTexts } from '@sogon/contract/messages/common';
import { eventTexts } from '@sogon/contract/messages/events';
import { eventsEndpoints } from '@sogon/contract/routes/events.endpoints';
import type { TEventCard } from '@sogon/contract/schemas/events';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { CouponEventHeader } from './CouponEventHeader.tsx';
import { CouponForm } from './CouponForm.tsx';
import { CouponRedeemed } from './CouponRedeemed.tsx';
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
  /** The one to start with (?id=). */
  initialId: number;
}

/** 쿠폰 등록: pick the coupon event, see whether the coupon was used, type the code and 등록. */
export function CouponRedeem({ events, initialId }: Props) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { openVerification } = useModal();
  const { toast } = useToast();
  const onFailure = useFailureToast();
  const [eventId, setEventId] = useState(initialId);
  const { info, setInfo, loadFailed, needLogin, mustVerify, setMustVerify } = useCouponEvent(
    eventId,
    user?.userInfo.id,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  /** Redeemed just now: the form gives way to the redeemed line, which takes the focus. */
  const [justRedeemed, setJustRedeemed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const selected = events.find((event) => event.id === eventId) ?? events[0]!;

  const choose = (next: number) => {
    setEventId(next);
    setJustRedeemed(false);
    setCode('');
    setError('');
    const url = new URL(window.location.href);
    url.searchParams.set('id', String(next));
    window.history.replaceState(window.history.state, '', url);
  };

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
        api.events.redeemCoupon({
          body: { eventId, code: displayCouponCode(code) },
        }),
      );
      toast(result.message, { kind: 'success' });
      setJustRedeemed(true);
      setCode('');
      setInfo((before) =>
        before
          ? { ...before, redeemed: true, hearts: result.hearts, redeemedAt: new Date().toISOString() }
          : before,
      );
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
  } else if (info.redeemed) {
    body = <CouponRedeemed hearts={info.hearts} redeemedAt={info.redeemedAt} takeFocus={justRedeemed} />;
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
    );
  }

  return (
    <div className={styles.box}>
      <CouponEventHeader events={events} selected={selected} onChoose={choose} />
      {body}
    </div>
  );
}
