'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { errorMessages } from '@sogon/contract/messages/errors';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { isEmail, normaliseEmail } from '@sogon/contract/validation/join';
import { browserApi } from '@web/lib/api/browser';
import { useId, useState } from 'react';
import styles from './AuthForm.module.css';
import { TextField } from './TextField.tsx';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** Asks for a reset mail; the answer is the same whether or not the address has an account. */
export function FindAccountForm() {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = normaliseEmail(String(new FormData(event.currentTarget).get('userId') ?? ''));
    if (!userId) return setError(errorMessages.ERROR_EMAIL_REQUIRED);
    if (!isEmail(userId)) return setError(authTexts.invalidEmail);
    setBusy(true);
    setError('');
    try {
      await api.account.requestReset({ body: { userId } });
      setSent(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : errorMessages.ERROR_INTERNAL);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <p className={styles.notice} role="status">
        {authTexts.findAccount.sent}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-uid`}
        label={authTexts.email}
        name="userId"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={authTexts.emailPlaceholder}
        error={error || undefined}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {authTexts.findAccount.submit}
      </button>
      <p className={styles.hint}>{authTexts.findAccount.snsHint}</p>
    </form>
  );
}
