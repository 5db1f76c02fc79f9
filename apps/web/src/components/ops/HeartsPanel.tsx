'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { OPS_HEARTS_MAX } from '@sogon/contract/ops-access';
import type { TOpsMemberDetail } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';

const text = opsTexts.hearts;

/**
 * 보너스 하트 지급·회수: an amount (negative takes back), a reason the member also sees in their
 * 하트 내역, and a fresh authenticator code. One Idempotency-Key per filled-in form, so a retry
 * after a lost answer moves nothing twice.
 */
export function HeartsPanel({
  member,
  onChange,
}: {
  member: TOpsMemberDetail;
  onChange: (member: TOpsMemberDetail) => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const form = useRef<HTMLFormElement>(null);
  const reasonField = useReasonField();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const bonus = Number(data.get('bonus'));
    const otp = String(data.get('otp') ?? '').trim();
    setDone('');
    if (!Number.isInteger(bonus) || bonus === 0 || Math.abs(bonus) > OPS_HEARTS_MAX) {
      setError(text.amountInvalid);
      return;
    }
    setError('');
    const reason = reasonField.read(data);
    if (reason === null) return;
    if (!/^\d{6}$/.test(otp)) {
      setError(opsTexts.details.otpWrong);
      return;
    }
    setBusy(true);
    try {
      const next = await opsApi.ops.changeBonus(
        { id: member.id, body: { bonus, reason, otp } },
        { headers: { 'idempotency-key': key.current } },
      );
      key.current = crypto.randomUUID();
      form.current?.reset();
      setDone(bonus > 0 ? text.granted(bonus) : text.revoked(-bonus));
      onChange(next);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.heading}
      </h2>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <form ref={form} className={styles.actionForm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-bonus`} className={styles.label}>
          {text.amount}
        </label>
        <input
          id={`${id}-bonus`}
          name="bonus"
          type="number"
          inputMode="numeric"
          step={1}
          min={-OPS_HEARTS_MAX}
          max={OPS_HEARTS_MAX}
          required
          className={styles.input}
        />
        <ReasonField label={text.reason} {...reasonField.field} />
        <label htmlFor={`${id}-otp`} className={styles.label}>
          {text.otp}
        </label>
        <input
          id={`${id}-otp`}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          className={styles.input}
        />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? opsTexts.member.working : text.submit}
        </button>
      </form>
    </section>
  );
}
