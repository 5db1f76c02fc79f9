'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { errorMessages } from '@sogon/contract/messages/errors';
import { snsLoginEndpoints } from '@sogon/contract/routes/sns-login.endpoints';
import type { SnsProvider } from '@sogon/contract/schemas/user';
import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import { browserApi } from '@web/lib/api/browser';
import { rememberLogin } from '@web/lib/session/after-login';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './AuthForm.module.css';

const api = {
  snsLogin: browserApi('snsLogin', snsLoginEndpoints),
};

const PROVIDERS: readonly SnsProvider[] = ['google', 'kakao', 'naver'];

/**
 * The return page of a social login (/sns, /sns/google): hands the code and state to the API,
 * keeps the user and goes back. In the Naver popup it closes the window instead (spec section 7).
 */
export function SnsCallback({ fixedProvider }: { fixedProvider?: SnsProvider }) {
  const params = useSearchParams();
  const [message, setMessage] = useState<string>(authTexts.sns.working);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const named = fixedProvider ?? params.get('provider');
    const provider = PROVIDERS.find((p) => p === named);
    const code = params.get('code');
    const state = params.get('state');
    const fail = (text: string) => {
      setMessage(text);
      setFailed(true);
    };
    if (params.get('error')) return fail(authTexts.sns.cancelled);
    if (!provider || !code || !state) return fail(errorMessages.ERROR_REQUEST_PARAMETER_WRONG);

    api.snsLogin
      .complete({ provider, body: { code, provider, state } })
      .then((user) => {
        rememberLogin(user);
        if (window.opener && window.name === 'naverLogin') {
          setMessage(authTexts.sns.popupDone);
          window.close();
          return;
        }
        window.location.replace(safeReturnTo(user.returnTo));
      })
      .catch((error: unknown) =>
        fail(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL),
      );
  }, [params, fixedProvider]);

  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{failed ? authTexts.sns.failed : authTexts.sns.title}</h1>
        <div className={styles.card}>
          <p className={failed ? styles.error : styles.lead} role={failed ? 'alert' : 'status'}>
            {message}
          </p>
          {failed ? (
            <Link className={`button ${styles.submit}`} href="/?action=login">
              {authTexts.sns.retry}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
