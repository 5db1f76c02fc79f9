'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { identityTexts } from '@sogon/contract/messages/identity';
import { identityEndpoints } from '@sogon/contract/routes/identity.endpoints';
import type { TKakaoCertAnswer } from '@sogon/contract/schemas/identity';
import { normalisePhone } from '@sogon/contract/validation/person';
import styles from '@web/components/auth/AuthForm.module.css';
import { TextField } from '@web/components/auth/TextField';
import { browserApi } from '@web/lib/api/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { completeVerification } from './complete.ts';
import { KakaoWaiting } from './KakaoWaiting.tsx';
import { checkKakaoFields, type KakaoFieldErrors } from './kakao-fields.ts';
import { Outcome } from './Outcome.tsx';

const api = {
  identity: browserApi('identity', identityEndpoints),
};

const text = identityTexts.popup;
/** Spec: the popup learns the outcome by polling; every 2 s is quick without being chatty. */
export const POLL_INTERVAL_MS = 2000;

type Step =
  | { kind: 'form' }
  | { kind: 'waiting'; cert: TKakaoCertAnswer }
  | { kind: 'finishing' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** Outlives the polling effect, which ends as soon as the step changes to 'finishing'. */
async function finish(result: string, setStep: (step: Step) => void): Promise<void> {
  setStep({ kind: 'finishing' });
  const completion = await completeVerification('kakao', result);
  setStep(completion.ok ? { kind: 'done', ...completion } : { kind: 'failed', ...completion });
}

/**
 * 카카오 인증 popup (/auth/kakao, window `userValidation`): the person's name, phone and birthday
 * go to POST /v1/kakao/cert; KakaoTalk asks them to approve; this page polls the status every
 * 2 s and, once approved, hands the signed result to PUT /v1/user/authentication and closes.
 */
export function KakaoVerification() {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [errors, setErrors] = useState<KakaoFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step is announced by moving focus to its heading.
  useEffect(() => {
    if (step.kind !== 'form') heading.current?.focus();
  }, [step.kind]);

  useEffect(() => {
    if (step.kind !== 'waiting') return;
    let stopped = false;
    let timer = 0;
    const poll = async () => {
      try {
        const status = await api.identity.kakaoStatus({ id: step.cert.id });
        if (stopped) return;
        if (status.status === 'completed' && status.result) return void finish(status.result, setStep);
        if (status.status === 'failed') return setStep({ kind: 'failed', message: text.kakaoFailed });
        if (status.status === 'expired') return setStep({ kind: 'failed', message: text.expired });
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status < 500) {
          return setStep({ kind: 'failed', message: error.detail });
        }
        // A network hiccup: keep polling.
      }
      timer = window.setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = window.setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [step]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      name: String(form.get('name') ?? '').trim(),
      phone: String(form.get('phone') ?? '').trim(),
      birthday: String(form.get('birthday') ?? '').trim(),
    };
    const found = checkKakaoFields(values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const cert = await api.identity.kakaoCert({
        body: { ...values, phone: normalisePhone(values.phone) },
      });
      setStep({ kind: 'waiting', cert });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL);
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'done' || step.kind === 'failed') {
    return (
      <Outcome
        ok={step.kind === 'done'}
        message={step.message}
        retry={() => setStep({ kind: 'form' })}
        headingRef={heading}
      />
    );
  }

  if (step.kind === 'waiting' || step.kind === 'finishing') {
    return <KakaoWaiting cert={step.kind === 'waiting' ? step.cert : null} headingRef={heading} />;
  }

  return (
    <div className={styles.page}>
      <h1 className="page-title">{text.kakaoTitle}</h1>
      <div className={styles.card}>
        <p className={styles.lead}>{text.kakaoLead}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id={`${id}-name`}
            name="name"
            label={text.name}
            autoComplete="name"
            maxLength={20}
            required
            error={errors.name}
          />
          <TextField
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            label={text.phone}
            hint={text.phoneHint}
            autoComplete="tel-national"
            maxLength={13}
            required
            error={errors.phone}
          />
          <TextField
            id={`${id}-birthday`}
            name="birthday"
            inputMode="numeric"
            label={text.birthday}
            hint={text.birthdayHint}
            autoComplete="bday"
            maxLength={8}
            required
            error={errors.birthday}
          />
          {formError ? (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {busy ? text.requesting : text.request}
          </button>
        </form>
      </div>
    </div>
  );
}
