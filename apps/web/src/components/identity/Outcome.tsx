'use client';

import { identityTexts } from '@sogon/contract/messages/identity';
import styles from '@web/components/auth/AuthForm.module.css';
import type { RefObject } from 'react';

const text = identityTexts.popup;

/** The end of a verification popup: what happened, then it closes itself (or offers a retry). */
export function Outcome({
  ok,
  message,
  retry,
  retryHref,
  headingRef,
}: {
  ok: boolean;
  message: string;
  retry?: () => void;
  retryHref?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className={styles.page}>
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {ok ? text.doneTitle : text.failedTitle}
      </h1>
      <div className={styles.card}>
        <p className={ok ? styles.lead : styles.error} role={ok ? 'status' : 'alert'}>
          {message}
        </p>
        {ok ? (
          <p className={styles.hint}>{text.closing}</p>
        ) : (
          <div style={{ display: 'grid', gap: 8 }}>
            {retry ? (
              <button type="button" className={`button ${styles.submit}`} onClick={retry}>
                {text.retry}
              </button>
            ) : retryHref ? (
              <a className={`button ${styles.submit}`} href={retryHref}>
                {text.retry}
              </a>
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => window.close()}>
              {text.close}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
