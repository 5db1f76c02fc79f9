'use client';

import { FormField } from '@web/components/form/FormField';
import styles from './Ops.module.css';

/** Whether `otp` looks like an authenticator code: six digits. */
export const isOtpCode = (otp: string) => /^\d{6}$/.test(otp);

/**
 * The fresh authenticator code a sensitive console action asks for (refunds, settlement
 * approval and payout): six digits, numeric keyboard, one-time-code autofill, named `otp`.
 */
export function OtpField({ label, error }: { label: string; error?: string }) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          className={styles.input}
        />
      )}
    </FormField>
  );
}
