'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import styles from '@web/components/auth/AuthForm.module.css';
import { TextField } from '@web/components/auth/TextField';
import { failureText } from '@web/lib/api/failure-text';
import { opsApi } from '@web/lib/api/ops';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';

const text = opsTexts.login;
const HOME = '/ops/dashboard';

type FieldErrors = { email?: string; password?: string; otp?: string };

function loginFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'ERROR_USER_LOGIN_FAILED') return text.failed;
  if (error instanceof ApiError && error.code === 'ERROR_TOO_MANY_REQUESTS') return text.tooMany;
  return failureText(error);
}

/** E-mail, password and the authenticator's 6-digit code; on success the console's member list. */
export function OpsLoginForm() {
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    const controller = new AbortController();
    opsApi.ops.me({}, { signal: controller.signal }).then(
      () => router.replace(HOME),
      () => {},
    );
    return () => controller.abort();
  }, [router]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const otp = String(data.get('otp') ?? '').replace(/\s/g, '');
    const found: FieldErrors = {
      ...(email ? {} : { email: text.emailRequired }),
      ...(password ? {} : { password: text.passwordRequired }),
      ...(/^\d{6}$/.test(otp) ? {} : { otp: text.otpInvalid }),
    };
    setErrors(found);
    setFailure('');
    const first = (['email', 'password', 'otp'] as const).find((name) => found[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      await opsApi.ops.login({ body: { email, password, otp } });
      router.replace(HOME);
    } catch (error) {
      setFailure(loginFailure(error));
      setBusy(false);
      // A code is good once: the next try needs the next one.
      const otpInput = form.elements.namedItem('otp');
      if (otpInput instanceof HTMLInputElement) {
        otpInput.value = '';
        otpInput.focus();
      }
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={failure ? `${id}-failure` : undefined}
    >
      <TextField
        id={`${id}-email`}
        label={text.email}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email}
        aria-invalid={errors.email || failure ? true : undefined}
      />
      <TextField
        id={`${id}-password`}
        label={text.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        aria-invalid={errors.password || failure ? true : undefined}
      />
      <TextField
        id={`${id}-otp`}
        label={text.otp}
        hint={text.otpHint}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        error={errors.otp}
        aria-invalid={errors.otp || failure ? true : undefined}
      />
      <p id={`${id}-failure`} className={styles.error} role="alert">
        {failure}
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? text.submitting : text.submit}
      </button>
    </form>
  );
}
