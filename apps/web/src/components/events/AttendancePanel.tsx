'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { commonTexts } from '@sogon/contract/messages/common';
import { eventTexts } from '@sogon/contract/messages/events';
import { eventsEndpoints } from '@sogon/contract/routes/events.endpoints';
import type { TAttendanceState, TEventDetail } from '@sogon/contract/schemas/events';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AttendanceCalendar } from './AttendanceCalendar.tsx';
import { AttendanceHead } from './AttendanceHead.tsx';
import { AttendanceToday } from './AttendanceToday.tsx';
import { compareMonths, eventMonths, formatMonth, parseMonth, shiftMonth } from './attendance-calendar.ts';
import { afterCheckIn } from './attendance-state.ts';
import { EventPrompt } from './EventPrompt.tsx';
import styles from './Events.module.css';
import { eventDay } from './event-period.ts';
import { useVerificationDone } from './use-verification-done.ts';

const api = {
  events: browserApi('events', eventsEndpoints),
};

const text = eventTexts.page.attendance;

interface Props {
  /** The attendance event, as the page found it (visitors see its rewards too). */
  event: TEventDetail;
  /** On /event: name the event and link to its page. */
  linkToEvent?: boolean;
}

function loadState(month?: string) {
  return memberOnly(() => api.events.attendance({ query: month ? { month } : {} }));
}

/**
 * 출석 체크: the rewards, then what applies to the visitor — log in, verify identity, or the
 * month's calendar of check-ins with the streak, the totals and 오늘 출석하기.
 */
export function AttendancePanel({ event, linkToEvent = false }: Props) {
  const headingId = useId();
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { openVerification } = useModal();
  const { toast } = useToast();
  const onFailure = useFailureToast();
  const [state, setState] = useState<TAttendanceState | null>(null);
  const [failed, setFailed] = useState('');
  const [needLogin, setNeedLogin] = useState(false);
  const [mustVerify, setMustVerify] = useState(false);
  const [checking, setChecking] = useState(false);
  const [monthBusy, setMonthBusy] = useState(false);
  const checkingRef = useRef(false);

  const userId = user?.userInfo.id;

  const refresh = useCallback((month?: string) => {
    return loadState(month).then(
      (next) => {
        setState(next);
        setFailed('');
        setNeedLogin(false);
      },
      (error: unknown) => {
        if (error instanceof ApiError && failureReaction(error) === 'need-login') setNeedLogin(true);
        else setFailed(failureText(error));
      },
    );
  }, []);

  // A member's calendar: again when another member logs in here.
  useEffect(() => {
    if (!userId) {
      setState(null);
      return;
    }
    setMustVerify(false);
    void refresh();
  }, [userId, refresh]);

  // A verification popup finished: the panel without the prompt.
  useVerificationDone(() => {
    setMustVerify(false);
    void refresh(state?.month);
  });

  const current = state?.event ?? event;
  const bounds = useMemo(
    () => (state ? eventMonths(state.event ?? event, state.today) : null),
    [state, event],
  );
  const shown = state ? parseMonth(state.month) : null;
  const checked = useMemo(() => new Set(state?.days ?? []), [state]);

  const changeMonth = async (delta: -1 | 1) => {
    if (!shown || monthBusy) return;
    setMonthBusy(true);
    try {
      const next = await loadState(formatMonth(shiftMonth(shown, delta)));
      setState(next);
    } catch (error) {
      onFailure(error);
    } finally {
      setMonthBusy(false);
    }
  };

  const checkIn = async () => {
    if (checkingRef.current || !state || state.checkedToday) return;
    checkingRef.current = true;
    setChecking(true);
    try {
      // One check-in a day per person is the API's own rule: a repeated tap grants nothing.
      const result = await memberOnly(() => api.events.checkIn());
      setState((before) => (before ? afterCheckIn(before, result) : before));
      toast(result.message, { kind: result.granted ? 'success' : 'info' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setMustVerify(true);
      onFailure(error);
    } finally {
      checkingRef.current = false;
      setChecking(false);
    }
  };

  let body: ReactNode;
  let calendar: ReactNode = null;
  if (user === undefined) {
    body = <p role="status">{commonTexts.loading}</p>;
  } else if (user === null || needLogin) {
    body = <EventPrompt message={text.loginPrompt} action={text.login} onAction={() => openLogin()} />;
  } else if (failed && !state) {
    body = <p role="alert">{failed}</p>;
  } else if (!state) {
    body = <p role="status">{commonTexts.loading}</p>;
  } else if (!state.event) {
    body = <p className={styles.notice}>{eventTexts.details.noAttendance}</p>;
  } else if (mustVerify || state.needVerification) {
    body = (
      <EventPrompt
        message={text.verifyPrompt}
        action={text.verify}
        onAction={() => openVerification({ authEvent: user.userInfo.authEvent })}
      />
    );
  } else {
    body = <AttendanceToday state={state} checking={checking} onCheckIn={() => void checkIn()} />;
    if (shown && bounds) {
      calendar = (
        <div className={styles.panelCalendar}>
          <AttendanceCalendar
            month={shown}
            checked={checked}
            today={state.today}
            firstDay={eventDay(current.startsAt)}
            lastDay={eventDay(current.endsAt, true)}
            canGoBack={compareMonths(shown, bounds.first) > 0}
            canGoForward={compareMonths(shown, bounds.last) < 0}
            busy={monthBusy}
            onMonth={(delta) => void changeMonth(delta)}
          />
        </div>
      );
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelMain}>
        <AttendanceHead headingId={headingId} event={current} linkToEvent={linkToEvent} />
        {body}
      </div>
      {calendar}
    </section>
  );
}
