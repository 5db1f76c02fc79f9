'use client';

import { errorMessages } from '@sogon/contract/messages/errors';
import { identityTexts } from '@sogon/contract/messages/identity';
import { ZIdentityProvider, ZPassKind } from '@sogon/contract/schemas/identity';
import styles from '@web/components/auth/AuthForm.module.css';
import { useEffect, useRef, useState } from 'react';
import { completeVerification } from './complete.ts';
import { Outcome } from './Outcome.tsx';

const text = identityTexts.popup;

const ERRORS: Record<string, string> = {
  cancelled: text.cancelled,
  expired: text.expired,
  login: errorMessages.ERROR_AUTHORIZE_TOKEN_NOT_EXIST,
  failed: identityTexts.providerFailed,
};

/**
 * Where the PASS popup comes back (/auth/pass/callback): our API put the provider's signed
 * result, or the error, in the fragment, which never reaches a server log. The result goes to
 * PUT /v1/user/authentication and the fragment is wiped from the history entry.
 */
export function PassCallback() {
  const [state, setState] = useState<
    { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string }
  >({ kind: 'working' });
  const [retryHref, setRetryHref] = useState('/auth/pass');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const values = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    const passKind = ZPassKind.safeParse(values.get('kind'));
    if (passKind.success && passKind.data === 'fapass') setRetryHref('/auth/faPass');
    const error = values.get('error');
    const provider = ZIdentityProvider.safeParse(values.get('provider'));
    const result = values.get('result');
    if (error || !provider.success || !result) {
      setState({ kind: 'failed', message: ERRORS[error ?? 'failed'] ?? identityTexts.providerFailed });
      return;
    }
    void completeVerification(provider.data, result).then((completion) =>
      setState(
        completion.ok
          ? { kind: 'done', message: completion.message }
          : { kind: 'failed', message: completion.message },
      ),
    );
  }, []);

  if (state.kind === 'working') {
    return (
      <div className={styles.page}>
        <h1 className="page-title">{text.passTitle}</h1>
        <div className={styles.card}>
          <p className={styles.lead} role="status">
            {text.finishing}
          </p>
        </div>
      </div>
    );
  }
  return <Outcome ok={state.kind === 'done'} message={state.message} retryHref={retryHref} />;
}
