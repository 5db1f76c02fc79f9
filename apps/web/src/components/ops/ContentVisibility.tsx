'use client';

import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { type FormEvent, useId, useState } from 'react';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';

const text = opsCatalogTexts.actions;

/**
 * 숨기기 / 공개하기 with a reason (kept in the audit log); hiding asks for a confirmation first,
 * since members stop seeing the content on their next request.
 */
export function ContentVisibilityButton({
  title,
  status,
  change,
  onDone,
}: {
  title: string;
  status: string;
  change: (body: { status: 'published' | 'hidden'; reason: string }) => Promise<unknown>;
  onDone: () => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const { open } = useModal();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const target = status === 'published' ? 'hidden' : 'published';
  const label = target === 'hidden' ? text.hide : text.publish;

  const run = async (reason: string) => {
    setBusy(true);
    try {
      await change({ status: target, reason });
      setDone(text.done);
      onDone();
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setError('');
    setDone('');
    if (reason.length < 2) {
      setError(text.reasonHint);
      return;
    }
    if (target === 'published') {
      void run(reason);
      return;
    }
    open<ConfirmModalProps>({
      key: 'ops-content-hide-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirmHide(title),
        body: reason,
        confirmLabel: text.confirm,
        onConfirm: () => void run(reason),
      },
    });
  };

  return (
    <form className={styles.actionForm} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reason`} className={styles.label}>
        {text.reason}
      </label>
      <input
        id={`${id}-reason`}
        name="reason"
        className={styles.input}
        required
        minLength={2}
        maxLength={500}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {text.reasonHint}
      </p>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <button
        type="submit"
        className={`button ${target === 'hidden' ? styles.danger : 'button-secondary'}`}
        disabled={busy}
      >
        {label}
      </button>
    </form>
  );
}
