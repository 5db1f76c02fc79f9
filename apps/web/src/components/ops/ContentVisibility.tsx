'use client';

import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { type FormEvent, useState } from 'react';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';

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
  const { failure } = useOperator();
  const { open } = useModal();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonField = useReasonField();
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
    setError('');
    setDone('');
    const reason = reasonField.read(new FormData(event.currentTarget));
    if (reason === null) return;
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
      <ReasonField label={text.reason} hint={text.reasonHint} {...reasonField.field} />
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
