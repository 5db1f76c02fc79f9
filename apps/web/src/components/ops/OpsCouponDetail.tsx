'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import type { TOpsCouponDetail } from '@sogon/contract/schemas/ops-events';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { formatCount, formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { couponUse } from './OpsCouponList.tsx';
import local from './OpsEvents.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';

const text = opsEventsTexts.couponDetail;
const columns = opsEventsTexts.coupons.columns;

type Load =
  | { kind: 'loading' }
  | { kind: 'done'; coupon: TOpsCouponDetail }
  | { kind: 'error'; message: string };

const time = (iso: string) => <time dateTime={iso}>{formatOpsTime(iso)}</time>;

/** 쿠폰 상세: its code (or codes.csv), use, period, 사용 중지, and who redeemed it. */
export function OpsCouponDetail({ id, created }: { id: number | null; created: boolean }) {
  const { operator, failure } = useOperator();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (id === null) {
      setLoad({ kind: 'error', message: opsEventsTexts.details.couponMissing });
      return;
    }
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    opsApi.opsEvents.coupon({ id }, { signal: controller.signal }).then(
      (coupon) => setLoad({ kind: 'done', coupon }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ApiError && error.status === 404 ? error.detail : await failure(error);
        if (message !== null && !controller.signal.aborted) setLoad({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [id, failure, attempt]);

  const back = (
    <p className={styles.back}>
      <Link href="/ops/coupons">{text.back}</Link>
    </p>
  );
  if (load.kind !== 'done') {
    return (
      <>
        {back}
        <h1 className={styles.title}>{opsEventsTexts.coupons.heading}</h1>
        {load.kind === 'loading' ? (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        ) : (
          <RetryPanel message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </>
    );
  }

  const { coupon } = load;
  const editable = opsMay(operator.role, 'couponsEdit');
  const facts: [string, ReactNode][] = [
    [columns.event, coupon.eventTitle],
    [columns.mode, opsEventsTexts.modes[coupon.mode]],
    coupon.code !== null
      ? [
          text.code,
          <span key="code" className={local.code}>
            {coupon.code}
          </span>,
        ]
      : [text.code, text.codes(coupon.codes)],
    [columns.hearts, formatCount(coupon.hearts)],
    [columns.redeemed, couponUse(coupon)],
    [opsEventsTexts.couponForm.perPerson, text.perPerson(coupon.perPerson)],
    [
      columns.status,
      <span key="status" className={styles.badge}>
        {opsEventsTexts.couponStatus[coupon.status]}
      </span>,
    ],
    [
      columns.period,
      <span key="period">
        {time(coupon.startsAt)} ~ {time(coupon.endsAt)}
      </span>,
    ],
  ];

  return (
    <>
      {back}
      <h1 className={styles.title}>{coupon.name}</h1>
      {created ? (
        <p role="status" className={styles.success}>
          {opsEventsTexts.couponForm.created}
        </p>
      ) : null}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {editable && coupon.mode === 'batch' ? (
        <p className={styles.back}>
          <a
            href={`/api/live/ops/coupons/${coupon.id}/codes.csv`}
            className="button button-secondary"
            download
          >
            {text.download}
          </a>
        </p>
      ) : null}
      {editable && coupon.status !== 'disabled' ? (
        <DisablePanel
          id={coupon.id}
          onDone={(next) => setLoad({ kind: 'done', coupon: { ...coupon, ...next } })}
        />
      ) : null}
      <Redemptions coupon={coupon} />
    </>
  );
}

function DisablePanel({ id, onDone }: { id: number; onDone: (coupon: Partial<TOpsCouponDetail>) => void }) {
  const formId = useId();
  const { failure } = useOperator();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonField = useReasonField();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = reasonField.read(new FormData(event.currentTarget));
    if (reason === null) return;
    setBusy(true);
    setError('');
    try {
      onDone(await opsApi.opsEvents.disableCoupon({ id, body: { reason } }));
    } catch (failed) {
      const message = failed instanceof ApiError ? failed.detail : await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className={styles.subtitle}>
        {text.disable}
      </h2>
      <form className={styles.actionForm} onSubmit={submit} noValidate>
        <ReasonField label={text.disableReason} {...reasonField.field} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className={`button ${styles.danger}`} disabled={busy}>
          {busy ? text.disabling : text.disable}
        </button>
      </form>
    </section>
  );
}

function Redemptions({ coupon }: { coupon: TOpsCouponDetail }) {
  const headingId = useId();
  const { operator } = useOperator();
  const members = opsMay(operator.role, 'members');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {text.redemptions}
      </h2>
      {coupon.redemptions.length === 0 ? (
        <p className={styles.muted}>{text.noRedemptions}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby={headingId}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.columns.member}</th>
                <th scope="col">{text.columns.code}</th>
                <th scope="col">{text.columns.hearts}</th>
                <th scope="col">{text.columns.at}</th>
              </tr>
            </thead>
            <tbody>
              {coupon.redemptions.map((row) => (
                <tr key={`${row.userId}-${row.at}-${row.code}`}>
                  <th scope="row" className={styles.rowHeader}>
                    {members ? (
                      <Link href={`/ops/members/${row.userId}`}>
                        {row.username} (#{row.userId})
                      </Link>
                    ) : (
                      `${row.username} (#${row.userId})`
                    )}
                  </th>
                  <td className={local.code}>{row.code}</td>
                  <td className={styles.num}>{formatCount(row.hearts)}</td>
                  <td>{time(row.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
