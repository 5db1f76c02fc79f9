'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { STORED_USER_KEY } from '@web/lib/session/stored-user';
import { useEffect } from 'react';
import modalStyles from '../modal/Modal.module.css';
import styles from './AuthForm.module.css';
import { LoginForm } from './LoginForm.tsx';

export type LoginModalProps = { returnTo: string };

/** The login dialog; a login finished in the Naver popup (another window) reloads this page too. */
export function LoginModal({ returnTo, close, titleId }: LoginModalProps & ModalComponentProps) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_USER_KEY && event.newValue) window.location.assign(returnTo);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [returnTo]);

  return (
    <div className={modalStyles.content}>
      <div className={modalStyles.header}>
        <h2 id={titleId} className={modalStyles.title} tabIndex={-1}>
          {authTexts.loginTitle}
        </h2>
        <button
          type="button"
          className={modalStyles.closeButton}
          aria-label={commonTexts.close}
          onClick={close}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p className={styles.lead}>{authTexts.loginLead}</p>
      <LoginForm returnTo={returnTo} onDone={close} />
    </div>
  );
}
