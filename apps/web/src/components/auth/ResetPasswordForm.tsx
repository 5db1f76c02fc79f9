'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { errorMessages } from '@sogon/contract/messages/errors';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { validateNewPassword } from '@sogon/contract/validation/join';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { TextField } from './TextField.tsx';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** Sets a new password with the mailed link (`fa`); the link works once, for 30 minutes. */
export function ResetPasswordForm({ fa }: { fa: string }) {
  const id = useId();
  const asked = useApiQuery(api.account.checkResetLink, fa ? { query: { fa } } : null);
  const check: { uid: string } | { error: string } | null = !fa
    ? { error: errorMessages.ERROR_REQUEST_PARAMETER_WRONG }
    : asked.error !== undefined
      ? { error: failureText(asked.error) }
      : (asked.data ?? null);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!check) return <p role="status">{authTexts.findAccount.checking}</p>;
  if ('error' in check) {
    return (
      <>
        <p className={styles.error} role="alert">
          {check.error}
        </p>
        <Link className={`button ${styles.submit}`} href="/find-account">
          {authTexts.findAccount.title}
        </Link>
      </>
    );
  }
  if (done) {
    return (
      <>
        <p className={styles.notice} role="status">
          {authTexts.findAccount.resetDone}
        </p>
        <Link className={`button ${styles.submit}`} href="/?action=login">
          {authTexts.login}
        </Link>
      </>
    );
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const problem = validateNewPassword(password);
    if (problem) return setError(errorMessages[problem]);
    if (password !== String(data.get('confirm') ?? '')) return setError(authTexts.passwordMismatch);
    setBusy(true);
    setError('');
    try {
      await api.account.requestReset({ body: { fa, password } });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : errorMessages.ERROR_INTERNAL);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{authTexts.findAccount.resetLead(check.uid)}</p>
      <input type="email" name="username" autoComplete="username" value={check.uid} readOnly hidden />
      <TextField
        id={`${id}-password`}
        label={authTexts.findAccount.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={authTexts.passwordPlaceholder}
      />
      <TextField
        id={`${id}-confirm`}
        label={authTexts.passwordConfirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
      />
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {authTexts.findAccount.resetSubmit}
      </button>
    </form>
  );
}
