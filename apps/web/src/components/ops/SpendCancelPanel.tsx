'use client';

import { settlementTexts } from '@sogon/contract/messages/settlement';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Ops.module.css';
import { isOtpCode, OtpField } from './OtpField.tsx';
import { useOperator } from './operator-context.ts';
import { ReasonField } from './ReasonField.tsx';
import { readReason } from './reason.ts';

const text = settlementTexts.cancelSpend;

/** A purchase or tip of the member's 하트 내역: its ledger transaction and what it spent. */
export interface CancellableSpend {
  id: number;
  memo: string;
  paid: number;
  bonus: number;
}

type Errors = Partial<Record<'reason' | 'otp', string>>;

/**
 * 구매 취소 of one spend: a reason, a fresh authenticator code and a confirmation; the hearts go
 * back as they were spent, what the spend unlocked is dropped, and the creator's earning is undone
 * (a deduction when its month is closed). A second cancel changes nothing and says so.
 */
export function SpendCancelPanel({
  spend,
  onDone,
  onClose,
}: {
  spend: CancellableSpend;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const { open } = useModal();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const cancel = async (body: { reason: string; otp: string }) => {
    setBusy(true);
    setError('');
    try {
      const answer = await opsApi.settlement.cancelSpend({ id: spend.id, body });
      onDone(answer.cancelledNow ? text.done(answer.paid, answer.bonus) : text.already);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = readReason(data);
    const reason = 'reason' in read ? read.reason : '';
    const otp = String(data.get('otp') ?? '').trim();
    const found: Errors = {};
    if ('error' in read) found.reason = read.error;
    if (!isOtpCode(otp)) found.otp = text.otpInvalid;
    setErrors(found);
    setError('');
    const first = (['reason', 'otp'] as const).find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    open<ConfirmModalProps>({
      key: 'ops-spend-cancel-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirm(spend.memo),
        body: text.rule,
        confirmLabel: text.submit,
        onConfirm: () => void cancel({ reason, otp }),
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subtitle}>
        {text.heading}
      </h3>
      <p>{text.what(spend.memo, -spend.paid, -spend.bonus)}</p>
      <p className={styles.muted}>{text.rule}</p>
      <form ref={form} className={styles.actionForm} onSubmit={submit} noValidate>
        <ReasonField label={text.reason} error={errors.reason} />
        <OtpField label={text.otp} error={errors.otp} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={styles.back}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? text.working : text.submit}
          </button>{' '}
          <button type="button" className="button button-secondary" onClick={onClose}>
            {text.close}
          </button>
        </div>
      </form>
    </section>
  );
}
