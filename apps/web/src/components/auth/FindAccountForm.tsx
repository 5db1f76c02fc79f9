'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { isEmail, normaliseEmail } from '@sogon/contract/validation/join';
import { api } from '@web/lib/api/browser';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';

/** Asks for a reset mail; the answer is the same whether or not the address has an account. */
export function FindAccountForm() {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = normaliseEmail(String(new FormData(event.currentTarget).get('userId') ?? ''));
    if (!userId) return setError(ko.errors.ERROR_EMAIL_REQUIRED);
    if (!isEmail(userId)) return setError(ko.auth.invalidEmail);
    setBusy(true);
    setError('');
    try {
      await api.post('/v2/login/findAccount', { body: { userId } });
      setSent(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : ko.errors.ERROR_INTERNAL);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <p className={styles.notice} role="status">
        {ko.auth.findAccount.sent}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-uid`}>
          {ko.auth.email}
        </label>
        <input
          className={styles.input}
          id={`${id}-uid`}
          name="userId"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={ko.auth.emailPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {ko.auth.findAccount.submit}
      </button>
      <p className={styles.hint}>{ko.auth.findAccount.snsHint}</p>
    </form>
  );
}
