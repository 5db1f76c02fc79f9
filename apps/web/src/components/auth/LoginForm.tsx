'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { api } from '@web/lib/api/browser';
import { rememberLogin } from '@web/lib/session/after-login';
import Link from 'next/link';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { SnsButtons } from './SnsButtons.tsx';
import { TextField } from './TextField.tsx';

/** Email login plus the social buttons; on success the page reloads as the member. */
export function LoginForm({ returnTo, onDone }: { returnTo: string; onDone?: () => void }) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const user = await api.account.login({
        body: { uid: String(data.get('uid') ?? ''), password: String(data.get('password') ?? '') },
      });
      rememberLogin(user);
      onDone?.();
      window.location.assign(returnTo);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : ko.errors.ERROR_INTERNAL);
      setBusy(false);
    }
  };

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <TextField
          id={`${id}-uid`}
          label={ko.auth.email}
          name="uid"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={ko.auth.emailPlaceholder}
          aria-invalid={error ? true : undefined}
        />
        <TextField
          id={`${id}-password`}
          label={ko.auth.password}
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? ko.auth.loggingIn : ko.auth.login}
        </button>
      </form>
      <p className={styles.divider}>{ko.auth.or}</p>
      <SnsButtons returnTo={returnTo} />
      <p className={styles.links}>
        <span>
          {ko.auth.noAccount}{' '}
          <Link href={`/join?returnTo=${encodeURIComponent(returnTo)}`} onClick={onDone}>
            {ko.auth.goJoin}
          </Link>
        </span>
        <Link href="/find-account" onClick={onDone}>
          {ko.auth.forgotPassword}
        </Link>
      </p>
    </>
  );
}
