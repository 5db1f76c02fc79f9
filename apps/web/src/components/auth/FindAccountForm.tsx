'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { isEmail, normaliseEmail } from '@sogon/contract/validation/join';
import { api } from '@web/lib/api/browser';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { TextField } from './TextField.tsx';

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
      await api.account.requestReset({ body: { userId } });
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
      <TextField
        id={`${id}-uid`}
        label={ko.auth.email}
        name="userId"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={ko.auth.emailPlaceholder}
        error={error || undefined}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {ko.auth.findAccount.submit}
      </button>
      <p className={styles.hint}>{ko.auth.findAccount.snsHint}</p>
    </form>
  );
}
