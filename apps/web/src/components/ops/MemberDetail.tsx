'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsMemberDetail } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type ReactNode, useEffect, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { HeartsPanel } from './HeartsPanel.tsx';
import { RetryPanel } from './ListParts.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberActivity } from './MemberActivity.tsx';
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
  return (authTexts.providers as Record<string, string>)[provider] ?? provider;
}

function time(iso: string | null): ReactNode {
  return iso ? <time dateTime={iso}>{formatOpsTime(iso)}</time> : text.never;
}

/** 회원 #id: what the console may know of a member, and 이용 정지 / 해제 for operators. */
export function MemberDetail({ id }: { id: number | null }) {
  const { operator, failure } = useOperator();
  const [load, setLoad] = useState<Load>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState('');

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
    [
      channelCommunityTexts.opsBlocks,
      member.channelBlocks.length === 0
        ? channelCommunityTexts.opsNoBlocks
        : member.channelBlocks.map((block) => block.name).join(', '),
    ],
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
      <MemberActions member={member} onChange={(next) => setLoad({ kind: 'done', member: next })} />
      {opsMay(operator.role, 'hearts') && member.status !== 'exited' ? (
        <HeartsPanel member={member} onChange={(next) => setLoad({ kind: 'done', member: next })} />
      ) : null}
      <p role="status" className={styles.success}>
        {notice}
      </p>
      <MemberActivity
        key={`${member.wallet.paid}-${member.wallet.bonus}`}
        memberId={member.id}
        onCancelled={(message) => {
          setNotice(message);
          // The hearts came back: the wallet above (and the activity, keyed by it) read again.
          opsApi.ops.member({ id: member.id }).then(
            (next) => setLoad({ kind: 'done', member: next }),
            () => undefined,
          );
        }}
      />
    </>
  );
}
