'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { validateNewPassword } from '@sogon/contract/validation/join';
import { api } from '@web/lib/api/browser';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { TextField } from './TextField.tsx';

/** Sets a new password with the mailed link (`fa`); the link works once, for 30 minutes. */
export function ResetPasswordForm({ fa }: { fa: string }) {
  const id = useId();
  const [check, setCheck] = useState<{ uid: string } | { error: string } | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!fa) {
      setCheck({ error: ko.errors.ERROR_REQUEST_PARAMETER_WRONG });
      return;
    }
    api.get<{ uid: string }>('/v2/findAccount', { query: { fa } }).then(
      (answer) => setCheck(answer),
      (failure: unknown) =>
        setCheck({ error: failure instanceof ApiError ? failure.detail : ko.errors.ERROR_INTERNAL }),
    );
  }, [fa]);

  if (!check) return <p role="status">{ko.auth.findAccount.checking}</p>;
  if ('error' in check) {
    return (
      <>
        <p className={styles.error} role="alert">
          {check.error}
        </p>
        <Link className={`button ${styles.submit}`} href="/find-account">
          {ko.auth.findAccount.title}
        </Link>
      </>
    );
  }
  if (done) {
    return (
      <>
        <p className={styles.notice} role="status">
          {ko.auth.findAccount.resetDone}
        </p>
        <Link className={`button ${styles.submit}`} href="/?action=login">
          {ko.auth.login}
        </Link>
      </>
    );
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const problem = validateNewPassword(password);
    if (problem) return setError(ko.errors[problem]);
    if (password !== String(data.get('confirm') ?? '')) return setError(ko.auth.passwordMismatch);
    setBusy(true);
    setError('');
    try {
      await api.post('/v2/login/findAccount', { body: { fa, password } });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : ko.errors.ERROR_INTERNAL);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{ko.auth.findAccount.resetLead(check.uid)}</p>
      <input type="email" name="username" autoComplete="username" value={check.uid} readOnly hidden />
      <TextField
        id={`${id}-password`}
        label={ko.auth.findAccount.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={ko.auth.passwordPlaceholder}
      />
      <TextField
        id={`${id}-confirm`}
        label={ko.auth.passwordConfirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
      />
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {ko.auth.findAccount.resetSubmit}
      </button>
    </form>
  );
}
