'use client';

import { modalTexts } from '@sogon/contract/messages/modal';
import type { ReactNode } from 'react';
import styles from './Modal.module.css';
import type { ModalComponentProps } from './modal-store.ts';

export type AlertModalProps = {
  title: string;
  /** Plain strings keep their line breaks. */
  body?: ReactNode;
  heartIcon?: boolean;
  /** Called after the alert has closed. */
  onConfirm?: () => void;
};

/**
 * Spec: title, optional body, optional heart icon, one confirm button labelled 확인. It cannot be closed
 * by overlay click or Esc (the provider opens it with overlayClose: false, escClose: false).
 */
export function AlertModal({
  title,
  body,
  heartIcon,
  onConfirm,
  close,
  titleId,
}: AlertModalProps & ModalComponentProps) {
  const confirm = () => {
    close();
    onConfirm?.();
  };

  return (
    <div className={`${styles.content} ${styles.centered}`}>
      {heartIcon ? <HeartIcon /> : null}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {body === undefined || body === null || body === '' ? null : typeof body === 'string' ? (
        <p className={styles.body}>{body}</p>
      ) : (
        <div className={styles.body}>{body}</div>
      )}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={confirm}>
          {modalTexts.alert.confirm}
        </button>
      </div>
    </div>
  );
}

export function HeartIcon() {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" role="img" aria-label={modalTexts.alert.heartIconAlt}>
      <path
        fill="currentColor"
        d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
      />
    </svg>
  );
}
