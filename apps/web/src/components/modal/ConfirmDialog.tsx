'use client';

import { commonTexts } from '@sogon/contract/messages/common';
import type { ReactNode } from 'react';
import { HeartIcon } from './AlertModal.tsx';
import styles from './Modal.module.css';
import type { ModalComponentProps } from './modal-store.ts';

export type ConfirmModalProps = {
  title: string;
  body?: ReactNode;
  heartIcon?: boolean;
  confirmLabel: string;
  onConfirm: () => void;
};

/**
 * The alert modal's look (title, body, heart icon) with a second, cancelling button: spending
 * hearts needs a way back. Overlay and Esc cancel too.
 */
export function ConfirmDialog({
  title,
  body,
  heartIcon,
  confirmLabel,
  onConfirm,
  close,
  titleId,
}: ConfirmModalProps & ModalComponentProps) {
  return (
    <div className={`${styles.content} ${styles.centered}`}>
      {heartIcon ? <HeartIcon /> : null}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {typeof body === 'string' ? (
        <p className={styles.body}>{body}</p>
      ) : body ? (
        <div className={styles.body}>{body}</div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={close}>
          {commonTexts.cancel}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
