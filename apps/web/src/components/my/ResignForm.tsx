'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { commonTexts } from '@sogon/contract/messages/common';
import { errorScreenTexts } from '@sogon/contract/messages/error-screen';
import { errorMessages } from '@sogon/contract/messages/errors';
import { resignTexts } from '@sogon/contract/messages/my';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import styles from '@web/components/auth/AuthForm.module.css';
import { FormField } from '@web/components/form/FormField';
import { useModal } from '@web/components/modal/ModalProvider';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { announceLogout, clearStoredUser } from '@web/lib/session/stored-user';
import { useEffect, useId, useRef, useState } from 'react';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** 회원 탈퇴: reason, the password for email members, an explicit agreement and a second confirm. */
export function ResignForm() {
  const id = useId();
  const { openAlert } = useModal();
  const asked = useApiQuery(api.account.me, {});
  const me = asked.data ?? null;
  // On 'logout' and 'blocked' the API client is already leaving the page.
  const reaction = asked.error instanceof ApiError ? failureReaction(asked.error) : 'none';
  /** Why the form could not load (a time-out, the service down), with a way to try again. */
  const loadError =
    asked.error !== undefined && !asked.loading && (reaction === 'none' || reaction === 'need-login')
      ? failureText(asked.error)
      : '';
  const [reason, setReason] = useState<string>(resignTexts.reasons[0]);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The submit button gives way to the confirmation; focus follows so keyboard users stay in place.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (loadError) {
    return (
      <>
        <p className={styles.error} role="alert">
          {loadError}
        </p>
        <button type="button" className={`button ${styles.submit}`} onClick={asked.reload}>
          {errorScreenTexts.retry}
        </button>
      </>
    );
  }
  if (!me) return <p role="status">{commonTexts.loading}</p>;
  const isEmail = me.userInfo.provider === 'email';

  const resign = async () => {
    setBusy(true);
    setError('');
    try {
      await api.account.resign({ query: { a: reason }, body: isEmail ? { password } : {} });
      clearStoredUser(window.localStorage);
      announceLogout(window.localStorage);
      openAlert({
        title: resignTexts.title,
        body: resignTexts.done,
        onConfirm: () => window.location.replace('/'),
      });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : errorMessages.ERROR_INTERNAL);
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed) return;
        setConfirming(true);
      }}
    >
      <ul className={styles.notice}>
        {resignTexts.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <fieldset className={styles.consents}>
        <legend>{resignTexts.reason}</legend>
        {resignTexts.reasons.map((option) => (
          <label key={option} className={styles.check}>
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      {isEmail ? (
        <FormField label={resignTexts.password}>
          {(control) => (
            <input
              className={styles.input}
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              // The reason is the form's alert line below, shared with the other checks.
              aria-invalid={error ? true : undefined}
            />
          )}
        </FormField>
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        {resignTexts.agree}
      </label>
      <p className={styles.error} role="alert">
        {error}
      </p>
      {confirming ? (
        <div className={styles.notice} role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            <strong>{resignTexts.confirmTitle}</strong>
          </p>
          <div style={{ display: 'flex', gap: 8 }}>
            <button ref={confirmButton} type="button" className="button" onClick={resign} disabled={busy}>
              {resignTexts.submit}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {commonTexts.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className={`button ${styles.submit}`}
          disabled={!agreed || (isEmail && !password)}
        >
          {resignTexts.submit}
        </button>
      )}
    </form>
  );
}
