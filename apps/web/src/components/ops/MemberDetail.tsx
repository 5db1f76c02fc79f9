'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsMemberDetail } from '@sogon/contract/schemas/ops';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { HeartsPanel } from './HeartsPanel.tsx';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { StatusBadge } from './StatusBadge.tsx';

const text = opsTexts.member;
const columns = opsTexts.members.columns;

type Load =
  | { kind: 'loading' }
  | { kind: 'done'; member: TOpsMemberDetail }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

function providerName(provider: string): string {
  return (ko.auth.providers as Record<string, string>)[provider] ?? provider;
}

function time(iso: string | null): ReactNode {
  return iso ? <time dateTime={iso}>{formatOpsTime(iso)}</time> : text.never;
}

/** 회원 #id: what the console may know of a member, and 이용 정지 / 해제 for operators. */
export function MemberDetail({ id }: { id: number | null }) {
  const { operator, failure } = useOperator();
  const [load, setLoad] = useState<Load>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    opsApi.ops.member({ id }, { signal: controller.signal }).then(
      (member) => setLoad({ kind: 'done', member }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message === null || controller.signal.aborted) return;
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : { kind: 'error', message },
        );
      },
    );
    return () => controller.abort();
  }, [id, failure, attempt]);

  const back = (
    <p className={styles.back}>
      <Link href="/ops/members">{text.back}</Link>
    </p>
  );

  if (load.kind !== 'done') {
    return (
      <>
        {back}
        <h1 className={styles.title}>{id === null ? opsTexts.members.heading : text.heading(id)}</h1>
        {load.kind === 'loading' ? (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        ) : load.kind === 'missing' ? (
          <p role="alert" className={styles.error}>
            {text.notFound}
          </p>
        ) : (
          <RetryPanel message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </>
    );
  }

  const { member } = load;
  const rows: [string, ReactNode][] = [
    [columns.uid, member.uid],
    [columns.username, member.username],
    [text.provider, providerName(member.provider)],
    [columns.status, <StatusBadge key="status" status={member.status} />],
    [columns.auth, member.isAuth ? opsTexts.members.verified : opsTexts.members.notVerified],
    [text.verifiedAt, time(member.verifiedAt)],
    [text.adultMode, member.adultMode ? text.on : text.off],
    [text.walletLabel, text.wallet(member.wallet.paid, member.wallet.bonus)],
    [text.sessionsLabel, text.sessions(member.activeSessions)],
    [text.payments, text.count(member.payments)],
    [text.purchases, text.count(member.purchases)],
    [text.lastSeen, time(member.lastSeenAt)],
    [columns.joinedAt, time(member.joinedAt)],
  ];

  return (
    <>
      {back}
      <h1 className={styles.title}>{text.heading(member.id)}</h1>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {opsMay(operator.role, 'audit') ? (
        <p className={styles.back}>
          <Link href={`/ops/audit?q=${encodeURIComponent(`member:${member.id}`)}`}>{text.auditLink}</Link>
        </p>
      ) : null}
      {opsMay(operator.role, 'block') ? (
        <BlockPanel member={member} onChange={(next) => setLoad({ kind: 'done', member: next })} />
      ) : null}
      {opsMay(operator.role, 'hearts') && member.status !== 'exited' ? (
        <HeartsPanel member={member} onChange={(next) => setLoad({ kind: 'done', member: next })} />
      ) : null}
    </>
  );
}

/** 이용 관리: block an active member or lift a block, with a reason and a confirmation. */
function BlockPanel({
  member,
  onChange,
}: {
  member: TOpsMemberDetail;
  onChange: (member: TOpsMemberDetail) => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const { open } = useModal();
  const [reasonError, setReasonError] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  if (member.status === 'exited') {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.subtitle}>
          {text.actions}
        </h2>
        <p className={styles.muted}>{opsTexts.details.notBlockable}</p>
      </section>
    );
  }

  const blocking = member.status === 'active';
  const action = blocking ? text.block : text.unblock;

  const act = async (reason: string) => {
    setBusy(true);
    setError('');
    try {
      const next = await (blocking ? opsApi.ops.block : opsApi.ops.unblock)({
        id: member.id,
        body: { reason },
      });
      if (reasonInput.current) reasonInput.current.value = '';
      setDone(blocking ? text.blocked : text.unblocked);
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
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setDone('');
    setError('');
    if (reason.length < 2) {
      setReasonError(text.reasonRequired);
      reasonInput.current?.focus();
      return;
    }
    setReasonError('');
    open<ConfirmModalProps>({
      key: 'ops-member-block-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: blocking ? text.blockConfirm(member.id) : text.unblockConfirm(member.id),
        body: text.confirmReason(reason),
        confirmLabel: action,
        onConfirm: () => void act(reason),
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
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {text.reason}
        </label>
        <textarea
          ref={reasonInput}
          id={`${id}-reason`}
          name="reason"
          className={`${styles.input} ${styles.textarea}`}
          required
          minLength={2}
          maxLength={500}
          rows={3}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        />
        {reasonError ? (
          <p id={`${id}-reason-error`} role="alert" className={styles.error}>
            {reasonError}
          </p>
        ) : null}
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button
          type="submit"
          className={`button ${blocking ? styles.danger : 'button-secondary'}`}
          disabled={busy}
        >
          {busy ? text.working : action}
        </button>
      </form>
    </section>
  );
}
