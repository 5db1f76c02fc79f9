'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import type { TOpsCouponMode, TOpsEvent } from '@sogon/contract/schemas/ops-events';
import { FormField } from '@web/components/form/FormField';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import local from './OpsEvents.module.css';
import { useOperator } from './operator-context.ts';
import { fromKstInput, kstMidnightIn } from './ops-events-time.ts';
import { ReasonField } from './ReasonField.tsx';
import { useOpsList } from './use-ops-list.ts';

const text = opsEventsTexts.couponForm;

/** /ops/coupons/new: a shared code or a batch of unique codes for a coupon event. */
export function OpsCouponForm() {
  const { result, retry } = useOpsList(opsApi.opsEvents.events, { kind: 'coupon', limit: 200 });
  return (
    <>
      <p className={styles.back}>
        <Link href="/ops/coupons">{opsEventsTexts.couponDetail.back}</Link>
      </p>
      <h1 className={styles.title}>{text.heading}</h1>
      {result.kind === 'loading' ? (
        <p role="status" className={styles.muted}>
          {opsTexts.loading}
        </p>
      ) : result.kind === 'error' ? (
        <RetryPanel message={result.message} onRetry={retry} />
      ) : result.value.length === 0 ? (
        <p className={styles.panel}>
          {text.noCouponEvent} <Link href="/ops/events/new">{opsEventsTexts.events.create}</Link>
        </p>
      ) : (
        <CouponForm events={result.value} />
      )}
    </>
  );
}

function CouponForm({ events }: { events: TOpsEvent[] }) {
  const id = useId();
  const router = useRouter();
  const { failure } = useOperator();
  const [mode, setMode] = useState<TOpsCouponMode>('shared');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const firstOn = events.find((event) => event.phase !== 'ended') ?? events[0]!;

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (busy) return;
    const data = new FormData(submitted.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const number = (name: string) => (field(name) === '' ? null : Number(field(name)));
    setBusy(true);
    setError('');
    try {
      const created = await opsApi.opsEvents.createCoupon({
        body: {
          eventId: Number(field('eventId')),
          name: field('name'),
          mode,
          code: mode === 'shared' ? field('code') : '',
          quantity: number(mode === 'shared' ? 'quantity' : 'count'),
          perPerson: number('perPerson') ?? 1,
          hearts: number('hearts') ?? 0,
          startsAt: fromKstInput(field('startsAt')),
          endsAt: fromKstInput(field('endsAt')),
          reason: field('reason'),
        },
      });
      router.push(`/ops/coupons/${created.id}?created=1`);
    } catch (failed) {
      const message = failed instanceof ApiError ? failed.detail : await failure(failed);
      if (message !== null) setError(message);
      setBusy(false);
    }
  };

  return (
    <form className={`${local.form} ${styles.panel}`} onSubmit={submit} noValidate>
      <FormField label={text.event} hint={text.eventHint}>
        {(control) => (
          <select {...control} name="eventId" className={styles.input} defaultValue={firstOn.id}>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} ({opsEventsTexts.phases[event.phase]})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={text.name}>
        {(control) => <input {...control} name="name" className={styles.input} maxLength={200} required />}
      </FormField>
      <fieldset className={local.fieldset}>
        <legend>{text.mode}</legend>
        {(['shared', 'batch'] as const).map((value) => (
          <label key={value} className={local.choice}>
            <input
              type="radio"
              name="mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {opsEventsTexts.modes[value]}
          </label>
        ))}
      </fieldset>
      {mode === 'shared' ? (
        <div className={local.row}>
          <FormField label={text.code} hint={text.codeHint}>
            {(control) => (
              <input
                {...control}
                name="code"
                className={styles.input}
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
              />
            )}
          </FormField>
          <FormField label={text.quantity} hint={text.quantityHint}>
            {(control) => (
              <input
                {...control}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className={styles.input}
              />
            )}
          </FormField>
        </div>
      ) : (
        <FormField label={text.count} hint={text.countHint}>
          {(control) => (
            <input
              {...control}
              name="count"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={100}
              className={styles.input}
            />
          )}
        </FormField>
      )}
      <div className={local.row}>
        <FormField label={text.hearts}>
          {(control) => (
            <input
              {...control}
              name="hearts"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={10}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField label={text.perPerson}>
          {(control) => (
            <input
              {...control}
              name="perPerson"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={1}
              className={styles.input}
            />
          )}
        </FormField>
      </div>
      <div className={local.row}>
        <FormField label={text.startsAt}>
          {(control) => (
            <input
              {...control}
              name="startsAt"
              type="datetime-local"
              defaultValue={kstMidnightIn(0)}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField label={text.endsAt}>
          {(control) => (
            <input
              {...control}
              name="endsAt"
              type="datetime-local"
              defaultValue={kstMidnightIn(31)}
              className={styles.input}
            />
          )}
        </FormField>
      </div>
      <ReasonField label={text.reason} optional />
      <p role="alert" className={styles.error} id={`${id}-error`}>
        {error}
      </p>
      <div className={local.buttons}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
