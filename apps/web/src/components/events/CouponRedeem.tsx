'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { COUPON_CODE_MAX_LENGTH } from '@sogon/contract/limits';
import { eventTexts } from '@sogon/contract/messages/events';
import { ko } from '@sogon/contract/messages/ko';
import type { TConfirmEventResult, TCouponEvent, TEventCard } from '@sogon/contract/schemas/events';
import { formatKstDate } from '@sogon/contract/time/kst';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { api, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { displayCouponCode, isBlankCouponCode } from './coupon-code.ts';
import { EventPrompt } from './EventPrompt.tsx';
import styles from './Events.module.css';
import { eventPeriod } from './event-period.ts';
import { useVerificationDone } from './use-verification-done.ts';

const text = eventTexts.page.coupon;

interface Props {
  /** The coupon events on now. */
  events: TEventCard[];
  /** The one to start with (?id=). */
  initialId: number;
}

/** 쿠폰 등록: pick the coupon event, see whether the coupon was used, type the code and 등록. */
export function CouponRedeem({ events, initialId }: Props) {
  const id = useId();
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { openVerification } = useModal();
  const { toast } = useToast();
  const onFailure = useFailureToast();
  const [eventId, setEventId] = useState(initialId);
  const [info, setInfo] = useState<TCouponEvent | null>(null);
  const [loadFailed, setLoadFailed] = useState('');
  const [needLogin, setNeedLogin] = useState(false);
  const [mustVerify, setMustVerify] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const redeemedLine = useRef<HTMLParagraphElement>(null);
  const focusRedeemed = useRef(false);

  const userId = user?.userInfo.id;
  const selected = events.find((event) => event.id === eventId) ?? events[0]!;

  const load = useCallback((target: number) => {
    return memberOnly(() => api.get<TCouponEvent>(`/v1/user/couponEvent/${target}`)).then(
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

  // After a redemption the form gives way to the redeemed line, which takes the focus.
  useEffect(() => {
    if (info?.redeemed && focusRedeemed.current) {
      focusRedeemed.current = false;
      redeemedLine.current?.focus();
    }
  }, [info]);

  const choose = (next: number) => {
    setEventId(next);
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
        api.post<TConfirmEventResult>('/v1/user/confirm/event', {
          body: { eventId, code: displayCouponCode(code) },
        }),
      );
      toast(result.message, { kind: 'success' });
      focusRedeemed.current = true;
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
    body = <p role="status">{ko.common.loading}</p>;
  } else if (user === null || needLogin) {
    body = <EventPrompt message={text.loginPrompt} action={text.login} onAction={() => openLogin()} />;
  } else if (loadFailed && !info) {
    body = <p role="alert">{loadFailed}</p>;
  } else if (!info) {
    body = <p role="status">{ko.common.loading}</p>;
  } else if (info.redeemed) {
    body = (
      <p ref={redeemedLine} className={styles.redeemed} role="status" tabIndex={-1}>
        {text.redeemed(info.hearts, info.redeemedAt ? formatKstDate(info.redeemedAt, 'YYYY.MM.DD') : '')}
      </p>
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
    const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
    body = (
      <form
        className={styles.form}
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => void submit(event)}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {text.codeLabel}
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            className={styles.input}
            value={code}
            maxLength={COUPON_CODE_MAX_LENGTH}
            placeholder={text.codePlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError('');
            }}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {text.codeHint}
          </p>
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`button ${styles.submit}`} aria-disabled={sending || undefined}>
          {sending ? text.sending : text.submit}
        </button>
      </form>
    );
  }

  return (
    <div className={styles.box}>
      {events.length > 1 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-event`}>
            {text.eventLabel}
          </label>
          <select
            id={`${id}-event`}
            className={styles.select}
            value={eventId}
            onChange={(event) => choose(Number(event.target.value))}
          >
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.eventSummary}>
        <h2>{selected.title}</h2>
        {selected.summary ? <p className={styles.summary}>{selected.summary}</p> : null}
        <p className={styles.period}>
          <span className="visually-hidden">{eventTexts.page.periodLabel} </span>
          {eventPeriod(selected)}
        </p>
      </div>
      {body}
    </div>
  );
}
