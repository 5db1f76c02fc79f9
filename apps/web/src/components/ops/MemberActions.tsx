'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsMemberDetail } from '@sogon/contract/schemas/ops';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { type FormEvent, useId, useState } from 'react';
import { actionsFor, type MemberAction } from './member-actions.ts';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';

const text = opsTexts.member;

/**
 * 이용 관리: block or unblock, turn adult mode off, log out every device — each with a reason
 * (kept in the audit log) and a confirmation.
 */
export function MemberActions({
  member,
  onChange,
}: {
  member: TOpsMemberDetail;
  onChange: (member: TOpsMemberDetail) => void;
}) {
  const id = useId();
  const { operator, failure } = useOperator();
  const { open } = useModal();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonField = useReasonField();
  const actions = actionsFor(member, operator);

  if (member.status === 'exited' || actions.length === 0) {
    return member.status === 'exited' ? (
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.subtitle}>
          {text.actions}
        </h2>
        <p className={styles.muted}>{opsTexts.details.notBlockable}</p>
      </section>
    ) : null;
  }

  const act = async (action: MemberAction, reason: string) => {
    setBusy(true);
    setError('');
    try {
      const next = await action.call({ id: member.id, body: { reason } });
      if (reasonField.ref.current) reasonField.ref.current.value = '';
      setDone(action.done);
      onChange(next);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = actions.find((candidate) => candidate.path === submitter?.value) ?? actions[0]!;
    setDone('');
    setError('');
    const reason = reasonField.read(new FormData(event.currentTarget));
    if (reason === null) return;
    open<ConfirmModalProps>({
      key: 'ops-member-action-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: action.confirm(member.id),
        body: text.confirmReason(reason),
        confirmLabel: action.label,
        onConfirm: () => void act(action, reason),
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.actions}
      </h2>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <form className={styles.actionForm} onSubmit={submit} noValidate>
        <ReasonField label={text.reason} rows={3} {...reasonField.field} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={styles.actionButtons}>
          {actions.map((action) => (
            <button
              key={action.path}
              type="submit"
              name="action"
              value={action.path}
              className={`button ${action.danger ? styles.danger : 'button-secondary'}`}
              disabled={busy}
            >
              {busy ? text.working : action.label}
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}
