'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { errorMessages } from '@sogon/contract/messages/errors';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { rememberLogin } from '@web/lib/session/after-login';
import Link from 'next/link';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { SnsButtons } from './SnsButtons.tsx';
import { TextField } from './TextField.tsx';

const api = {
  account: browserApi('account', accountEndpoints),
};

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
      setError(failure instanceof ApiError ? failure.detail : errorMessages.ERROR_INTERNAL);
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
          label={authTexts.email}
          name="uid"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={authTexts.emailPlaceholder}
          aria-invalid={error ? true : undefined}
        />
        <TextField
          id={`${id}-password`}
          label={authTexts.password}
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? authTexts.loggingIn : authTexts.login}
        </button>
      </form>
      <p className={styles.divider}>{authTexts.or}</p>
      <SnsButtons returnTo={returnTo} />
      <p className={styles.links}>
        <span>
          {authTexts.noAccount}{' '}
          <Link href={`/join?returnTo=${encodeURIComponent(returnTo)}`} onClick={onDone}>
            {authTexts.goJoin}
          </Link>
        </span>
        <Link href="/find-account" onClick={onDone}>
          {authTexts.forgotPassword}
        </Link>
      </p>
    </>
  );
}
