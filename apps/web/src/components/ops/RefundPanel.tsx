'use client';

import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import type { TOpsPaymentDetail } from '@sogon/contract/schemas/ops-payments';
import { FormField } from '@web/components/form/FormField';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Ops.module.css';
import { isOtpCode, OtpField } from './OtpField.tsx';
import { useOperator } from './operator-context.ts';
import { ReasonField } from './ReasonField.tsx';
import { readReason } from './reason.ts';

const text = opsPaymentTexts.refund;
const won = opsPaymentTexts.won;

/**
 * The money a refund of `hearts` paid hearts would return, as the server's refund rules compute
 * it (money in proportion on the running totals, the last part returning what is left). Only a
 * preview: the server's answer is what happened.
 */
export function refundEstimate(payment: TOpsPaymentDetail, hearts: number): number {
  const total = payment.refundedHearts + hearts;
  if (total >= payment.hearts) return payment.amount - payment.refundedAmount;
  return Math.max(0, Math.floor((payment.amount * total) / payment.hearts) - payment.refundedAmount);
}

type Errors = Partial<Record<'hearts' | 'reason' | 'otp', string>>;

/**
 * 환불: everything refundable or a number of paid hearts, a reason, a fresh authenticator code,
 * and a confirmation. One Idempotency-Key per filled-in form, so a retry after a lost answer
 * refunds nothing twice.
 */
export function RefundPanel({
  payment,
  onChange,
}: {
  payment: TOpsPaymentDetail;
  onChange: (payment: TOpsPaymentDetail) => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const { open } = useModal();
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [hearts, setHearts] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const form = useRef<HTMLFormElement>(null);
  const max = payment.refundableHearts;
  const asked = Number(hearts);
  const validHearts = Number.isInteger(asked) && asked >= 1 && asked <= max;

  const refund = async (body: { hearts?: number; reason: string; otp: string }) => {
    setBusy(true);
    setError('');
    try {
      const answer = await opsApi.opsPayments.refund(
        { id: payment.id, body },
        { headers: { 'idempotency-key': key.current } },
      );
      key.current = crypto.randomUUID();
      form.current?.reset();
      setHearts('');
      setMode('full');
      setDone(answer.refundedNow ? text.done(won(answer.refund.amount)) : text.repeated);
      onChange(answer.payment);
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
    if (mode === 'partial' && !validHearts) found.hearts = text.heartsInvalid(max);
    if ('error' in read) found.reason = read.error;
    if (!isOtpCode(otp)) found.otp = text.otpInvalid;
    setErrors(found);
    setDone('');
    setError('');
    const first = (['hearts', 'reason', 'otp'] as const).find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const partial = mode === 'partial' && asked < max;
    const amount = partial ? refundEstimate(payment, asked) : payment.quote.amount;
    open<ConfirmModalProps>({
      key: 'ops-refund-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirm(payment.id, partial ? text.confirmPartial(asked) : text.confirmFull),
        body: text.estimate(won(amount)),
        confirmLabel: text.submit,
        onConfirm: () => void refund({ ...(partial ? { hearts: asked } : {}), reason, otp }),
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.heading}
      </h2>
      <p className={styles.muted}>{text.rule}</p>
      {payment.memberWindowEnded && max > 0 ? <p className={styles.muted}>{text.outsideWindow}</p> : null}
      <p role="status" className={styles.success}>
        {done}
      </p>
      {max === 0 ? (
        <p className={styles.muted}>{text.nothing}</p>
      ) : (
        <>
          <p>{text.quote(won(payment.quote.amount), payment.quote.paid, payment.quote.bonus)}</p>
          <form ref={form} className={styles.actionForm} onSubmit={submit} noValidate>
            <fieldset className={styles.choices}>
              <legend className={styles.label}>{text.mode}</legend>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="mode"
                  value="full"
                  checked={mode === 'full'}
                  onChange={() => setMode('full')}
                />{' '}
                {text.full}
              </label>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="mode"
                  value="partial"
                  checked={mode === 'partial'}
                  onChange={() => setMode('partial')}
                />{' '}
                {text.partial}
              </label>
            </fieldset>
            {mode === 'partial' ? (
              <FormField
                label={text.hearts(max)}
                error={errors.hearts}
                hint={validHearts ? text.estimate(won(refundEstimate(payment, asked))) : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    name="hearts"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={max}
                    step={1}
                    value={hearts}
                    onChange={(event) => setHearts(event.target.value)}
                    className={styles.input}
                  />
                )}
              </FormField>
            ) : null}
            <ReasonField label={text.reason} error={errors.reason} />
            <OtpField label={text.otp} error={errors.otp} />
            <p role="alert" className={styles.error}>
              {error}
            </p>
            <button type="submit" className="button" disabled={busy}>
              {busy ? text.working : text.submit}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
