'use client';

import { modalTexts } from '@sogon/contract/messages/modal';
import styles from './Modal.module.css';
import { useModal } from './modal-context.ts';
import type { ModalComponentProps } from './modal-store.ts';

export type WelcomeModalProps = {
  /** Called on confirm (the caller sets the per-user flag cookie to 0 for 10 days). */
  onConfirm?: () => void;
  /** Passed on to the verification modal. */
  authEvent?: number;
};

/** 회원가입 축하: confirming closes it, opens the verification modal and calls `onConfirm`. */
export function WelcomeModal({
  onConfirm,
  authEvent,
  close,
  titleId,
}: WelcomeModalProps & ModalComponentProps) {
  const { openVerification } = useModal();

  const confirm = () => {
    // Opening verification closes every other modal, this one included; `close()` is then a no-op but
    // keeps this correct should that rule change. Opening first lets focus return to the original opener.
    openVerification({ authEvent });
    close();
    onConfirm?.();
  };

  return (
    <div className={`${styles.content} ${styles.centered}`}>
      <h2 id={titleId} className={styles.title}>
        {modalTexts.welcome.title}
      </h2>
      <p className={styles.body}>{modalTexts.welcome.body}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={confirm}>
          {modalTexts.welcome.confirm}
        </button>
      </div>
    </div>
  );
}
