'use client';

import { ApiError } from '@sogon/contract/api-client';
import type { ErrorCode } from '@sogon/contract/errors';
import { authTexts } from '@sogon/contract/messages/auth';
import { errorMessages } from '@sogon/contract/messages/errors';
import { footerTexts } from '@sogon/contract/messages/site';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { validateJoin } from '@sogon/contract/validation/join';
import { browserApi } from '@web/lib/api/browser';
import { rememberLogin } from '@web/lib/session/after-login';
import Link from 'next/link';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { TextField } from './TextField.tsx';

const api = {
  account: browserApi('account', accountEndpoints),
};

type Field = 'uid' | 'password' | 'confirm' | 'consents';

const FIELD_OF: Partial<Record<ErrorCode, Field>> = {
  ERROR_EMAIL_REQUIRED: 'uid',
  ERROR_USER_ALREADY_EXIST: 'uid',
  ERROR_USER_EXITED: 'uid',
  ERROR_PASSWORD_REQUIRED: 'password',
  ERROR_PASSWORD_MIN_LENGTH: 'password',
  ERROR_POLICY_ACCEPT_REQUIRED: 'consents',
  ERROR_PRIVACY_ACCEPT_REQUIRED: 'consents',
  ERROR_AGE_CONFIRM_REQUIRED: 'consents',
};

/** The email sign-up form: the same checks as the API (spec section 5), then login and welcome. */
export function JoinForm({ returnTo }: { returnTo: string }) {
  const id = useId();
  const [consent, setConsent] = useState({ policy: false, privacy: false, age: false, alarm: false });
  const [error, setError] = useState<{ field: Field | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const all = consent.policy && consent.privacy && consent.age && consent.alarm;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      uid: String(data.get('uid') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      provider: 'email' as const,
      alarmCheck: consent.alarm ? 1 : 0,
      policyAccept: consent.policy ? 1 : 0,
      privacyAccept: consent.privacy ? 1 : 0,
      // Always sent here, so the form cannot skip it; the API records when it was given.
      ageOver14: consent.age ? 1 : 0,
    } as const;
    const problem = validateJoin(body);
    if (problem) {
      const message =
        problem === 'ERROR_REQUEST_PARAMETER_WRONG' ? authTexts.invalidEmail : errorMessages[problem];
      setError({ field: FIELD_OF[problem] ?? 'uid', message });
      return;
    }
    if (body.password !== String(data.get('confirm') ?? '')) {
      setError({ field: 'confirm', message: authTexts.passwordMismatch });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await api.account.join({ body });
      rememberLogin(user);
      window.location.assign(returnTo);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'ERROR_INTERNAL';
      const message = failure instanceof ApiError ? failure.detail : errorMessages.ERROR_INTERNAL;
      setError({ field: FIELD_OF[code] ?? 'form', message });
      setBusy(false);
    }
  };

  const errorFor = (field: Field | 'form') =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className={styles.error} role="alert">
        {error.message}
      </p>
    ) : null;
  const messageFor = (field: Field) => (error?.field === field ? error.message : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-uid`}
        label={authTexts.email}
        name="uid"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={authTexts.emailPlaceholder}
        error={messageFor('uid')}
      />
      <TextField
        id={`${id}-password`}
        label={authTexts.password}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={authTexts.passwordPlaceholder}
        error={messageFor('password')}
      />
      <TextField
        id={`${id}-confirm`}
        label={authTexts.passwordConfirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={messageFor('confirm')}
      />
      <fieldset
        className={styles.consents}
        aria-describedby={error?.field === 'consents' ? `${id}-consents-error` : undefined}
      >
        <legend>{authTexts.join.consents}</legend>
        <label className={`${styles.check} ${styles.all}`}>
          <input
            type="checkbox"
            checked={all}
            onChange={(event) => {
              const value = event.target.checked;
              setConsent({ policy: value, privacy: value, age: value, alarm: value });
            }}
          />
          {authTexts.join.agreeAll}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="policyAccept"
            checked={consent.policy}
            onChange={(event) => setConsent((c) => ({ ...c, policy: event.target.checked }))}
          />
          {authTexts.join.policy} {authTexts.join.required}
          <Link href="/terms" target="_blank">
            {authTexts.join.view}
            <span className="visually-hidden">: {footerTexts.terms}</span>
          </Link>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="privacyAccept"
            checked={consent.privacy}
            onChange={(event) => setConsent((c) => ({ ...c, privacy: event.target.checked }))}
          />
          {authTexts.join.privacy} {authTexts.join.required}
          <Link href="/privacy" target="_blank">
            {authTexts.join.view}
            <span className="visually-hidden">: {footerTexts.privacy}</span>
          </Link>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="ageOver14"
            checked={consent.age}
            onChange={(event) => setConsent((c) => ({ ...c, age: event.target.checked }))}
          />
          {authTexts.join.ageOver14} {authTexts.join.required}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="alarmCheck"
            checked={consent.alarm}
            onChange={(event) => setConsent((c) => ({ ...c, alarm: event.target.checked }))}
          />
          {authTexts.join.alarm} {authTexts.join.optional}
        </label>
        {errorFor('consents')}
      </fieldset>
      {errorFor('form')}
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? authTexts.join.submitting : authTexts.join.submit}
      </button>
    </form>
  );
}
