'use client';

import { API_PREFIX } from '@sogon/contract/headers';
import { identityTexts } from '@sogon/contract/messages/identity';
import type { PassKind } from '@sogon/contract/schemas/identity';
import styles from '@web/components/auth/AuthForm.module.css';
import { useEffect } from 'react';

const text = identityTexts.popup;

/** Where a PASS popup starts: our API, which binds a state to the session and redirects onwards. */
export function passStartUrl(kind: PassKind): string {
  return `${API_PREFIX}/v1/identity/pass/start?kind=${kind}`;
}

/**
 * 휴대폰 인증 popups (/auth/pass in window `pass`, /auth/faPass in window `fapass`): a full
 * navigation to the start endpoint, which sends the window to the provider's page; the provider
 * returns it to /auth/pass/callback.
 */
export function PassStart({ kind }: { kind: PassKind }) {
  useEffect(() => {
    window.location.replace(passStartUrl(kind));
  }, [kind]);

  return (
    <div className={styles.page}>
      <h1 className="page-title">{text.passTitle}</h1>
      <div className={styles.card}>
        <p className={styles.lead} role="status">
          {text.passMoving}
        </p>
        <noscript>
          <a className="button" href={passStartUrl(kind)}>
            {text.passTitle}
          </a>
        </noscript>
      </div>
    </div>
  );
}
